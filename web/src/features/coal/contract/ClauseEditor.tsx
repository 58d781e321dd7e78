import { CLAUSE_TEMPLATE_5000 } from '@meiyun/shared';
import { Button, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { EditableTable, type RowValues } from '../../../components/editable-table';
import { CLAUSE_COLUMNS, clausesToRows } from './clauseColumns';

export const ClauseEditorTexts = {
  template: '使用5000大卡模板',
  replaceTitle: '替换质价条款',
  replaceContent: '已有质价条款，是否用5000大卡模板替换？',
} as const;

interface Props {
  /** The rows to start from (the contract's clauses); a new array reloads the table. */
  initial: RowValues[];
  /** Every change of the rows, unchecked, for the preview and the save. */
  onRowsChange(rows: RowValues[]): void;
  disabled?: boolean;
}

/**
 * The quality–price clauses inside the contract form: the editable table, one row a clause, and the 5000 kcal
 * sample rows of coal-domain.md as a template (asking first when it would replace rows already there).
 */
export function ClauseEditor({ initial, onRowsChange, disabled }: Props) {
  // A hook of its own with its holder here, so the question stacks above the dialog the table sits in.
  const [modal, holder] = Modal.useModal();
  const [source, setSource] = useState<RowValues[]>(initial);
  const count = useRef(initial.length);
  useEffect(() => {
    setSource(initial);
    count.current = initial.length;
    onRowsChange(initial);
    // Only a new starting set reloads; the callback may change identity on every render of the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initial]);

  const applyTemplate = () => {
    const rows = clausesToRows(CLAUSE_TEMPLATE_5000);
    const apply = () => {
      setSource(rows);
      count.current = rows.length;
      onRowsChange(rows);
    };
    if (count.current === 0) return apply();
    modal.confirm({ title: ClauseEditorTexts.replaceTitle, content: ClauseEditorTexts.replaceContent, okText: '确定', cancelText: '取消', onOk: apply });
  };

  return (
    <div className="contract-clauses" data-testid="contract-clauses">
      {holder}
      <div className="contract-clauses-bar">
        <Button size="small" onClick={applyTemplate} disabled={disabled} data-testid="clause-template">
          {ClauseEditorTexts.template}
        </Button>
        <span className="contract-hint">调价：每档金额为元/t（正数加价、负数扣价）；扣吨：每档扣除数量的百分比；拒收：化验值落在区间内即拒收。</span>
      </div>
      <EditableTable
        columns={CLAUSE_COLUMNS}
        dataSource={source}
        rowNumber
        rowSelection="checkbox"
        disabled={disabled}
        maxHeight={360}
        onChange={(v) => {
          count.current = v.values.length;
          onRowsChange(v.values);
        }}
      />
    </div>
  );
}
