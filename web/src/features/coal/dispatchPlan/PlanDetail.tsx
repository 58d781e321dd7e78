import { pickupActionPerm, type DispatchPlanRecord, type IssuedPickupOrder, type PickupOrderRecord } from '@meiyun/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Space, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useHasPermission } from '../../../components/auth/useButtonAccess';
import { DetailList } from '../../../components/detailList/DetailList';
import { resultOf } from '../../../lib/http';
import { useEntityChanges } from '../../../lib/live';
import { pickupApi } from '../pickupOrder/pickupApi';
import { PickupOrderModal } from '../pickupOrder/PickupOrderModal';
import { dispatchApi, planKey, planPartKey } from './dispatchApi';
import { IssuePickupModal } from './IssuePickupModal';
import { canIssue, offeredPlanActions, trucksText } from './planActions';
import { PlanOrders } from './PlanOrders';
import { PlanStatusTag } from './PlanStatusTag';
import { PlanTimeline } from './PlanTimeline';
import { useDispatchActions } from './useDispatchActions';

const text = (r: DispatchPlanRecord, f: string) => String(r[`${f}_dictText`] ?? r[f] ?? '') || '—';

/**
 * One plan in full: its facts, the actions its status offers this user (审核, 关闭, 开提煤单), its pickup orders and
 * its timeline. Read again when anyone changes the plan or issues on it (live entity changes). Its dialogs render
 * here, inside the drawer, so that they stack above it.
 */
export function PlanDetail({ id, onChanged }: { id: string; onChanged(): void }) {
  const has = useHasPermission();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const refresh = () => {
    onChanged();
    void queryClient.invalidateQueries({ queryKey: planKey(id) });
  };
  const actions = useDispatchActions(onChanged);
  const [issuing, setIssuing] = useState<DispatchPlanRecord | null>(null);
  const [shown, setShown] = useState<IssuedPickupOrder | null>(null);
  useEntityChanges('coalDispatchPlan', (batch) => {
    if (batch.some((c) => c.ids.length === 0 || c.ids.includes(id))) void queryClient.invalidateQueries({ queryKey: planKey(id) });
  });
  const record = useQuery({ queryKey: planPartKey(id, 'record'), queryFn: async () => resultOf(await dispatchApi.queryById(id)) });
  const events = useQuery({ queryKey: planPartKey(id, 'events'), queryFn: async () => resultOf(await dispatchApi.events(id)) });
  const orders = useQuery({ queryKey: planPartKey(id, 'orders'), queryFn: async () => resultOf(await pickupApi.ofPlan(id)).records, enabled: has('coal:pickupOrder:list') });

  if (record.isError) return <Empty description={(record.error as Error).message || '调度计划不存在或无权查看'} data-testid="plan-detail-missing" />;
  const p = record.data;
  if (!p) return <Spin style={{ display: 'block', margin: '48px auto' }} />;

  const showQr = async (o: PickupOrderRecord) => {
    const env = await pickupApi.link(o.id).catch(() => null);
    if (env?.success) setShown(env.result);
    else if (env) message.warning(env.message);
  };
  const items: [string, string][] = [
    ['合同编号', p.contractNo],
    ['合同类型', text(p, 'direction')],
    ['装车日期', `${p.loadDate} ${text(p, 'slot')}`],
    ['承运单位', text(p, 'carrierId')],
    ['收货单位', text(p, 'consigneeId')],
    ['煤种', text(p, 'materialId')],
    ['货场', text(p, 'yardId')],
    ['计划吨数(t)', String(p.plannedT)],
    ['已开 / 计划车数', trucksText(p)],
    ['备注', String(p.remark ?? '') || '—'],
  ];
  if (p.closeReason) items.push(['关闭原因', String(p.closeReason)]);
  return (
    <div data-testid="plan-detail">
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8, marginBottom: 12 }}>
        <Space wrap>
          <strong style={{ fontSize: 16 }}>{p.planNo}</strong>
          <PlanStatusTag status={p.status} text={p.status_dictText} />
        </Space>
        <Space wrap>
          {offeredPlanActions(p.status, has).map((a) => (
            <Button key={a.action} size="small" type={a.action === 'approve' ? 'primary' : 'default'} danger={a.remarkRequired} onClick={() => actions.transition(p, a.action)} data-testid={`plan-${a.action}`}>
              {a.label}
            </Button>
          ))}
          {canIssue(p, has) && (
            <Button size="small" type="primary" onClick={() => setIssuing(p)} data-testid="plan-issue">
              开提煤单
            </Button>
          )}
        </Space>
      </div>
      <Tabs
        items={[
          { key: 'info', label: '计划信息', children: <DetailList column={2} items={items.map(([label, v]) => ({ label, children: v }))} /> },
          {
            key: 'orders',
            label: `提煤单（${orders.data?.length ?? 0}）`,
            children: orders.isPending ? <Spin /> : <PlanOrders orders={orders.data ?? []} canVoid={has(pickupActionPerm('void'))} onQr={showQr} onVoid={actions.voidOrder} />,
          },
          { key: 'events', label: '操作记录', children: events.isPending ? <Spin /> : <PlanTimeline events={events.data ?? []} /> },
        ]}
      />
      {actions.dialog}
      <IssuePickupModal plan={issuing} onClose={() => setIssuing(null)} onIssued={refresh} />
      <PickupOrderModal order={shown} onClose={() => setShown(null)} />
    </div>
  );
}
