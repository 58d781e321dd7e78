import { CLAUSE_MODE_LABELS, clauseTitle, dec, INDICATORS, money, tonnes, type ClauseIndicator, type SettlementFigures as Figures, type SettlementLine, type SettlementTrace, unitPriceText } from '@meiyun/shared';
import { Modal, Table, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { DetailList } from '../../../components/detailList/DetailList';
import { percent, yuan } from './format';
import { QualityTraceTable } from './QualityTraceTable';
import { WeighingsTable } from './WeighingsTable';

/** What the figures view needs: the computed figures, the contract's price and rate they used, and the trace. */
export type SheetFigures = Figures & { unitPrice: string; taxRate: string; trace: SettlementTrace };

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section style={{ marginTop: 16 }}>
    <Typography.Title level={5} style={{ marginBottom: 8 }}>
      {title}
    </Typography.Title>
    {children}
  </section>
);

const num = (v: ReactNode) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{v}</span>;

/**
 * A settlement's sheet as an accountant reads it, top to bottom the way the total is reached: the weighed tonnes
 * (click: the weighings behind them), the deducted tonnes and the settled quantity at the contract price; the
 * weighted quality (click a value: the results and their tonnages); each clause line with its band and steps; the
 * other deductions; the total with its tax. Used by the draft's preview and by the detail.
 */
export function SettlementFigures({ f, testId = 'settlement-figures' }: { f: SheetFigures; testId?: string }) {
  const [showWeighings, setShowWeighings] = useState(false);
  const [indicator, setIndicator] = useState<ClauseIndicator | null>(null);
  const deductT = tonnes(dec(f.weighedT).minus(f.quantityT));
  const clauseSum = money(f.lines.reduce((s, l) => s.plus(l.amount), dec(0)));
  const otherSum = money(f.otherDeductions.reduce((s, d) => s.plus(d.amount), dec(0)));
  const trace = indicator ? f.trace.quality.find((q) => q.indicator === indicator) : undefined;
  const weighings = (text: ReactNode, id: string) => (
    <a onClick={() => setShowWeighings(true)} data-testid={id}>
      {text}
    </a>
  );
  const qualityRows = f.trace.quality.map((q) => ({ ...q, info: INDICATORS[q.indicator] }));

  return (
    <div data-testid={testId}>
      <Section title="数量">
        <DetailList
          column={3}
          bordered
          items={[
            { label: '过磅车数', children: weighings(`${f.weighingIds.length} 车`, 'settlement-weighing-count') },
            { label: '过磅净重', children: weighings(num(`${f.weighedT} t`), 'settlement-weighed') },
            { label: '质量扣吨', children: num(`${deductT} t`) },
            { label: '结算数量', children: weighings(num(`${f.quantityT} t`), 'settlement-quantity') },
            { label: '合同单价(含税)', children: num(`${unitPriceText(f.unitPrice)} 元/t`) },
            { label: '基础货款', children: num(`${yuan(f.baseAmount)} 元`) },
          ]}
        />
      </Section>

      <Section title="质量（按吨数加权）">
        <Table
          size="small"
          rowKey="indicator"
          pagination={false}
          dataSource={qualityRows}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: '没有已批准的化验结果覆盖这些磅单' }}
          columns={[
            { title: '指标', dataIndex: 'info', render: (i: (typeof qualityRows)[number]['info']) => `${i.label} ${i.symbol}` },
            { title: '单位', dataIndex: 'info', key: 'unit', render: (i: (typeof qualityRows)[number]['info']) => i.unit || '—' },
            {
              title: '加权值',
              dataIndex: 'value',
              align: 'right',
              render: (v: string, q) => (
                <a onClick={() => setIndicator(q.indicator)} data-testid={`settlement-quality-${q.indicator}`}>
                  {v}
                </a>
              ),
            },
            { title: '化验批次', dataIndex: 'results', align: 'right', render: (r: unknown[]) => r.length },
            { title: '覆盖吨数(t)', dataIndex: 'sumT', align: 'right' },
          ]}
        />
      </Section>

      <Section title="质价条款">
        <Table<SettlementLine>
          size="small"
          rowKey={(l) => `${l.indicator}-${l.direction}-${l.from}-${l.to}-${l.mode}`}
          pagination={false}
          dataSource={f.lines}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: '合同没有质价条款' }}
          columns={[
            { title: '条款', key: 'title', render: (_v, l) => clauseTitle(l) },
            { title: '方式', dataIndex: 'mode', render: (m: SettlementLine['mode']) => CLAUSE_MODE_LABELS[m] },
            { title: '实际值', dataIndex: 'value', align: 'right', render: (v: string | null) => v ?? '未化验' },
            { title: '档数', dataIndex: 'steps', align: 'right' },
            { title: '元/t', dataIndex: 'perT', align: 'right' },
            { title: '扣吨(t)', dataIndex: 'deductT', align: 'right' },
            { title: '金额(元)', dataIndex: 'amount', align: 'right', render: yuan },
          ]}
          summary={() =>
            f.lines.length ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={6}>
                  <strong>条款调整合计</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={6} align="right">
                  <strong>{yuan(clauseSum)}</strong>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            ) : null
          }
        />
      </Section>

      {f.otherDeductions.length > 0 && (
        <Section title="其他扣款">
          <Table
            size="small"
            pagination={false}
            dataSource={f.otherDeductions.map((d, i) => ({ ...d, key: i }))}
            columns={[
              { title: '项目', dataIndex: 'name' },
              { title: '金额(元)', dataIndex: 'amount', align: 'right', render: yuan },
            ]}
          />
        </Section>
      )}

      <Section title="合计">
        <DetailList
          column={3}
          bordered
          items={[
            { label: '基础货款', children: num(`${yuan(f.baseAmount)} 元`) },
            { label: '条款调整', children: num(`${yuan(clauseSum)} 元`) },
            { label: '其他扣款', children: num(`${yuan(otherSum)} 元`) },
            { label: '结算金额(含税)', children: <strong data-testid="settlement-total">{num(`${yuan(f.totalAmount)} 元`)}</strong> },
            { label: `税额(${percent(f.taxRate)})`, children: num(`${yuan(f.taxAmount)} 元`) },
            { label: '不含税金额', children: num(`${yuan(f.amountExclTax)} 元`) },
          ]}
        />
      </Section>

      <Modal open={showWeighings} title={`过磅明细（${f.weighingIds.length} 车，${f.weighedT} t）`} onCancel={() => setShowWeighings(false)} footer={null} width={900} destroyOnHidden>
        <WeighingsTable weighings={f.trace.weighings} weighedT={f.weighedT} />
      </Modal>
      <Modal open={!!trace} title={trace ? `${INDICATORS[trace.indicator].label}：化验结果与吨数` : ''} onCancel={() => setIndicator(null)} footer={null} width={820} destroyOnHidden>
        {trace && <QualityTraceTable trace={trace} weighings={f.trace.weighings} />}
      </Modal>
    </div>
  );
}
