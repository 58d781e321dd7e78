import type { ContractAction, ContractEvent, ContractProgress, ContractRecord, ContractSupplement, ContractTerms } from '@meiyun/shared';
import { getAction, postAction, putAction } from '../../../lib/http';
import type { SupplementDecision } from './contractActions';

/**
 * The contract routes beyond the kit's generic list and delete (DESIGN.md "The API"): each answers the envelope,
 * so a refusal's Chinese message reaches the user as the server wrote it.
 */
const BASE = '/coal/contract';

export const contractApi = {
  queryById: (id: string) => getAction<ContractRecord & { progress?: ContractProgress }>(`${BASE}/queryById`, { id }),
  add: (body: Record<string, unknown>) => postAction<ContractRecord>(`${BASE}/add`, body),
  edit: (body: Record<string, unknown>) => putAction<ContractRecord>(`${BASE}/edit`, body),
  transition: (action: ContractAction, id: string, remark: string) => putAction<ContractRecord>(`${BASE}/${action}`, { id, remark }),
  events: (id: string) => getAction<ContractEvent[]>(`${BASE}/events`, { id }),
  progress: (id: string) => getAction<ContractProgress>(`${BASE}/progress`, { id }),
  supplements: (id: string) => getAction<ContractSupplement[]>(`${BASE}/supplements`, { id }),
  proposeSupplement: (contractId: string, reason: string, changes: ContractTerms) => postAction<ContractSupplement>(`${BASE}/supplement`, { contractId, reason, changes }),
  decideSupplement: (decision: SupplementDecision, id: string, remark: string) => putAction<ContractSupplement>(`${BASE}/supplement/${decision}`, { id, remark }),
};

/** TanStack Query keys of one contract's detail parts; invalidating `contractKey(id)` refreshes them all. */
export const contractKey = (id: string) => ['coalContract', id] as const;
export const contractPartKey = (id: string, part: 'record' | 'events' | 'supplements') => ['coalContract', id, part] as const;
