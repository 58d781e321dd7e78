import type { ReceivableAgeing } from '@meiyun/shared';
import { downloadFile, getAction } from '../../../lib/http';

/** `GET /coal/report/receivableAgeing` and its xlsx (docs/finance.md "应收账龄"). */
const BASE = '/coal/report/receivableAgeing';

export const ageingApi = {
  report: (asOf: string, counterpartyId?: string) => getAction<ReceivableAgeing>(BASE, counterpartyId ? { asOf, counterpartyId } : { asOf }),
  exportXls: (asOf: string, counterpartyId?: string) => downloadFile(`${BASE}/exportXls`, `应收账龄_${asOf}.xlsx`, counterpartyId ? { asOf, counterpartyId } : { asOf }),
};
