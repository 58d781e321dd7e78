import { dec, money, tonnes, type Dec } from '../decimal';
import { payerKindOfOrg, type ServiceFeeBasis, type ServiceFeePayerKind, type ServiceFeePayerOrg } from './status';

/** A fee rule as the arithmetic reads it. `payerId` null: every payer of the kind. Dates `yyyy-MM-dd`, inclusive. */
export interface FeeRule {
  id: string;
  name: string;
  payerKind: ServiceFeePayerKind;
  /** Which shippers: consumers or suppliers (with `payerId` null: all of them); null: both. Carriers: `carrier`. */
  payerOrg: ServiceFeePayerOrg | null;
  payerId: string | null;
  basis: ServiceFeeBasis;
  /** 元 per tonne, per bill or per trip: a decimal string. */
  rate: string;
  validFrom: string | null;
  validTo: string | null;
  enabled: boolean;
}

/** A completed, not voided weighing of the month. `day`: its gross time's business date (`yyyy-MM-dd`). */
export interface FeeWeighing {
  id: string;
  direction: 'sales' | 'purchase';
  carrierId: string;
  consumerId: string | null;
  supplierId: string | null;
  settleKg: number;
  day: string;
  /** It has a coal bill that is not voided (a sale's 电子煤票). */
  billed: boolean;
}

export interface FeePayer {
  org: ServiceFeePayerOrg;
  id: string;
}

export interface FeeLine {
  ruleId: string;
  ruleName: string;
  basis: ServiceFeeBasis;
  rate: string;
  /** Tonnes with 3 places (按吨) or a count (按票, 按车次), as a decimal string. */
  quantity: string;
  /** rate × quantity, rounded half up to the fen: the only rounding of a bill. */
  amount: string;
  /** The weighings the line counts. */
  weighingIds: string[];
}

export interface FeeBillDraft {
  payer: FeePayer;
  payerKind: ServiceFeePayerKind;
  lines: FeeLine[];
  /** Σ of the lines' rounded amounts. */
  totalAmount: string;
}

/** Who may be charged for a weighing: its carrier, and its shipper (the consumer of a sale, the supplier of a purchase). */
export function payersOf(w: FeeWeighing): FeePayer[] {
  const shipper = w.direction === 'sales' ? w.consumerId : w.supplierId;
  const out: FeePayer[] = [{ org: 'carrier', id: w.carrierId }];
  if (shipper) out.push({ org: w.direction === 'sales' ? 'consumer' : 'supplier', id: shipper });
  return out;
}

/** Whether a rule charges this payer for a weighing on `day`: enabled, of the payer's kind (and organisation kind), naming it or all, in force that day. */
export function ruleApplies(rule: FeeRule, payer: FeePayer, day: string): boolean {
  if (!rule.enabled || rule.payerKind !== payerKindOfOrg(payer.org)) return false;
  if (rule.payerOrg && rule.payerOrg !== payer.org) return false;
  if (rule.payerId !== null && rule.payerId !== payer.id) return false;
  if (rule.validFrom && day < rule.validFrom) return false;
  if (rule.validTo && day > rule.validTo) return false;
  return true;
}

/** The quantity a rule's basis counts over some weighings: Σ settleKg / 1000 (exact: kilograms give 3 places), bills, or trips. */
export function quantityOf(basis: ServiceFeeBasis, weighings: FeeWeighing[]): { quantity: Dec; counted: FeeWeighing[] } {
  if (basis === 'perTonne') return { quantity: weighings.reduce((s, w) => s.plus(w.settleKg), dec(0)).div(1000), counted: weighings };
  const counted = basis === 'perBill' ? weighings.filter((w) => w.billed) : weighings;
  return { quantity: dec(counted.length), counted };
}

/** One bill line: the rule's rate × the quantity, rounded half up to the fen; none when the rule counts nothing. */
export function feeLine(rule: FeeRule, weighings: FeeWeighing[]): FeeLine | null {
  const { quantity, counted } = quantityOf(rule.basis, weighings);
  if (!counted.length) return null;
  return {
    ruleId: rule.id,
    ruleName: rule.name,
    basis: rule.basis,
    rate: dec(rule.rate).toFixed(),
    quantity: rule.basis === 'perTonne' ? tonnes(quantity) : quantity.toFixed(0),
    amount: money(dec(rule.rate).times(quantity)),
    weighingIds: counted.map((w) => w.id),
  };
}

/**
 * A month's fee bills: per payer, one line per rule that charges it for at least one of the month's weighings
 * (each line over the weighings on days the rule was in force), the total the sum of the rounded lines. Payers
 * charged nothing get no bill. Bills are ordered by payer kind and id, lines by the order of the rules given.
 */
export function monthBills(rules: FeeRule[], weighings: FeeWeighing[]): FeeBillDraft[] {
  const byPayer = new Map<string, { payer: FeePayer; weighings: FeeWeighing[] }>();
  for (const w of weighings) {
    for (const p of payersOf(w)) {
      const key = `${p.org}:${p.id}`;
      const entry = byPayer.get(key) ?? { payer: p, weighings: [] };
      entry.weighings.push(w);
      byPayer.set(key, entry);
    }
  }
  const bills: FeeBillDraft[] = [];
  for (const key of [...byPayer.keys()].sort()) {
    const { payer, weighings: mine } = byPayer.get(key)!;
    const lines = rules.map((r) => feeLine(r, mine.filter((w) => ruleApplies(r, payer, w.day)))).filter((l): l is FeeLine => l !== null);
    if (!lines.length) continue;
    const total = lines.reduce((s, l) => s.plus(l.amount), dec(0));
    bills.push({ payer, payerKind: payerKindOfOrg(payer.org), lines, totalAmount: money(total) });
  }
  return bills;
}
