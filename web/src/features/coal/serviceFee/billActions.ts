import { serviceFeeBillActionPerm, type ServiceFeeBillAction } from '@meiyun/shared';

/** What a bill in this state offers a user holding `has`: a draft is confirmed or voided; nothing else changes. */
export function offeredBillActions(status: unknown, has: (perm: string) => boolean): Exclude<ServiceFeeBillAction, 'generate'>[] {
  if (status !== 'draft') return [];
  return (['confirm', 'void'] as const).filter((a) => has(serviceFeeBillActionPerm(a)));
}

/** Last month in the business zone (`2026-11-26` → `2026-10`): what 生成账单 offers first. */
export function lastMonthOf(today: string): string {
  const [y, m] = today.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}
