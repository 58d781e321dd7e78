import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  COLLECTION_BILL_STATUS_ITEMS,
  MONEY_BILL_KIND_INFO,
  MONEY_BILL_TRANSITIONS,
  MoneyBillTexts,
  allocatedSum,
  businessToday,
  dec,
  money,
  moneyBillActionLabel,
  PAYMENT_BILL_STATUS_ITEMS,
  type MoneyBillAction,
  type MoneyBillAllocation,
  type MoneyBillAllocationInput,
  type MoneyBillDetail,
  type MoneyBillKind,
  type MoneyBillStatus,
  type MoneyCounterpartyKind,
} from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import type { Db } from '../../../core/db/client';
import type { RequestAuth } from '../../../core/auth/guard';
import type { ApiRecord } from '../../../core/crud/index';
import { loadOne, loadScoped, notFound, withUniqueGuard } from '../../../core/crud/service';
import { checkForWrite } from '../../../core/crud/validate-record';
import { keepVersion } from '../../../core/crud/audit';
import { BizError } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { orgOf, writeScope } from '../../../core/tenancy/index';
import { nextNumber } from '../../sys/fill-rule/service';
import { moveSettlementMoney } from '../settlement/money';
import { coalSettlement } from '../settlement/table';
import { appendFlowLine } from '../moneyFlow/ledger';
import { coalTruckFreightItem } from '../truckFreight/table';
import { resolveShares } from './allocations';
import { companyAccounts, counterpartyName, orgColumnsOf } from './counterparty';
import { moneyBillEntities } from './entity';
import { billEvents, recordBillEvent } from './events';
import { sharesSchema } from './schema';
import { coalMoneyBill, coalMoneyBillSettlement } from './table';

export interface WriteResult {
  record: ApiRecord;
  before?: ApiRecord;
}

/** Money bills are our finance staff's work: a counterparty's user reads its own at most. */
function refuseOrgUser(auth: RequestAuth) {
  if (orgOf(auth.user)) throw new BizError(MoneyBillTexts.staffOnly);
}

const statusLabel = (kind: MoneyBillKind, s: string) => new Map(kind === 'collection' ? COLLECTION_BILL_STATUS_ITEMS : PAYMENT_BILL_STATUS_ITEMS).get(s as MoneyBillStatus) ?? s;
const who = (auth: RequestAuth) => auth.user.realname || auth.user.username;
const by = (auth: RequestAuth) => ({ username: auth.user.username, realname: auth.user.realname ?? null });

/** The body split into the declared fields the kit checks and the shares the feature reads. */
function split(raw: Record<string, unknown>) {
  const { id: _id, rev: _rev, settlementIds, allocations, kind: _k, billNo: _n, status: _s, counterpartyName: _c, ...fields } = raw;
  const ids = typeof settlementIds === 'string' ? settlementIds.split(',').map((s) => s.trim()).filter(Boolean) : settlementIds;
  const shares = parseInput(sharesSchema, { settlementIds: ids ?? undefined, allocations: allocations ?? undefined });
  return { fields, shares: { settlementIds: shares.settlementIds ?? undefined, allocations: shares.allocations ?? undefined } };
}

/** The counterparty named and the account checked: a live organisation of the tenant, one of the company's own live accounts. */
async function resolveParties(ctx: AppContext, auth: RequestAuth, v: Record<string, unknown>) {
  const kind = String(v.counterpartyKind) as MoneyCounterpartyKind;
  const id = String(v.counterpartyId);
  const name = await counterpartyName(ctx.db, auth.tenantId, kind, id);
  if (!name) throw new BizError(MoneyBillTexts.counterpartyMissing);
  const accounts = await companyAccounts(ctx.db, auth.tenantId);
  if (!accounts.some((a) => a.id === v.accountId)) throw new BizError(MoneyBillTexts.accountNotCompany);
  return { counterpartyKind: kind, counterpartyId: id, counterpartyName: name, ...orgColumnsOf(kind, id) };
}

/**
 * A new 收款单/付款单, 草稿: its number from the kind's rule (SK…/FK…), the counterparty's name, its shares over the
 * settlements (given, or the amount oldest first over the `settlementIds`), its first timeline line: one transaction.
 * `within`, when a feature makes the bill (汽运运费), writes that feature's rows in the same transaction once the
 * bill is in: whatever it throws rolls the bill back too.
 */
export async function addBill(
  ctx: AppContext,
  auth: RequestAuth,
  kind: MoneyBillKind,
  raw: Record<string, unknown>,
  within?: (tx: Db, bill: { id: string; billNo: string }) => Promise<void>,
): Promise<WriteResult> {
  refuseOrgUser(auth);
  const info = MONEY_BILL_KIND_INFO[kind];
  const entity = moneyBillEntities[kind];
  const { fields, shares } = split(raw);
  const checked = await checkForWrite(ctx, entity, fields, 'add', await writeScope(auth));
  const parties = await resolveParties(ctx, auth, checked.input);
  const amount = dec(String(checked.input.amount));
  const allocations = await resolveShares(ctx.db, { kind, tenantId: auth.tenantId, counterpartyKind: parties.counterpartyKind, counterpartyId: parties.counterpartyId, amount, ...shares });
  const id = await withUniqueGuard(() =>
    ctx.db.transaction(async (tx) => {
      const billNo = await nextNumber(tx, info.ruleCode);
      const [row] = await tx
        .insert(coalMoneyBill)
        .values({ ...(checked.values as typeof coalMoneyBill.$inferInsert), ...parties, amount: money(amount), kind, billNo, status: 'draft', tenantId: auth.tenantId, createBy: auth.user.username })
        .returning({ id: coalMoneyBill.id });
      if (allocations.length) await tx.insert(coalMoneyBillSettlement).values(allocations.map((a) => ({ ...a, billId: row.id, tenantId: auth.tenantId })));
      await recordBillEvent(tx, { tenantId: auth.tenantId, billId: row.id, kind: 'create', toStatus: 'draft', remark: `${money(amount)}元`, by: by(auth) });
      if (within) await within(tx, { id: row.id, billNo });
      return row.id;
    }),
  );
  return { record: await loadOne(ctx, entity, auth, id) };
}

/**
 * Changes a draft: its fields and shares (the shares kept when none are sent, checked again against the new amount).
 * One guarded update (`status = 'draft'`, and `rev` when sent), so an edit never lands on a bill reviewed or changed
 * meanwhile; the previous version goes to the data log.
 */
export async function editBill(ctx: AppContext, auth: RequestAuth, kind: MoneyBillKind, raw: Record<string, unknown>): Promise<WriteResult> {
  refuseOrgUser(auth);
  const info = MONEY_BILL_KIND_INFO[kind];
  const entity = moneyBillEntities[kind];
  const id = typeof raw.id === 'string' ? raw.id : '';
  if (!id) throw new BizError('id不能为空');
  const rev = raw.rev === undefined || raw.rev === null || raw.rev === '' ? undefined : Number(raw.rev);
  const [before] = await loadScoped(ctx.db, entity, auth, [id]);
  if (!before) throw notFound();
  if (before.status !== 'draft') throw new BizError(MoneyBillTexts.notDraft(info.title));
  if (rev !== undefined && rev !== before.rev) throw new BizError(MoneyBillTexts.stale);
  const { fields, shares } = split(raw);
  const checked = await checkForWrite(ctx, entity, fields, 'edit', await writeScope(auth), before);
  const merged = { ...before, ...checked.input };
  const parties = await resolveParties(ctx, auth, merged);
  const amount = dec(String(merged.amount));
  // A carrier's freight bill is its trips' sum: only its account, method, date and remark may change.
  if (kind === 'payment' && (!amount.eq(dec(String(before.amount))) || parties.counterpartyId !== before.counterpartyId)) {
    const [freight] = await ctx.db.select({ id: coalTruckFreightItem.id }).from(coalTruckFreightItem).where(and(eq(coalTruckFreightItem.billId, id), eq(coalTruckFreightItem.live, true))).limit(1);
    if (freight) throw new BizError(MoneyBillTexts.freightFixed);
  }
  const kept = shares.settlementIds === undefined && shares.allocations === undefined;
  const stored = kept ? await ctx.db.select({ settlementId: coalMoneyBillSettlement.settlementId, amount: coalMoneyBillSettlement.amount }).from(coalMoneyBillSettlement).where(eq(coalMoneyBillSettlement.billId, id)) : [];
  const allocations = await resolveShares(ctx.db, { kind, tenantId: auth.tenantId, counterpartyKind: parties.counterpartyKind, counterpartyId: parties.counterpartyId, amount, ...(kept ? { allocations: stored } : shares) });
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(coalMoneyBill)
      .set({ ...(checked.values as Partial<typeof coalMoneyBill.$inferInsert>), ...parties, amount: money(amount), rev: sql`${coalMoneyBill.rev} + 1`, updateBy: auth.user.username, updateTime: new Date() })
      .where(and(eq(coalMoneyBill.id, id), eq(coalMoneyBill.status, 'draft'), rev === undefined ? undefined : eq(coalMoneyBill.rev, rev)))
      .returning({ id: coalMoneyBill.id });
    if (!row) throw new BizError(MoneyBillTexts.stale);
    await keepVersion(tx, entity.tableName, before, auth.user.username);
    await tx.delete(coalMoneyBillSettlement).where(eq(coalMoneyBillSettlement.billId, id));
    if (allocations.length) await tx.insert(coalMoneyBillSettlement).values(allocations.map((a) => ({ ...a, billId: id, tenantId: auth.tenantId })));
    await recordBillEvent(tx, { tenantId: auth.tenantId, billId: id, kind: 'edit', remark: `${money(amount)}元`, by: by(auth) });
  });
  return { record: await loadOne(ctx, entity, auth, id), before };
}

/** Why an action is refused on a bill in `status`: done already by someone else, or not from this state. */
function wrongState(kind: MoneyBillKind, action: MoneyBillAction, row: typeof coalMoneyBill.$inferSelect): string {
  const info = MONEY_BILL_KIND_INFO[kind];
  const t = MONEY_BILL_TRANSITIONS[action];
  if (row.status === t.to) {
    const whom = action === 'review' ? row.reviewedBy : action === 'done' ? row.doneBy : row.voidedBy;
    return `该${info.title}已由${whom ?? '他人'}${moneyBillActionLabel(kind, action)}，请勿重复操作`;
  }
  return MoneyBillTexts.wrongState(info.title, moneyBillActionLabel(kind, action), t.from.map((s) => statusLabel(kind, s)).join('或'));
}

/**
 * 审核 / 确认收款(付款) / 作废 / 冲销, each in one transaction under the bill row's lock, so of two people acting on
 * one bill the second finds it moved and is told so. Review is never by whoever entered the bill (four eyes).
 * 已收/已付 writes the account's flow line (ledger.ts: the account locked, seq and balance after) and adds the
 * shares to the settlements' paid amounts (moveSettlementMoney: refuses over-payment, another counterparty or
 * direction); 冲销 writes the opposite line and takes the shares back off. A refusal anywhere rolls all of it back.
 */
export async function moveBill(ctx: AppContext, auth: RequestAuth, kind: MoneyBillKind, action: MoneyBillAction, input: { id: string; rev?: number; reason?: string | null }): Promise<WriteResult> {
  refuseOrgUser(auth);
  const info = MONEY_BILL_KIND_INFO[kind];
  const entity = moneyBillEntities[kind];
  const t = MONEY_BILL_TRANSITIONS[action];
  const label = moneyBillActionLabel(kind, action);
  const reason = input.reason?.trim() || null;
  if ((action === 'void' || action === 'reverse') && !reason) throw new BizError(MoneyBillTexts.reasonRequired(label));
  const [before] = await loadScoped(ctx.db, entity, auth, [input.id]);
  if (!before) throw notFound();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(coalMoneyBill).where(and(eq(coalMoneyBill.id, input.id), eq(coalMoneyBill.kind, kind))).for('update');
    if (!row) throw notFound();
    if (!t.from.includes(row.status as MoneyBillStatus)) throw new BizError(wrongState(kind, action, row));
    if (input.rev !== undefined && input.rev !== row.rev) throw new BizError(MoneyBillTexts.stale);
    if (action === 'review' && row.createBy === auth.user.username) throw new BizError(MoneyBillTexts.ownReview);
    const now = new Date();
    if (action === 'done' || action === 'reverse') {
      const shares = await tx.select().from(coalMoneyBillSettlement).where(eq(coalMoneyBillSettlement.billId, row.id)).orderBy(asc(coalMoneyBillSettlement.settlementId));
      const back = action === 'reverse';
      await appendFlowLine(tx, {
        tenantId: row.tenantId,
        accountId: row.accountId,
        direction: back ? (info.flow === 'in' ? 'out' : 'in') : info.flow,
        amount: dec(row.amount),
        flowDate: businessToday(now),
        counterpartyName: row.counterpartyName,
        billId: row.id,
        billNo: row.billNo,
        summary: back ? `冲销${info.title}${row.billNo}：${reason}` : `${info.title}${row.billNo}${row.remark ? `：${row.remark}` : ''}`.slice(0, 200),
        createBy: auth.user.username,
        requireLiveCompany: !back,
      });
      await moveSettlementMoney(
        tx,
        { tenantId: row.tenantId, counterpartyId: row.counterpartyId, direction: info.direction, kind: back ? 'paymentReverse' : 'payment', remark: `${back ? '冲销' : ''}${info.title} ${row.billNo} ${row.amount}元`, by: by(auth) },
        shares.map((s) => ({ settlementId: s.settlementId, paid: back ? dec(s.amount).neg() : dec(s.amount) })),
      );
    }
    const stamp =
      action === 'review'
        ? { reviewedBy: who(auth), reviewedTime: now }
        : action === 'done'
          ? { doneBy: who(auth), doneTime: now }
          : { voidReason: reason, voidedBy: who(auth), voidedTime: now };
    const [moved] = await tx
      .update(coalMoneyBill)
      .set({ status: t.to, ...stamp, rev: sql`${coalMoneyBill.rev} + 1`, updateBy: auth.user.username, updateTime: now })
      .where(and(eq(coalMoneyBill.id, row.id), inArray(coalMoneyBill.status, [...t.from])))
      .returning({ id: coalMoneyBill.id });
    if (!moved) throw new BizError(MoneyBillTexts.stale);
    // A freight bill (汽运运费) voided or reversed no longer pays its trips: they may be billed again.
    if (kind === 'payment' && (action === 'void' || action === 'reverse')) {
      await tx.update(coalTruckFreightItem).set({ live: false }).where(and(eq(coalTruckFreightItem.billId, row.id), eq(coalTruckFreightItem.live, true)));
    }
    await recordBillEvent(tx, { tenantId: row.tenantId, billId: row.id, kind: action, fromStatus: row.status, toStatus: t.to, remark: reason, by: by(auth) });
  });
  return { record: await loadOne(ctx, entity, auth, input.id), before };
}

/** `queryById`: the bill as the list shows it, its shares with each settlement's number and what is open on it now, the advance and the timeline. */
export async function billDetail(ctx: AppContext, auth: RequestAuth, kind: MoneyBillKind, id: string): Promise<MoneyBillDetail> {
  const record = await loadOne(ctx, moneyBillEntities[kind], auth, id);
  const rows = await ctx.db
    .select({ settlementId: coalMoneyBillSettlement.settlementId, amount: coalMoneyBillSettlement.amount, settlementNo: coalSettlement.settlementNo, totalAmount: coalSettlement.totalAmount, paidAmount: coalSettlement.paidAmount, status: coalSettlement.status })
    .from(coalMoneyBillSettlement)
    .leftJoin(coalSettlement, eq(coalSettlement.id, coalMoneyBillSettlement.settlementId))
    .where(eq(coalMoneyBillSettlement.billId, id))
    .orderBy(sql`${coalSettlement.financeReviewedDate} asc nulls last`, asc(coalSettlement.settlementNo));
  const allocations: MoneyBillAllocation[] = rows.map((r) => ({
    settlementId: r.settlementId,
    settlementNo: r.settlementNo ?? '',
    amount: r.amount,
    totalAmount: r.totalAmount ?? '0.00',
    paidAmount: r.paidAmount ?? '0.00',
    outstanding: money(dec(r.totalAmount ?? 0).minus(dec(r.paidAmount ?? 0))),
    status: r.status ?? '',
  }));
  const advance = money(dec(String(record.amount)).minus(allocatedSum(allocations)));
  return { ...(record as MoneyBillDetail), kind, allocations, advance, events: await billEvents(ctx.db, id) };
}
