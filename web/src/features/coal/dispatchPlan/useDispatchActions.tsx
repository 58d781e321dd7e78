import { DispatchTexts, PLAN_TRANSITIONS, type Envelope, type PlanAction } from '@meiyun/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { pickupApi } from '../pickupOrder/pickupApi';
import { dispatchApi, planKey } from './dispatchApi';
import { ReasonModal, type ReasonRequest } from './ReasonModal';

/**
 * The dispatch actions that ask a reason first: 审核 and 关闭 a plan, 作废 a pickup order. After the server answers
 * (done, or refused when another user acted first) the lists and the open detail are read again.
 */
export function useDispatchActions(onChanged: () => void) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [request, setRequest] = useState<ReasonRequest | null>(null);

  const settle = async (planId: string | undefined, call: Promise<Envelope<unknown>>) => {
    try {
      const env = await call;
      if (env.success) message.success(env.message || '操作成功');
      else message.warning(env.message);
    } catch {
      // The HTTP client has already told the user.
    }
    onChanged();
    if (planId) await queryClient.invalidateQueries({ queryKey: planKey(planId) });
  };

  const transition = (plan: { id: string; planNo?: unknown }, action: PlanAction) => {
    const t = PLAN_TRANSITIONS[action];
    setRequest({ title: `${t.label}：${String(plan.planNo ?? '')}`, label: '意见', required: t.remarkRequired, requiredText: DispatchTexts.remarkRequired, run: (r) => settle(plan.id, dispatchApi.transition(action, plan.id, r)) });
  };

  const voidOrder = (order: { id: string; orderNo?: unknown; planId?: unknown }) => {
    setRequest({ title: `作废提煤单：${String(order.orderNo ?? '')}`, label: '作废原因', required: true, requiredText: DispatchTexts.voidReasonRequired, run: (r) => settle(order.planId ? String(order.planId) : undefined, pickupApi.void(order.id, r)) });
  };

  return { transition, voidOrder, dialog: <ReasonModal request={request} onClose={() => setRequest(null)} /> };
}
