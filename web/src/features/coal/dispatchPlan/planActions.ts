import { ISSUING_PLAN_STATUSES, PLAN_ACTIONS, PLAN_TRANSITIONS, pickupActionPerm, planActionPerm, type PlanAction, type PlanStatus } from '@meiyun/shared';

type Has = (code: string) => boolean;

export interface OfferedPlanAction {
  action: PlanAction;
  label: string;
  remarkRequired: boolean;
}

/**
 * 审核 and 关闭 a plan in `status` offers this user: those whose `from` holds the status and whose permission the
 * user has. The server checks again; offering only these keeps a row from promising what would be refused.
 */
export function offeredPlanActions(status: unknown, has: Has): OfferedPlanAction[] {
  return PLAN_ACTIONS.filter((a) => (PLAN_TRANSITIONS[a].from as readonly unknown[]).includes(status) && has(planActionPerm(a))).map((action) => ({
    action,
    label: PLAN_TRANSITIONS[action].label,
    remarkRequired: PLAN_TRANSITIONS[action].remarkRequired,
  }));
}

/**
 * 开提煤单 on an approved or executing plan with trucks left, for a holder of `coal:pickupOrder:issue`. The load
 * day and the contract's state are the server's to check (it answers why).
 */
export function canIssue(plan: Readonly<Record<string, unknown>>, has: Has): boolean {
  const left = Number(plan.plannedTrucks ?? 0) - Number(plan.issuedTrucks ?? 0);
  return (ISSUING_PLAN_STATUSES as readonly unknown[]).includes(plan.status as PlanStatus) && left > 0 && has(pickupActionPerm('issue'));
}

/** Only a draft is edited or deleted (只有草稿状态的调度计划可以修改 / 删除). */
export const isDraft = (status: unknown): boolean => status === 'draft';

/** 已开 / 计划 车数, as the list and the detail show it. */
export const trucksText = (plan: Readonly<Record<string, unknown>>): string => `${Number(plan.issuedTrucks ?? 0)} / ${Number(plan.plannedTrucks ?? 0)}`;
