import { RAIL_CHARGE_BASIS_ITEMS, RAIL_STEP_INFO, dec, money, nextRailStep, railStepPerm, type RailRateComponent, type RailWagonFreight, type RailWagonRow } from '@meiyun/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Divider, Empty, Space, Spin, Table, Tag } from 'antd';
import { useHasPermission } from '../../../components/auth/useButtonAccess';
import { DetailList } from '../../../components/detailList/DetailList';
import { ActivityTimeline } from '../../../components/timeline/ActivityTimeline';
import { resultOf } from '../../../lib/http';
import { useEntityChanges } from '../../../lib/live';
import { railApi, railKey } from './railApi';
import { RailStatusTag } from './RailStatusTag';
import { railLines } from './timelineLines';
import { useRailSteps } from './useRailSteps';

const num = { fontVariantNumeric: 'tabular-nums' } as const;
const BASIS = new Map<string, string>([['base', '元/吨'], ['running', '元/吨·公里'], ...RAIL_CHARGE_BASIS_ITEMS.map(([v, l]): [string, string] => [v, l])]);
/** A component's amount over the wagons: the sum of each wagon's (already in fen), as the total is. */
const componentTotal = (wagons: readonly RailWagonFreight[], code: string) => money(wagons.reduce((t, w) => t.plus(dec(w.components.find((x) => x.code === code)?.amount ?? 0)), dec(0)));
const tonnes = (kg: unknown) => (typeof kg === 'number' ? (kg / 1000).toFixed(3) : '—');

/**
 * One rail shipment: route, wagons and weights, the freight as computed per component of the rate (the trace kept
 * when it was loaded), the transit loss against its allowance, the next step the user may take, and the timeline.
 */
export function RailShipmentDetail({ id, onChanged }: { id: string; onChanged(): void }) {
  const has = useHasPermission();
  const queryClient = useQueryClient();
  const key = railKey(id);
  const steps = useRailSteps(() => {
    onChanged();
    void queryClient.invalidateQueries({ queryKey: key });
  });
  useEntityChanges('coalRailShipment', (batch) => {
    if (batch.some((c) => c.ids.length === 0 || c.ids.includes(id))) void queryClient.invalidateQueries({ queryKey: key });
  });
  const detail = useQuery({ queryKey: key, queryFn: async () => resultOf(await railApi.detail(id)) });
  if (detail.isError) return <Empty description={(detail.error as Error).message || '发运单不存在或无权查看'} />;
  if (!detail.data) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const r = detail.data;
  const text = (f: string) => String(r[`${f}_dictText`] ?? r[f] ?? '') || '—';
  const freight = r.trace.freight;
  const loss = r.trace.loss;
  const next = nextRailStep(r.status);
  const items: [string, React.ReactNode][] = [
    ['装车站台', text('platformId')],
    ['到站', text('toStation')],
    ['合同', text('contractNo')],
    ['请车/批车', `${text('requestedWagons')} / ${r.approvedWagons ?? '—'} 车`],
    ['运价', `${text('rateId')}（${text('tariffKm')} km，电气化 ${text('electrifiedKm')} km）`],
    ['车次', text('trainNo')],
    ['票重', <span key="t" style={num}>{tonnes(r.ticketKg)} 吨</span>],
    ['运费', <strong key="f" style={num} data-testid="rail-detail-freight">{r.freightAmount ? `${String(r.freightAmount)} 元` : '—'}</strong>],
    ['到站重量', <span key="a" style={num}>{tonnes(r.arrivalKg)} 吨</span>],
    [
      '运损',
      <span key="l" style={{ ...num, color: loss?.flagged ? '#cf1322' : undefined }} data-testid="rail-detail-loss">
        {loss ? `${loss.lossT} 吨（${loss.ratePermille ?? '—'}‰，允许 ${loss.allowancePermille}‰${loss.flagged ? '，超标' : ''}）` : '—'}
      </span>,
    ],
    ['请车时间', text('requestTime')],
    ['发车时间', text('departTime')],
    ['到站时间', text('arrivalTime')],
  ];
  if (r.remark) items.push(['备注', text('remark')]);
  const lossOf = new Map((loss?.wagons ?? []).map((w) => [w.wagonNo, w]));
  const freightOf = new Map((freight?.wagons ?? []).map((w) => [w.wagonNo, w]));
  return (
    <div data-testid="rail-detail">
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8, marginBottom: 12 }}>
        <Space wrap>
          <strong style={{ fontSize: 16 }}>{String(r.shipmentNo)}</strong>
          <RailStatusTag status={r.status} text={r.status_dictText} />
        </Space>
        {next && has(railStepPerm(next)) && (
          <Button size="small" type="primary" onClick={() => steps.run(next, r.id)} data-testid={`rail-detail-${next}`}>
            {RAIL_STEP_INFO[next].label}
          </Button>
        )}
      </div>
      <DetailList column={3} items={items.map(([label, v]) => ({ label, children: v }))} />
      <Divider titlePlacement="start" plain>
        车皮
      </Divider>
      <Table<RailWagonRow>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={r.wagons}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '尚未装车' }}
        data-testid="rail-detail-wagons"
        columns={[
          { title: '#', dataIndex: 'seq', width: 40 },
          { title: '车号', dataIndex: 'wagonNo' },
          { title: '车型', dataIndex: 'wagonType' },
          { title: '标重(t)', align: 'right', render: (_, w) => tonnes(w.markedLoadKg) },
          { title: '票重(t)', align: 'right', render: (_, w) => tonnes(w.ticketKg) },
          { title: '计费(t)', align: 'right', render: (_, w) => <span style={num}>{tonnes(w.chargedKg)}{freightOf.get(w.wagonNo)?.chargedBy === 'minimum' && <Tag style={{ marginLeft: 4 }}>标重</Tag>}</span> },
          { title: '运费(元)', dataIndex: 'freightAmount', align: 'right' },
          { title: '到站(t)', align: 'right', render: (_, w) => tonnes(w.arrivalKg) },
          {
            title: '运损率(‰)',
            align: 'right',
            render: (_, w) => {
              const l = lossOf.get(w.wagonNo);
              return l ? <span style={{ color: l.flagged ? '#cf1322' : undefined }}>{l.ratePermille ?? '—'}</span> : '—';
            },
          },
        ]}
      />
      {freight && (
        <>
          <Divider titlePlacement="start" plain>
            运费计算（{r.trace.rate?.name ?? ''}）
          </Divider>
          <Table<RailRateComponent>
            size="small"
            rowKey="code"
            pagination={false}
            dataSource={freight.components}
            scroll={{ x: 'max-content' }}
            data-testid="rail-detail-trace"
            columns={[
              { title: '项目', dataIndex: 'name' },
              { title: '费率', render: (_, c) => `${Number(c.rate)} ${BASIS.get(c.basis) ?? ''}` },
              { title: '里程(km)', dataIndex: 'km', align: 'right', render: (v) => v ?? '—' },
              { title: '每吨(元)', dataIndex: 'perT', align: 'right', render: (v) => v ?? '按车' },
              { title: '合计(元)', align: 'right', render: (_, c) => <span style={num}>{componentTotal(freight.wagons, c.code)}</span> },
            ]}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={3}>每吨运价 {freight.ratePerT} 元{Number(freight.perWagon) > 0 ? `，每车 ${freight.perWagon} 元` : ''}；计费 {freight.chargedT} 吨</Table.Summary.Cell>
                <Table.Summary.Cell index={3} />
                <Table.Summary.Cell index={4} align="right">
                  <strong style={num}>{freight.total}</strong>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
          {freight.effectivePerTicketT && <div style={{ marginTop: 6, color: 'rgba(0,0,0,0.45)' }}>折合每票重吨 {freight.effectivePerTicketT} 元（每个分项按车四舍五入到分后相加）</div>}
        </>
      )}
      {loss && <Alert style={{ marginTop: 12 }} type={loss.flagged ? 'error' : 'success'} showIcon title={loss.flagged ? `运损超标：${loss.flaggedWagons.join('、') || '整列'}` : '运损在允许范围内'} />}
      <Divider titlePlacement="start" plain>
        操作记录
      </Divider>
      <ActivityTimeline testId="rail-timeline" lines={railLines(r.events)} />
      {steps.dialog}
    </div>
  );
}
