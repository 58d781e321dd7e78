import { useMemo, useRef, useState } from 'react';
import { Alert, Badge, Button, Card, Checkbox, Descriptions, Segmented, Space, Typography } from 'antd';
import { EditableTable, type EditableTableRef, type TableValuesResult } from '../../../components/editable-table';
import { DEMO_COLUMNS, DEMO_ROWS, bigColumns, bigRows } from './demoColumns';
import { ValuesSummary } from './ValuesSummary';

/** Must match the toolbar buttons seeded by the server's examples/editable-table module. */
const AUTH_PREFIX = 'examples:etable';
const SYNC_PAGE_ID = 'examples-editable-table';

type Mode = 'types' | 'big';
type Outcome = { kind: 'values'; values: TableValuesResult } | { kind: 'error'; text: string } | null;

const STATUS_TEXT = { connecting: '连接中', open: '已连接', closed: '已断开' } as const;

/**
 * 组件示例 > 可编辑表格: every column type with its rules, validation with the values it returns, a 1 000 × 20
 * mode, and live sync (open the page in two tabs: row changes show in both).
 */
export default function EditableTableDemoPage() {
  const tableRef = useRef<EditableTableRef>(null);
  const [mode, setMode] = useState<Mode>('types');
  const [alwaysEdit, setAlwaysEdit] = useState(false);
  const [singleSelect, setSingleSelect] = useState(false);
  const [notDeleteOnlyOne, setNotDeleteOnlyOne] = useState(true);
  const [deleteNewestOnly, setDeleteNewestOnly] = useState(false);
  const [syncStatus, setSyncStatus] = useState<keyof typeof STATUS_TEXT>('connecting');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [validating, setValidating] = useState(false);

  const columns = useMemo(() => (mode === 'types' ? DEMO_COLUMNS : bigColumns()), [mode]);
  const data = useMemo(() => (mode === 'types' ? DEMO_ROWS : bigRows(1000)), [mode]);

  const validate = async () => {
    setValidating(true);
    try {
      const res = await tableRef.current?.validateAndGetValues();
      if (!res) return;
      setOutcome(res.ok ? { kind: 'values', values: res.values } : { kind: 'error', text: `第${res.error.rowIndex + 1}行「${res.error.title}」：${res.error.message}` });
    } finally {
      setValidating(false);
    }
  };

  return (
    <Card
      title="可编辑表格"
      extra={
        mode === 'types' ? (
          <Badge status={syncStatus === 'open' ? 'success' : syncStatus === 'connecting' ? 'processing' : 'error'} text={`同步${STATUS_TEXT[syncStatus]}`} />
        ) : null
      }
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          像电子表格一样在行内直接录入多条明细，适合运单、磅单扣吨、合同价格条款等成批录入：每列可以是文本、数字、日期、下拉、人员、部门、附件、图片等，填错的单元格标红并提示原因；可拖动行调整顺序，保存时只提交新增、修改和删除的行。
        </Typography.Paragraph>
        <Space wrap>
          <Segmented<Mode>
            value={mode}
            onChange={(m) => {
              setMode(m);
              setOutcome(null);
            }}
            options={[
              { value: 'types', label: '各类单元格' },
              { value: 'big', label: '1000 行 × 20 列' },
            ]}
          />
          <Checkbox checked={alwaysEdit} onChange={(e) => setAlwaysEdit(e.target.checked)}>
            所有单元格保持可编辑
          </Checkbox>
          <Checkbox checked={singleSelect} onChange={(e) => setSingleSelect(e.target.checked)}>
            每次只选一行
          </Checkbox>
          <Checkbox checked={notDeleteOnlyOne} onChange={(e) => setNotDeleteOnlyOne(e.target.checked)}>
            至少保留一行
          </Checkbox>
          <Checkbox checked={deleteNewestOnly} onChange={(e) => setDeleteNewestOnly(e.target.checked)}>
            只能删除最后新增的行
          </Checkbox>
          <Button type="primary" ghost loading={validating} onClick={validate}>
            检查并汇总
          </Button>
        </Space>
        {mode === 'types' ? (
          <Typography.Text type="secondary">多人同时编辑同一张表时，一方新增、修改、删除或移动行，其他人立即看到。可在两个浏览器标签页中打开本页体验。</Typography.Text>
        ) : null}
        <EditableTable
          key={mode}
          ref={tableRef}
          columns={columns}
          dataSource={data}
          rowNumber
          rowSelection={singleSelect ? 'radio' : 'checkbox'}
          dragSort
          expandedRowRender={mode === 'types' ? (row) => <Descriptions size="small" column={3} items={[{ label: '运单号', children: String(row.billNo ?? '') }, { label: '备注', children: String(row.remark ?? '') }, { label: '重量(千克)', children: String(row.weightKg ?? '') }]} /> : undefined}
          alwaysEdit={alwaysEdit}
          notDeleteOnlyOne={notDeleteOnlyOne}
          deleteNewestOnly={deleteNewestOnly}
          authPrefix={AUTH_PREFIX}
          addScrollToBottom
          sync={mode === 'types' ? { pageId: SYNC_PAGE_ID, socketKey: 'bills' } : undefined}
          onSyncStatus={setSyncStatus}
        />
        {outcome?.kind === 'error' ? <Alert type="error" showIcon message="校验未通过" description={outcome.text} /> : null}
        {outcome?.kind === 'values' ? (
          <Alert
            type="success"
            showIcon
            message={`校验通过：共 ${outcome.values.values.length} 行，新增 ${outcome.values.new.length} 行，修改 ${outcome.values.edited.length} 行，删除 ${outcome.values.removed.length} 行`}
            description={<ValuesSummary values={outcome.values} />}
          />
        ) : null}
      </Space>
    </Card>
  );
}
