import { DeleteOutlined } from '@ant-design/icons';
import { Button, Col, Form, Row, Table } from 'antd';
import type { Page } from '@meiyun/shared';
import { getAction } from '../../lib/http';
import { DictSelect } from '../dict/DictSelect';
import { PickerField } from './PickerField';
import { ellipsisCell, textColumns, type PickerColumn } from './pickerColumns';
import { BUSINESS_PAGE_SIZES, BUSINESS_SCROLL_Y, BUSINESS_SELECT_WIDTH, rowKeyOf } from './pickerConfig';
import { PickerModal } from './PickerModal';
import { containsParams, QueryInput } from './PickerQueryForm';
import { PickerTable } from './PickerTable';
import { usePickedRows } from './usePickedRows';
import { usePickerSelection } from './usePickerSelection';

type BizRow = Record<string, unknown>;

export interface BusinessQueryField {
  key: string;
  label: string;
  placeholder?: string;
  /** A dictionary select instead of a text input (sent as typed, not as contains). */
  dictCode?: string;
}

export interface BusinessSelectProps {
  /** A generic list endpoint. */
  url: string;
  /** The field stored in the value (comma-joined). */
  valueKey: string;
  /** The field shown in the form control. */
  displayKey: string;
  rowKey?: string;
  columns: PickerColumn[];
  queryConfig?: BusinessQueryField[];
  value?: string;
  onChange?(value: string, rows: BizRow[]): void;
  multi?: boolean;
  title?: string;
  placeholder?: string;
  disabled?: boolean;
  testId?: string;
}

/** Texts of this picker are cut at 12 characters (§9). */
const CUT = 12;

/**
 * 业务选择 (JSelectBiz): a query form and result table on the left, the chosen records with a delete action on the
 * right; width 900, 5 a page, texts cut at 12, tables 240 px high.
 */
export function BusinessSelect(p: BusinessSelectProps) {
  const multi = p.multi ?? true;
  const rowKey = p.rowKey ?? 'id';
  const picked = usePickedRows<BizRow>({
    value: p.value,
    onChange: p.onChange,
    valueOf: (r) => String(r[p.valueKey]),
    read: async (values) => {
      const env = await getAction<Page<BizRow>>(p.url, { [p.valueKey]: values.join(','), pageSize: values.length });
      return env.success ? env.result.records : null;
    },
  });
  const selection = usePickerSelection<BizRow>({ open: picked.open, keyOf: (r) => rowKeyOf(r, rowKey), multi, initial: picked.rows });
  const queryConfig = p.queryConfig ?? [];
  const exact = queryConfig.filter((q) => q.dictCode).map((q) => q.key);

  return (
    <>
      <PickerField testId={p.testId} text={picked.rows.map((r) => String(r[p.displayKey] ?? '')).join(',')} placeholder={p.placeholder} disabled={p.disabled} onOpen={picked.show} onClear={picked.clear} />
      <PickerModal
        open={picked.open}
        title={p.title ?? '选择'}
        width={BUSINESS_SELECT_WIDTH}
        chosen={selection.chosen}
        multi={multi}
        onOk={picked.accept}
        onCancel={picked.hide}
        testId={p.testId ? `${p.testId}-modal` : undefined}
      >
        <Row gutter={[16, 12]}>
          <Col xs={24} md={14}>
            <PickerTable<BizRow>
              url={p.url}
              query={
                queryConfig.length
                  ? {
                      fields: () =>
                        queryConfig.map((q) =>
                          q.dictCode ? (
                            <Form.Item key={q.key} name={q.key} label={q.label}>
                              <DictSelect dictCode={q.dictCode} placeholder={q.placeholder} style={{ width: 140 }} />
                            </Form.Item>
                          ) : (
                            <QueryInput key={q.key} name={q.key} label={q.label} placeholder={q.placeholder} width={140} />
                          ),
                        ),
                      toParams: (v) => containsParams(v, exact),
                    }
                  : undefined
              }
              columns={textColumns(p.columns, CUT)}
              selection={selection}
              pageSize={5}
              pageSizes={BUSINESS_PAGE_SIZES}
              compact
              scrollY={BUSINESS_SCROLL_Y}
            />
          </Col>
          <Col xs={24} md={10}>
            <Table<BizRow>
              rowKey={selection.keyOf}
              size="small"
              dataSource={selection.chosen}
              title={() => `已选 ${selection.chosen.length} 项`}
              scroll={{ x: 'max-content', y: BUSINESS_SCROLL_Y }}
              pagination={false}
              columns={[
                { key: p.displayKey, dataIndex: p.displayKey, title: p.columns.find((c) => c.dataIndex === p.displayKey)?.title ?? '名称', render: (v: unknown) => ellipsisCell(v, CUT) },
                {
                  key: 'action',
                  title: '操作',
                  width: 70,
                  render: (_v, r) => <Button type="link" size="small" danger icon={<DeleteOutlined />} aria-label="删除" onClick={() => selection.remove(r)} />,
                },
              ]}
            />
          </Col>
        </Row>
      </PickerModal>
    </>
  );
}
