import { DispatchTexts, PLAN_TRANSITIONS, type PlanAction } from '@meiyun/shared';
import { useReasonDialog } from '../../../components/reason';
import { pickupApi } from '../pickupOrder/pickupApi';
import { dispatchApi, planKey } from './dispatchApi';

/** The dispatch actions that ask a reason first: 审核 and 关闭 a plan, 作废 a pickup order. */
export function useDispatchActions(onChanged: () => void) {
  const { ask, settle, dialog } = useReasonDialog(onChanged);

  const transition = (plan: { id: string; planNo?: unknown }, action: PlanAction) => {
    const t = PLAN_TRANSITIONS[action];
    ask({ title: `${t.label}：${String(plan.planNo ?? '')}`, label: '意见', required: t.remarkRequired, requiredText: DispatchTexts.remarkRequired, run: (r) => settle(dispatchApi.transition(action, plan.id, r), planKey(plan.id)) });
  };

  const voidOrder = (order: { id: string; orderNo?: unknown; planId?: unknown }) => {
    ask({
      title: `作废提煤单：${String(order.orderNo ?? '')}`,
      label: '作废原因',
      required: true,
      requiredText: DispatchTexts.voidReasonRequired,
      run: (r) => settle(pickupApi.void(order.id, r), order.planId ? planKey(String(order.planId)) : undefined),
    });
  };

  return { transition, voidOrder, dialog };
}
