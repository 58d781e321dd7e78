import { weighingActionPerm, type WeighingAction } from '@meiyun/shared';

/** What a record offers: 扣重 and 出场 on a completed one, 作废 before settlement, 冲红 after. */
export interface WeighingState {
  status: unknown;
  settlementId?: unknown;
  leftTime?: unknown;
}

export function offeredWeighingActions(r: WeighingState, has: (perm: string) => boolean): WeighingAction[] {
  const settled = !!r.settlementId;
  const live = r.status !== 'void' && r.status !== 'reversed';
  const completed = r.status === 'completed';
  const offered: WeighingAction[] = [];
  if (completed && !settled) offered.push('deduct');
  if (completed && !r.leftTime) offered.push('leave');
  if (live && !settled) offered.push('void');
  if (completed && settled) offered.push('reverse');
  return offered.filter((a) => has(weighingActionPerm(a)));
}
