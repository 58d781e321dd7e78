import type { QualityAction } from '@meiyun/shared';
import { getAction, postAction, putAction } from '../../../lib/http';
import type { ListRecord } from '../../../components/entity';

/** The quality-test routes beyond the kit's list (coal-api.md "Quality"); each answers the envelope. */
const BASE = '/coal/qualityTest';

export interface SampleCodes {
  id: string;
  sampleNo: string;
  prepNo: string;
  labNo: string;
}

export const qualityApi = {
  queryById: (id: string) => getAction<ListRecord>(`${BASE}/queryById`, { id }),
  add: (body: Record<string, unknown>) => postAction<ListRecord & { sampleNo: string; prepNo: string }>(`${BASE}/add`, body),
  edit: (body: Record<string, unknown>) => putAction<ListRecord>(`${BASE}/edit`, body),
  transition: (action: QualityAction, id: string, reason?: string) => putAction<ListRecord>(`${BASE}/${action}`, { id, reason }),
  codes: (id: string) => getAction<SampleCodes>(`${BASE}/codes`, { id }),
};
