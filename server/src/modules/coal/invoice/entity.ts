import { invoiceMeta } from '@meiyun/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import type { RequestAuth } from '../../../core/auth/guard';
import { bindEntity, type ApiRecord } from '../../../core/crud/index';
import { loadOne } from '../../../core/crud/service';
import type { Db } from '../../../core/db/client';
import { coalSettlement } from '../settlement/table';
import { coalInvoice, coalInvoiceSettlement } from './table';

/** The menu key of 发票管理; its data rules apply to the list. */
export const INVOICE_MENU = 'menu:coal:invoice';

/**
 * 发票 through the entity kit for its list, queryById and export, in the caller's tenant and (for a customer's or
 * supplier's user) organisation. Entering and voiding are the feature's own (routes.ts). The wire's `code`, `number`,
 * `date` are the table's invoice_code, invoice_number, invoice_date; every record carries `settlementIds` (by settlement number: the allocation rows keep no order of their own).
 */
export const invoiceEntity = bindEntity({
  meta: invoiceMeta,
  table: coalInvoice,
  columns: { code: 'invoiceCode', number: 'invoiceNumber', date: 'invoiceDate', settlementIds: null },
  menuKey: INVOICE_MENU,
  hooks: { decorate: async (ctx, records) => decorateInvoices(ctx.db, records) },
});

async function decorateInvoices(db: Db, records: ApiRecord[]): Promise<void> {
  if (!records.length) return;
  const rows = await db
    .select({ invoiceId: coalInvoiceSettlement.invoiceId, settlementId: coalInvoiceSettlement.settlementId })
    .from(coalInvoiceSettlement)
    .innerJoin(coalSettlement, eq(coalSettlement.id, coalInvoiceSettlement.settlementId))
    .where(inArray(coalInvoiceSettlement.invoiceId, records.map((r) => r.id)))
    .orderBy(asc(coalInvoiceSettlement.invoiceId), asc(coalSettlement.settlementNo));
  const by = new Map<string, string[]>();
  for (const r of rows) by.set(r.invoiceId, [...(by.get(r.invoiceId) ?? []), r.settlementId]);
  for (const r of records) r.settlementIds = by.get(r.id) ?? [];
}

/** One invoice the caller may see, as the list shows it (dictionary texts, settlement ids). */
export const loadInvoice = (ctx: AppContext, auth: RequestAuth, id: string): Promise<ApiRecord> => loadOne(ctx, invoiceEntity, auth, id);
