import type { SettlementTraceWeighing } from '@meiyun/shared';
import { Table } from 'antd';
import { kgText } from './format';

/**
 * The weighings behind a settlement's quantity: each one's net, deduction and settle weight in kg, and a sum row
 * whose settle weight in tonnes is the sheet's 过磅净重 (Σ settleKg / 1000). Summed as integers: exact.
 */
export function WeighingsTable({ weighings, weighedT }: { weighings: readonly SettlementTraceWeighing[]; weighedT: string }) {
  const sum = (f: 'netKg' | 'deductKg' | 'settleKg') => weighings.reduce((s, w) => s + w[f], 0);
  return (
    <Table<SettlementTraceWeighing>
      size="small"
      rowKey="id"
      data-testid="settlement-weighings"
      dataSource={[...weighings]}
      pagination={weighings.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      scroll={{ x: 'max-content', y: 420 }}
      columns={[
        { title: '序号', key: 'n', width: 56, render: (_v, _r, i) => i + 1 },
        { title: '磅单号', dataIndex: 'weighNo' },
        { title: '车牌号', dataIndex: 'plateNo' },
        { title: '称毛时间', dataIndex: 'grossTime' },
        { title: '净重(kg)', dataIndex: 'netKg', align: 'right', render: kgText },
        { title: '扣重(kg)', dataIndex: 'deductKg', align: 'right', render: kgText },
        { title: '结算重量(kg)', dataIndex: 'settleKg', align: 'right', render: kgText },
      ]}
      summary={() => (
        <Table.Summary fixed>
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={4}>
              <strong>合计 {weighings.length} 车（结算重量 {weighedT} t）</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={4} align="right">
              <strong>{kgText(sum('netKg'))}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={5} align="right">
              <strong>{kgText(sum('deductKg'))}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={6} align="right">
              <strong data-testid="settlement-weighings-sum">{kgText(sum('settleKg'))}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        </Table.Summary>
      )}
    />
  );
}
