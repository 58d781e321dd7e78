import {
  checkClauses,
  clauseTitle,
  contractMeta,
  DELIVERY_TERMS_ITEMS,
  parseDecimal,
  QUALITY_BASIS_ITEMS,
  SETTLEMENT_CYCLE_ITEMS,
  SUPPLEMENT_FIELDS,
  WEIGHING_BASIS_ITEMS,
  type ContractClause,
  type ContractTerms,
  type SupplementField,
} from '@meiyun/shared';
import { formatThousands } from '../../../components/number/formatNumber';

/**
 * The terms a supplementary agreement (补充协议) may change, read off a contract, compared with what the user
 * proposes, and told as before → after lines. Pure, so the dialog and the detail's agreement list share it.
 */

type Term = string | number | null | undefined;

/** The current terms of a contract (SUPPLEMENT_FIELDS and the clauses), as queryById answered them. */
export function termsOf(record: Record<string, unknown>): ContractTerms {
  const out: ContractTerms = {};
  for (const f of SUPPLEMENT_FIELDS) out[f] = (record[f] ?? null) as Term as ContractTerms[SupplementField];
  out.clauses = Array.isArray(record.clauses) ? (record.clauses as ContractClause[]) : [];
  return out;
}

const isEmpty = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** Equal as the server would store them: empty is empty, "1000.000" is 1000, texts trimmed. */
export function sameTerm(a: unknown, b: unknown): boolean {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
  const da = parseDecimal(a);
  const db = parseDecimal(b);
  if (da && db) return da.eq(db);
  return String(a).trim() === String(b).trim();
}

/** Clause lists compared after the shared normalisation ("05000" is 5000, a reject row has no step). */
export function sameClauses(a: readonly ContractClause[] | undefined, b: readonly ContractClause[] | undefined): boolean {
  const na = checkClauses(a ?? []);
  const nb = checkClauses(b ?? []);
  if ('error' in na || 'error' in nb) return JSON.stringify(a ?? []) === JSON.stringify(b ?? []);
  return JSON.stringify(na.clauses) === JSON.stringify(nb.clauses);
}

/** Only what the proposal changes: the body's `changes` (the server refuses an agreement that changes nothing). */
export function changedTerms(current: ContractTerms, proposed: ContractTerms): ContractTerms {
  const out: ContractTerms = {};
  for (const f of SUPPLEMENT_FIELDS) {
    if (!(f in proposed)) continue;
    const next = proposed[f];
    if (!sameTerm(current[f], next)) out[f] = isEmpty(next) ? null : next;
  }
  if (proposed.clauses && !sameClauses(current.clauses, proposed.clauses)) out.clauses = proposed.clauses;
  return out;
}

export const hasChanges = (changes: ContractTerms): boolean => Object.keys(changes).length > 0;

const LABELS: Record<string, string> = Object.fromEntries(contractMeta.fields.map((f) => [f.name, f.label]));
LABELS.clauses = '质价条款';

const ITEMS: Partial<Record<SupplementField, Map<string, string>>> = {
  deliveryTerms: new Map(DELIVERY_TERMS_ITEMS),
  weighingBasis: new Map(WEIGHING_BASIS_ITEMS),
  qualityBasis: new Map(QUALITY_BASIS_ITEMS),
  settlementCycle: new Map(SETTLEMENT_CYCLE_ITEMS),
};

/** A term as a clerk reads it: the dictionary text, the file names, the clauses by title; — when empty. */
export function termText(field: SupplementField | 'clauses', value: unknown): string {
  if (field === 'clauses') {
    const list = Array.isArray(value) ? (value as ContractClause[]) : [];
    return list.length === 0 ? '无' : list.map(clauseTitle).join('；');
  }
  if (isEmpty(value)) return '—';
  if (field === 'attachments') return String(value).split(',').filter(Boolean).map((p) => p.split('/').pop()).join('，');
  if (field === 'quantityT') return formatThousands(value as string, 3);
  if (field === 'deposit') return formatThousands(value as string, 2);
  if (field === 'taxRate') {
    const d = parseDecimal(value);
    return d ? `${d.times(100).toFixed()}%` : String(value);
  }
  return ITEMS[field]?.get(String(value)) ?? String(value);
}

export interface TermChange {
  field: SupplementField | 'clauses';
  label: string;
  before: string;
  after: string;
}

/**
 * The lines of an agreement: each changed term with its value before (what it replaced once approved, else the
 * contract's current terms) and after, in the order of SUPPLEMENT_FIELDS with the clauses last.
 */
export function describeChanges(changes: ContractTerms, before: ContractTerms): TermChange[] {
  const fields: (SupplementField | 'clauses')[] = [...SUPPLEMENT_FIELDS, 'clauses'];
  return fields
    .filter((f) => f in changes)
    .map((f) => ({ field: f, label: LABELS[f] ?? f, before: termText(f, before[f]), after: termText(f, changes[f]) }));
}
