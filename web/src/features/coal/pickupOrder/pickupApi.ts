import type { IssuedPickupOrder, Page, PickupOrderRecord } from '@meiyun/shared';
import { getAction, http, postAction, putAction } from '../../../lib/http';
import { openPrintout } from './printout';

/** The pickup-order routes beyond the kit's list (docs/dispatch.md): each answers the envelope, refusals in Chinese. */
const BASE = '/coal/pickupOrder';

export const pickupApi = {
  issue: (planId: string, carId: string, driverId?: string) => postAction<IssuedPickupOrder>(`${BASE}/issue`, { planId, carId, driverId: driverId || undefined }),
  void: (id: string, reason: string) => putAction<PickupOrderRecord>(`${BASE}/void`, { id, reason }),
  link: (id: string) => getAction<IssuedPickupOrder>(`${BASE}/link`, { id }),
  ofPlan: (planId: string) => getAction<Page<PickupOrderRecord>>(`${BASE}/list`, { planId, pageSize: 200, column: 'createTime', order: 'desc' }),
  /**
   * The QR code as a blob: an <img> cannot send the session header, so it is fetched through the HTTP client
   * (as the upload widgets' downloads are) and shown from an object URL.
   */
  qr: async (id: string): Promise<Blob> => (await http.get<Blob>(`${BASE}/qr`, { params: { id }, responseType: 'blob' })).data,
  /** The printed slip (PDF, the 241 mm half sheet) in a new tab. */
  print: (id: string) => openPrintout(`${BASE}/print`, { id }),
  printPermission: 'coal:pickupOrder:print',
};

/** The driver's address to send: the server answers the path, the site's own address goes before it. */
export const absoluteLink = (link: string, origin: string): string => (/^https?:\/\//.test(link) ? link : `${origin.replace(/\/$/, '')}${link}`);
