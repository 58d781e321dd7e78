import type { CoalBillRecord } from '@meiyun/shared';
import { http, putAction } from '../../../lib/http';

/** The coal bill routes beyond the kit's list (docs/weighing.md). */
const BASE = '/coal/coalBill';

export const coalBillApi = {
  receive: (id: string) => putAction<CoalBillRecord>(`${BASE}/receive`, { id }),
  /** The QR code (a PNG of the public verification page's address), fetched with the session: an <img> cannot send it. */
  qr: async (id: string): Promise<Blob> => (await http.get<Blob>(`${BASE}/qr`, { params: { id }, responseType: 'blob' })).data,
};
