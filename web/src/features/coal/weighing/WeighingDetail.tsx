import { DEDUCTION_KIND_ITEMS, WEIGHING_ACTION_LABELS, type WeighingAction, type WeighingDeduction, type WeighingRecord } from '@meiyun/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Space, Spin, Table, Tabs, Tag } from 'antd';
import { useHasPermission } from '../../../components/auth/useButtonAccess';
import { DetailList } from '../../../components/detailList/DetailList';
import { resultOf } from '../../../lib/http';
import { useEntityChanges } from '../../../lib/live';
import { useWeighingActions } from './useWeighingActions';
import { weighingApi, weighingKey } from './weighingApi';
import { offeredWeighingActions } from './weighingActions';
import { WeighingStatusTag } from './WeighingStatusTag';
import { WeighingTimeline } from './WeighingTimeline';

const text = (r: WeighingRecord, f: string) => String(r[`${f}_dictText`] ?? r[f] ?? '') || '—';
const kg = (v: unknown) => (v === null || v === undefined ? '—' : `${Number(v).toLocaleString('zh-CN')} kg`);
const KINDS = new Map<string, string>(DEDUCTION_KIND_ITEMS);

/**
 * One weighing record in full: its weights and who took them, the flags, the deductions and the timeline, with the
 * actions its state offers this user (扣重, 出场, 作废, 冲红). Read again when anyone changes it (live entity changes).
 */
export function WeighingDetail({ id, onChanged }: { id: string; onChanged(): void }) {
  const has = useHasPermission();
  const queryClient = useQueryClient();
  const refresh = () => {
    onChanged();
    void queryClient.invalidateQueries({ queryKey: weighingKey(id) });
  };
  const actions = useWeighingActions(refresh);
  useEntityChanges('coalWeighing', (batch) => {
    if (batch.some((c) => c.ids.length === 0 || c.ids.includes(id))) void queryClient.invalidateQueries({ queryKey: weighingKey(id) });
  });
  const detail = useQuery({ queryKey: weighingKey(id), queryFn: async () => resultOf(await weighingApi.detail(id)) });

  if (detail.isError) return <Empty description={(detail.error as Error).message || '磅单不存在或无权查看'} data-testid="weighing-detail-missing" />;
  if (!detail.data) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const { record: r, deductions, events } = detail.data;
  const run: Record<WeighingAction, (() => void) | undefined> = {
    deduct: () => actions.deduct(r),
    leave: () => void actions.leave(r),
    void: () => actions.voidOne(r),
    reverse: () => actions.reverse(r),
    tare: undefined,
    gross: undefined,
    manual: undefined,
  };
  const items: [string, React.ReactNode][] = [
    ['业务类型', text(r, 'direction')],
    ['车牌号', r.plateNo],
    ['司机', r.driverName || '—'],
    ['提煤单号', r.pickupOrderNo],
    ['合同编号', r.contractNo],
    ['煤种', text(r, 'materialId')],
    ['承运单位', text(r, 'carrierId')],
    ['货场', text(r, 'yardId')],
    ['皮重', `${kg(r.tareKg)}${r.tareManual ? '（手工）' : ''}`],
    ['称皮', `${String(r.tareTime ?? '—')} ${text(r, 'tareScaleId')} ${String(r.tareBy ?? '')}`],
    ['毛重', `${kg(r.grossKg)}${r.grossManual ? '（手工）' : ''}`],
    ['称毛', `${String(r.grossTime ?? '—')} ${text(r, 'grossScaleId')} ${String(r.grossBy ?? '')}`],
    ['净重', kg(r.netKg)],
    ['扣重', kg(r.deductKg)],
    ['结算重量', kg(r.settleKg)],
    ['出场时间', String(r.leftTime ?? '') || '—'],
  ];
  if (r.direction === 'purchase') items.push(['票重', kg(r.ticketKg)], ['盈亏', kg(r.profitLossKg)]);
  if (r.abnormal) items.push(['异常原因', <span style={{ color: '#cf1322' }}>{r.abnormalReason}</span>]);
  if (r.voidReason) items.push([r.status === 'reversed' ? '冲红原因' : '作废原因', String(r.voidReason)]);

  return (
    <div data-testid="weighing-detail">
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8, marginBottom: 12 }}>
        <Space wrap>
          <strong style={{ fontSize: 16 }}>{r.weighNo}</strong>
          <WeighingStatusTag status={r.status} text={r.status_dictText} />
          {r.abnormal && <Tag color="error">异常</Tag>}
          {r.manual && <Tag color="warning">手工录入</Tag>}
        </Space>
        <Space wrap>
          {offeredWeighingActions(r, has).map((a) => (
            <Button key={a} size="small" danger={a === 'void' || a === 'reverse'} type={a === 'leave' ? 'primary' : 'default'} onClick={run[a]} data-testid={`weighing-${a}`}>
              {WEIGHING_ACTION_LABELS[a]}
            </Button>
          ))}
        </Space>
      </div>
      <Tabs
        items={[
          { key: 'info', label: '磅单信息', children: <DetailList column={2} items={items.map(([label, v]) => ({ label, children: v }))} /> },
          {
            key: 'deductions',
            label: `扣重（${deductions.length}）`,
            children: (
              <Table<WeighingDeduction>
                size="small"
                rowKey="id"
                pagination={false}
                dataSource={deductions}
                scroll={{ x: 'max-content' }}
                columns={[
                  { title: '类型', dataIndex: 'kind', render: (v: string) => KINDS.get(v) ?? v },
                  { title: '扣重(kg)', dataIndex: 'kg', align: 'right' },
                  { title: '备注', dataIndex: 'remark', render: (v: string | null) => v || '—' },
                  { title: '操作人', dataIndex: 'byUsername', render: (_: string, d) => d.byRealname || d.byUsername },
                  { title: '时间', dataIndex: 'time' },
                ]}
              />
            ),
          },
          { key: 'events', label: '操作记录', children: <WeighingTimeline events={events} /> },
        ]}
      />
      {actions.dialog}
    </div>
  );
}
