import { dec, money, tonnes, type ContractProgress } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';

/** What a later feature adds to contracts' progress, per contract id; exact decimal strings. */
export type ProgressPart = Partial<Omit<ContractProgress, 'contractedT' | 'contractAmount'>>;

export interface ProgressSource {
  /** Who contributes (调度计划, 过磅, 结算, 发票, 收付款), for reading the list. */
  name: string;
  sums(db: Db, contractIds: readonly string[]): Promise<Map<string, ProgressPart>>;
}

const SOURCES: ProgressSource[] = [];

/**
 * The features that roll up into a contract (coal-api.md `progress`) register themselves as they land: dispatch
 * plans the dispatched tonnes, weighings the shipped, settlements the settled tonnes and amount, invoices and money
 * bills the invoiced and paid amounts. Until one has landed its figure is zero — there is nothing to count yet.
 */
export function addProgressSource(source: ProgressSource): void {
  if (!SOURCES.some((s) => s.name === source.name)) SOURCES.push(source);
}

const ZERO_T = '0.000';
const ZERO_M = '0.00';

/** The progress of each contract, from its own terms and every registered source (one query per source). */
export async function progressOf(db: Db, contracts: readonly { id: string; quantityT: string; unitPrice: string }[]): Promise<Map<string, ContractProgress>> {
  const out = new Map<string, ContractProgress>();
  for (const c of contracts) {
    out.set(c.id, {
      contractedT: tonnes(dec(c.quantityT)),
      dispatchedT: ZERO_T,
      shippedT: ZERO_T,
      settledT: ZERO_T,
      contractAmount: money(dec(c.quantityT).times(dec(c.unitPrice))),
      settledAmount: ZERO_M,
      invoicedAmount: ZERO_M,
      paidAmount: ZERO_M,
    });
  }
  if (!contracts.length) return out;
  const ids = contracts.map((c) => c.id);
  for (const s of SOURCES) {
    for (const [id, part] of await s.sums(db, ids)) {
      const p = out.get(id);
      if (!p) continue;
      for (const [k, v] of Object.entries(part) as [keyof ProgressPart, string][]) {
        const total = dec(p[k]).plus(dec(v));
        p[k] = k.endsWith('T') ? tonnes(total) : money(total);
      }
    }
  }
  return out;
}
