import { Dec, dec, money } from '../decimal';

export interface OpenSettlement {
  id: string;
  /** totalAmount − paidAmount. */
  outstanding: Dec;
}

/**
 * A bill's amount over the settlements it names, oldest first (the caller orders them), each up to what is open on
 * it; what is left over is an advance (预收 / 预付). Settlements the money does not reach get no share.
 */
export function allocateOldestFirst(amount: Dec, settlements: readonly OpenSettlement[]): { settlementId: string; amount: string }[] {
  let left = amount;
  const out: { settlementId: string; amount: string }[] = [];
  for (const s of settlements) {
    if (left.lte(0)) break;
    const share = Dec.min(left, s.outstanding);
    if (share.lte(0)) continue;
    out.push({ settlementId: s.id, amount: money(share) });
    left = left.minus(share);
  }
  return out;
}

/** Σ of the shares. */
export const allocatedSum = (shares: readonly { amount: string }[]): Dec => shares.reduce((s, a) => s.plus(dec(a.amount)), dec(0));
