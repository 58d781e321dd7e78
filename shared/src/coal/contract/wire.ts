import type { ContractClause } from '../clauses/types';
import type { ContractEventKind, ContractStatus } from './status';

/** A contract as list and queryById return it: the declared fields (`contractMeta`), `_dictText`, and the clauses. */
export interface ContractRecord {
  id: string;
  contractNo: string;
  direction: 'purchase' | 'sales';
  mode: 'port' | 'ship' | 'railway' | 'other';
  counterpartyId: string;
  counterpartyName: string;
  materialId: string;
  quantityT: string;
  unitPrice: string;
  taxRate: string;
  status: ContractStatus;
  version: number;
  /** Changes with every write: an edit sends the one it read and is refused when another came first. */
  rev: number;
  clauses: ContractClause[];
  [field: string]: unknown;
}

/** `GET /coal/contract/events?id=`: the timeline, oldest first. */
export interface ContractEvent {
  id: string;
  kind: ContractEventKind;
  fromStatus: ContractStatus | null;
  toStatus: ContractStatus | null;
  remark: string | null;
  /** The supplementary agreement the event is about. */
  supplementId: string | null;
  version: number;
  byUsername: string;
  byRealname: string | null;
  time: string;
}

/** `GET /coal/contract/progress?id=` (coal-api.md): tonnes as 3-decimal strings, money as 2-decimal strings. */
export interface ContractProgress {
  contractedT: string;
  dispatchedT: string;
  shippedT: string;
  settledT: string;
  contractAmount: string;
  settledAmount: string;
  invoicedAmount: string;
  paidAmount: string;
}

/** The header fields and clauses a supplementary agreement may change. */
export const SUPPLEMENT_FIELDS = ['quantityT', 'unitPrice', 'taxRate', 'endDate', 'deliveryPlace', 'deliveryTerms', 'weighingBasis', 'qualityBasis', 'settlementCycle', 'deposit', 'baseQnetArKcal', 'attachments', 'remark'] as const;
export type SupplementField = (typeof SUPPLEMENT_FIELDS)[number];

/** The terms of one version: what a supplement proposes, and what it replaced once approved. */
export type ContractTerms = Partial<Record<SupplementField, string | number | null>> & { clauses?: ContractClause[] };

export type SupplementStatus = 'approving' | 'approved' | 'rejected';

/** `GET /coal/contract/supplements?id=`: the supplementary agreements of a contract, newest first. */
export interface ContractSupplement {
  id: string;
  contractId: string;
  /** The version this agreement makes when approved. */
  version: number;
  reason: string;
  status: SupplementStatus;
  /** The terms it proposes (only those it changes). */
  changes: ContractTerms;
  /** Once approved: the same terms as they were before. */
  previous: ContractTerms | null;
  createBy: string;
  createTime: string;
  decidedBy: string | null;
  decidedTime: string | null;
  remark: string | null;
}
