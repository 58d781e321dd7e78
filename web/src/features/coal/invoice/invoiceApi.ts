import type { InvoiceAllocation, InvoiceCandidate, InvoiceDirection, InvoiceEvent } from '@meiyun/shared';
import { getAction, postAction, putAction } from '../../../lib/http';
import type { ListRecord } from '../../../components/entity';

/** The invoice routes beyond the kit's list (docs/finance.md "发票"); each answers the envelope, refusals in Chinese. */
const BASE = '/coal/invoice';

export type InvoiceDetailRecord = ListRecord & { allocations: InvoiceAllocation[]; events: InvoiceEvent[] };

export const invoiceApi = {
  detail: (id: string) => getAction<InvoiceDetailRecord>(`${BASE}/queryById`, { id }),
  add: (body: Record<string, unknown>) => postAction<ListRecord>(`${BASE}/add`, body),
  void: (id: string, reason: string) => putAction<ListRecord>(`${BASE}/void`, { id, reason }),
  candidates: (counterpartyId: string, direction: InvoiceDirection) => getAction<InvoiceCandidate[]>(`${BASE}/candidates`, { counterpartyId, direction }),
};

/** TanStack Query key of one invoice's detail. */
export const invoiceKey = (id: string) => ['coalInvoice', id] as const;
