import { and, asc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  INVOICE_COUNTERPARTY,
  InvoiceTexts,
  SETTLEMENT_MONEY_STATUSES,
  allocateInvoice,
  dec,
  invoiceFigureProblems,
  invoiceNumberProblem,
  invoiceTaxRate,
  money,
  moneyValue,
  type InvoiceAllocation,
  type InvoiceCandidate,
  type InvoiceDirection,
  type InvoiceEvent,
  type InvoiceEventKind,
} from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import type { RequestAuth } from '../../../core/auth/guard';
import type { ApiRecord } from '../../../core/crud/index';
import { loadScoped, notFound } from '../../../core/crud/service';
import type { Db } from '../../../core/db/client';
import { timelineValues } from '../../../core/db/schema/common';
import { fmtTime } from '../../../core/http/dates';
import { BizError } from '../../../core/http/envelope';
import { orgOf } from '../../../core/tenancy/index';
import { coalConsumer } from '../consumer/table';
import { moveSettlementMoney, SettlementMoneyTexts } from '../settlement/money';
import { coalSettlement } from '../settlement/table';
import { coalSupplier } from '../supplier/table';
import { invoiceEntity, loadInvoice } from './entity';
import type { AddInput } from './schema';
import { coalInvoice, coalInvoiceEvent, coalInvoiceSettlement } from './table';

/** Invoices are entered and voided by our finance staff; a customer's or supplier's user reads its own. */
function refuseOrgUser(auth: RequestAuth) {
  if (orgOf(auth.user)) throw new BizError(InvoiceTexts.staffOnly);
}

const inTenant = (col: PgColumn, tenantId: number | null): SQL => (tenantId === null ? isNull(col) : eq(col, tenantId));
const by = (auth: RequestAuth) => ({ username: auth.user.username, realname: auth.user.realname ?? null });

/** The settlement ids as sent: an array or a comma-joined text, blanks dropped; a repeated id is refused. */
function settlementIdsOf(raw: string[] | string): string[] {
  const ids = (Array.isArray(raw) ? raw : raw.split(',')).map((s) => s.trim()).filter(Boolean);
  if (!ids.length) throw new BizError(InvoiceTexts.settlementsRequired);
  if (new Set(ids).size !== ids.length) throw new BizError(InvoiceTexts.settlementsDuplicate);
  return ids;
}

/** The counterparty of the invoice's direction (a customer for 销项, a supplier for 进项), live, in the tenant. */
async function counterpartyOf(db: Db, tenantId: number | null, direction: InvoiceDirection, id: string) {
  const t = INVOICE_COUNTERPARTY[direction].org === 'consumer' ? coalConsumer : coalSupplier;
  const [row] = await db.select({ id: t.id, name: t.name, creditCode: t.creditCode }).from(t).where(and(eq(t.id, id), inTenant(t.tenantId, tenantId), eq(t.delFlag, 0)));
  if (!row) throw new BizError(InvoiceTexts.counterpartyMissing(INVOICE_COUNTERPARTY[direction].label));
  return row;
}

/** A unique violation on the live code + number index: the invoice is already entered. */
function isDuplicateNumber(e: unknown): boolean {
  const err = e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = err.code ?? err.cause?.code;
  const constraint = err.constraint ?? err.cause?.constraint;
  return code === '23505' && (!constraint || constraint === 'coal_invoice_live_number_uq');
}

/**
 * 登记发票 (coal-api.md "Finance"): the number and figures checked (invoiceTax.ts), the counterparty of the direction
 * (its 税号 present for a 专票), the total allocated to the settlements — as sent, or in the order chosen up to what
 * each has left to invoice — and, in one transaction, the invoice 正常, its allocations, the settlements' invoiced
 * amounts moved (moveSettlementMoney locks them and refuses over-invoicing, another direction or counterparty) and
 * the first line of its timeline. A second live invoice of the same code and number is refused by the unique index.
 */
export async function addInvoice(ctx: AppContext, auth: RequestAuth, input: AddInput): Promise<ApiRecord> {
  refuseOrgUser(auth);
  const code = input.code?.trim() || null;
  const number = input.number.trim();
  const numberProblem = invoiceNumberProblem(code, number);
  if (numberProblem) throw new BizError(numberProblem.message);
  const figures = invoiceFigureProblems(input);
  if (figures.length) throw new BizError(figures[0].message);
  const total = moneyValue(input.total)!;
  const ids = settlementIdsOf(input.settlementIds);
  const side = INVOICE_COUNTERPARTY[input.direction];
  const party = await counterpartyOf(ctx.db, auth.tenantId, input.direction, input.counterpartyId);
  if (input.kind === 'special' && !party.creditCode?.trim()) throw new BizError(InvoiceTexts.creditCodeMissing(party.name));

  let id: string;
  try {
    id = await ctx.db.transaction(async (tx) => {
      // Read (and lock, in id order as moveSettlementMoney does) what is left to invoice on each settlement.
      const rows = await tx
        .select({ id: coalSettlement.id, totalAmount: coalSettlement.totalAmount, invoicedAmount: coalSettlement.invoicedAmount, status: coalSettlement.status })
        .from(coalSettlement)
        .where(and(inArray(coalSettlement.id, ids), inTenant(coalSettlement.tenantId, auth.tenantId)))
        .orderBy(asc(coalSettlement.id))
        .for('update');
      const byId = new Map(rows.map((r) => [r.id, r]));
      if (ids.some((s) => !byId.get(s) || byId.get(s)!.status === 'void')) throw new BizError(SettlementMoneyTexts.missing);
      const lines = input.allocations?.length ? explicitLines(input.allocations, ids, total) : allocateInvoice(total, ids.map((s) => ({ id: s, open: dec(byId.get(s)!.totalAmount).minus(byId.get(s)!.invoicedAmount) })));
      if (!lines) {
        const open = ids.reduce((sum, s) => sum.plus(dec(byId.get(s)!.totalAmount).minus(byId.get(s)!.invoicedAmount)), dec(0));
        throw new BizError(InvoiceTexts.overOutstanding(money(total), money(open)));
      }
      const [row] = await tx
        .insert(coalInvoice)
        .values({
          tenantId: auth.tenantId,
          kind: input.kind,
          direction: input.direction,
          invoiceCode: code,
          invoiceNumber: number,
          invoiceDate: input.date,
          counterpartyKind: side.org,
          counterpartyId: party.id,
          counterpartyName: party.name,
          consumerId: side.org === 'consumer' ? party.id : null,
          supplierId: side.org === 'supplier' ? party.id : null,
          taxRate: invoiceTaxRate(input.taxRate)!.toFixed(2),
          amountExclTax: money(moneyValue(input.amountExclTax)!),
          tax: money(moneyValue(input.tax)!),
          total: money(total),
          status: 'normal',
          remark: input.remark?.trim() || null,
          createBy: auth.user.username,
        })
        .returning({ id: coalInvoice.id });
      await tx.insert(coalInvoiceSettlement).values(lines.map((l) => ({ tenantId: auth.tenantId, invoiceId: row.id, settlementId: l.settlementId, amount: l.amount })));
      await moveSettlementMoney(
        tx,
        { tenantId: auth.tenantId, counterpartyId: party.id, direction: side.settlement, kind: 'invoice', remark: `开票 ${code ? `${code}-` : ''}${number}`, by: by(auth) },
        lines.map((l) => ({ settlementId: l.settlementId, invoiced: dec(l.amount) })),
      );
      await recordEvent(tx, auth.tenantId, row.id, 'create', null, 'normal', input.remark ?? null, auth);
      return row.id;
    });
  } catch (e) {
    if (isDuplicateNumber(e)) throw new BizError(InvoiceTexts.duplicateNumber(code, number));
    throw e;
  }
  return loadInvoice(ctx, auth, id);
}

/** Allocations as sent: every chosen settlement once, each amount above 0, adding up to the invoice's total. */
function explicitLines(allocations: { settlementId: string; amount: string }[], ids: string[], total: ReturnType<typeof dec>) {
  const sent = allocations.map((a) => a.settlementId);
  if (new Set(sent).size !== sent.length) throw new BizError(InvoiceTexts.settlementsDuplicate);
  if (sent.length !== ids.length || sent.some((s) => !ids.includes(s))) throw new BizError(InvoiceTexts.allocationNotListed);
  let sum = dec(0);
  const lines = allocations.map((a) => {
    const v = moneyValue(a.amount);
    if (!v || v.lte(0)) throw new BizError(InvoiceTexts.allocationPositive);
    sum = sum.plus(v);
    return { settlementId: a.settlementId, amount: money(v) };
  });
  if (!sum.eq(total)) throw new BizError(InvoiceTexts.allocationSum(money(sum), money(total)));
  return lines;
}

async function recordEvent(tx: Db, tenantId: number | null, invoiceId: string, kind: InvoiceEventKind, fromStatus: string | null, toStatus: string, remark: string | null, auth: RequestAuth) {
  await tx.insert(coalInvoiceEvent).values({ tenantId, invoiceId, ...timelineValues({ kind, fromStatus, toStatus, remark, by: by(auth) }) });
}

/**
 * 作废 with a reason: one guarded update (`where status = 'normal'`), so of two clerks voiding at once one wins and
 * the other is told it is void already; in the same transaction every allocation is taken back off its settlement
 * (their statuses follow) and the timeline gets its line. The allocations stay as the record of what it was.
 */
export async function voidInvoice(ctx: AppContext, auth: RequestAuth, id: string, reason: string): Promise<{ record: ApiRecord; before: ApiRecord }> {
  refuseOrgUser(auth);
  const [before] = await loadScoped(ctx.db, invoiceEntity, auth, [id]);
  if (!before) throw notFound();
  await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(coalInvoice)
      .set({ status: 'void', voidReason: reason, voidedBy: auth.user.realname || auth.user.username, voidedTime: now, updateBy: auth.user.username, updateTime: now })
      .where(and(eq(coalInvoice.id, id), eq(coalInvoice.status, 'normal')))
      .returning();
    if (!row) throw new BizError(InvoiceTexts.alreadyVoid);
    const lines = await tx.select().from(coalInvoiceSettlement).where(eq(coalInvoiceSettlement.invoiceId, id));
    const side = INVOICE_COUNTERPARTY[row.direction as InvoiceDirection];
    await moveSettlementMoney(
      tx,
      { tenantId: row.tenantId, counterpartyId: row.counterpartyId, direction: side.settlement, kind: 'invoiceVoid', remark: `作废发票 ${row.invoiceCode ? `${row.invoiceCode}-` : ''}${row.invoiceNumber}：${reason}`, by: by(auth) },
      lines.map((l) => ({ settlementId: l.settlementId, invoiced: dec(l.amount).neg() })),
    );
    await recordEvent(tx, row.tenantId, id, 'void', 'normal', 'void', reason, auth);
  });
  return { record: await loadInvoice(ctx, auth, id), before };
}

/** The invoice as its list shows it, with its allocations (and where each settlement stands now) and its timeline. */
export async function invoiceDetail(ctx: AppContext, auth: RequestAuth, id: string): Promise<ApiRecord & { allocations: InvoiceAllocation[]; events: InvoiceEvent[] }> {
  const record = await loadInvoice(ctx, auth, id);
  const allocations = await ctx.db
    .select({
      settlementId: coalInvoiceSettlement.settlementId,
      amount: coalInvoiceSettlement.amount,
      settlementNo: coalSettlement.settlementNo,
      contractNo: coalSettlement.contractNo,
      settlementTotal: coalSettlement.totalAmount,
      settlementInvoiced: coalSettlement.invoicedAmount,
      settlementStatus: coalSettlement.status,
    })
    .from(coalInvoiceSettlement)
    .innerJoin(coalSettlement, eq(coalSettlement.id, coalInvoiceSettlement.settlementId))
    .where(eq(coalInvoiceSettlement.invoiceId, id))
    .orderBy(asc(coalSettlement.settlementNo));
  const events = await ctx.db.select().from(coalInvoiceEvent).where(eq(coalInvoiceEvent.invoiceId, id)).orderBy(asc(coalInvoiceEvent.seq));
  return {
    ...record,
    allocations,
    events: events.map((e) => ({ id: e.id, kind: e.kind as InvoiceEventKind, fromStatus: e.fromStatus, toStatus: e.toStatus, remark: e.remark, byUsername: e.byUsername, byRealname: e.byRealname, time: fmtTime(e.time) ?? '' })),
  };
}

/**
 * The settlements an invoice of this direction with this counterparty may be entered against: the tenant's, of the
 * matching business direction, past 财务审核, with something left to invoice; the oldest review first.
 */
export async function invoiceCandidates(ctx: AppContext, auth: RequestAuth, counterpartyId: string, direction: InvoiceDirection): Promise<InvoiceCandidate[]> {
  refuseOrgUser(auth);
  const s = coalSettlement;
  const rows = await ctx.db
    .select({
      id: s.id,
      settlementNo: s.settlementNo,
      contractNo: s.contractNo,
      periodFrom: s.periodFrom,
      periodTo: s.periodTo,
      taxRate: s.taxRate,
      totalAmount: s.totalAmount,
      invoicedAmount: s.invoicedAmount,
      open: sql<string>`(${s.totalAmount} - ${s.invoicedAmount})::numeric(18,2)::text`,
      status: s.status,
      financeReviewedDate: s.financeReviewedDate,
    })
    .from(s)
    .where(
      and(
        inTenant(s.tenantId, auth.tenantId),
        eq(s.counterpartyId, counterpartyId),
        eq(s.direction, INVOICE_COUNTERPARTY[direction].settlement),
        inArray(s.status, [...SETTLEMENT_MONEY_STATUSES]),
        lt(s.invoicedAmount, s.totalAmount),
      ),
    )
    .orderBy(sql`${s.financeReviewedDate} asc nulls last`, asc(s.settlementNo))
    .limit(500);
  return rows;
}
