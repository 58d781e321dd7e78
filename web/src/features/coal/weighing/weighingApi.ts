import type { DeductionKind, WeighingDetail, WeighingRecord } from '@meiyun/shared';
import { getAction, postAction, putAction } from '../../../lib/http';

/** The weighing routes beyond the kit's list (docs/weighing.md): each answers the envelope, refusals in Chinese. */
const BASE = '/coal/weighing';

export const weighingApi = {
  detail: (id: string) => getAction<WeighingDetail>(`${BASE}/detail`, { id }),
  deduct: (id: string, kind: DeductionKind, kg: number, remark?: string) => postAction<WeighingRecord>(`${BASE}/deduct`, { id, kind, kg, remark: remark || undefined }),
  void: (id: string, reason: string) => putAction<WeighingRecord>(`${BASE}/void`, { id, reason }),
  reverse: (id: string, reason: string) => putAction<WeighingRecord>(`${BASE}/reverse`, { id, reason }),
  leave: (id: string) => putAction<WeighingRecord>(`${BASE}/leave`, { id }),
};

/** TanStack Query key of one weighing's detail. */
export const weighingKey = (id: string) => ['coalWeighing', id] as const;
