import type { VoyageAction } from '@meiyun/shared';
import { getAction, postAction, putAction } from '../../../lib/http';
import type { ListRecord } from '../../../components/entity';

/** The voyage routes beyond the kit's list (docs/freight.md "船运航次"); each answers the envelope. */
const BASE = '/coal/voyage';

export const voyageApi = {
  queryById: (id: string) => getAction<ListRecord>(`${BASE}/queryById`, { id }),
  add: (body: Record<string, unknown>) => postAction<ListRecord>(`${BASE}/add`, body),
  edit: (body: Record<string, unknown>) => putAction<ListRecord>(`${BASE}/edit`, body),
  step: (action: VoyageAction, id: string, time: string) => putAction<ListRecord>(`${BASE}/${action}`, { id, time }),
};
