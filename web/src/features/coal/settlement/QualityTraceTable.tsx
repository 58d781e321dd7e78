import { INDICATORS, type QualityTrace, type QualityTraceResult, type SettlementTraceWeighing } from '@meiyun/shared';
import { Table, Typography } from 'antd';

/**
 * How one indicator's value came about: each approved result (by its lab code, 化验编码), the settlement's weighings it covers,
 * their tonnes, its value and tonnes × value; the weighted mean is Σ(tonnes × value) / Σ tonnes, rounded to the
 * indicator's places, as the accountant checks it.
 */
export function QualityTraceTable({ trace, weighings }: { trace: QualityTrace; weighings: readonly SettlementTraceWeighing[] }) {
  const info = INDICATORS[trace.indicator];
  const weighNo = new Map(weighings.map((w) => [w.id, w.weighNo]));
  return (
    <div data-testid="settlement-quality-trace">
      <Table<QualityTraceResult>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={trace.results}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: '化验编码', dataIndex: 'sampleNo', render: (v: string | null, r) => v || r.id },
          {
            title: '覆盖磅单',
            dataIndex: 'weighingIds',
            render: (ids: string[]) => (
              <Typography.Text style={{ maxWidth: 320 }} ellipsis={{ tooltip: ids.map((id) => weighNo.get(id) ?? id).join('、') }}>
                {ids.length} 车：{ids.map((id) => weighNo.get(id) ?? id).join('、')}
              </Typography.Text>
            ),
          },
          { title: '吨数(t)', dataIndex: 'weightT', align: 'right' },
          { title: `${info.symbol}${info.unit ? `(${info.unit})` : ''}`, dataIndex: 'value', align: 'right' },
          { title: '吨数×值', dataIndex: 'product', align: 'right' },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2}>
              <strong>加权平均</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              <strong>{trace.sumT}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              <strong data-testid="settlement-quality-mean">{trace.value}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={4} align="right">
              <strong>{trace.sumProduct}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {info.label} = {trace.sumProduct} ÷ {trace.sumT} ≈ {trace.value}（四舍五入到{info.scale === 0 ? '个位' : '0.01'}）
      </Typography.Paragraph>
    </div>
  );
}
