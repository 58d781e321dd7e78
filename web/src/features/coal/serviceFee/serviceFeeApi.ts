import type { ServiceFeeBillDetail, ServiceFeeGenerateResult } from '@meiyun/shared';
import { getAction, postAction, putAction } from '../../../lib/http';

/** The fee bill routes beyond the kit's list (docs/service-fees.md): each answers the envelope, refusals in Chinese. */
const BASE = '/coal/serviceFeeBill';

export const serviceFeeApi = {
  detail: (id: string) => getAction<ServiceFeeBillDetail>(`${BASE}/detail`, { id }),
  generate: (month: string, regenerate: boolean) => postAction<ServiceFeeGenerateResult>(`${BASE}/generate`, { month, regenerate }),
  confirm: (id: string) => putAction<unknown>(`${BASE}/confirm`, { id }),
  void: (id: string, reason: string) => putAction<unknown>(`${BASE}/void`, { id, reason }),
};

/** TanStack Query key of one bill's detail. */
export const serviceFeeBillKey = (id: string) => ['coalServiceFeeBill', id] as const;
