import { and, asc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { formatBusinessDate, monthBills, monthSpan, ServiceFeeTexts, type FeeBillDraft, type FeeRule, type FeeWeighing, type ServiceFeeGenerateResult, type ServiceFeePayerKind, type ServiceFeePayerOrg, type ServiceFeeBasis } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { newId } from '../../../core/db/schema/common';
import { coalBill } from '../coalBill/table';
import { coalWeighing } from '../weighing/table';
import { orgColumnsOf, payerName } from './payer';
import { coalServiceFeeBill, coalServiceFeeBillLine, coalServiceFeeRule } from './table';

export interface GenerateOptions {
  /** Void the payers' drafts of the month and write them anew; confirmed bills stay. */
  regenerate?: boolean;
  /** Who asked (a user name, or `system` for the monthly job). */
  by: string;
}

/** Changed bills, for the lists to hear of after the commit. */
export interface GenerateOutcome extends ServiceFeeGenerateResult {
  changed: { id: string; carrierId: string | null; consumerId: string | null; supplierId: string | null }[];
}

/** The tenant's rules, oldest first (a bill's lines keep that order). */
async function rulesOf(db: Db, tenantId: number | null): Promise<FeeRule[]> {
  const rows = await db.select().from(coalServiceFeeRule).where(and(eq(coalServiceFeeRule.tenantId, tenantId ?? -1), eq(coalServiceFeeRule.enabled, true))).orderBy(asc(coalServiceFeeRule.createTime), asc(coalServiceFeeRule.id));
  return rows.map((r) => ({ id: r.id, name: r.name, payerKind: r.payerKind as ServiceFeePayerKind, payerOrg: (r.payerOrg ?? null) as ServiceFeePayerOrg | null, payerId: r.payerId, basis: r.basis as ServiceFeeBasis, rate: r.rate, validFrom: r.validFrom, validTo: r.validTo, enabled: r.enabled }));
}

/**
 * The month's completed weighings of the tenant (voided and reversed ones are not `completed`), by gross time in
 * China time; `billed` when its coal bill is not voided.
 */
export async function monthWeighings(db: Db, tenantId: number | null, month: string): Promise<FeeWeighing[]> {
  const { from, to } = monthSpan(month);
  const rows = await db
    .select({ id: coalWeighing.id, direction: coalWeighing.direction, carrierId: coalWeighing.carrierId, consumerId: coalWeighing.consumerId, supplierId: coalWeighing.supplierId, settleKg: coalWeighing.settleKg, grossTime: coalWeighing.grossTime, billStatus: coalBill.status })
    .from(coalWeighing)
    .leftJoin(coalBill, eq(coalBill.weighingId, coalWeighing.id))
    .where(and(eq(coalWeighing.tenantId, tenantId ?? -1), eq(coalWeighing.status, 'completed'), gte(coalWeighing.grossTime, from), lt(coalWeighing.grossTime, to)))
    .orderBy(asc(coalWeighing.grossTime), asc(coalWeighing.id));
  return rows.map((r) => ({
    id: r.id,
    direction: r.direction === 'purchase' ? 'purchase' : 'sales',
    carrierId: r.carrierId,
    consumerId: r.consumerId,
    supplierId: r.supplierId,
    settleKg: r.settleKg ?? 0,
    day: formatBusinessDate(r.grossTime!),
    billed: r.billStatus !== null && r.billStatus !== 'void',
  }));
}

/**
 * Writes a month's fee bills of a tenant: one per payer some rule charges, for payers without a live bill of the
 * month; with `regenerate`, a payer's draft is voided (重新生成账单) and its new bill written in the same
 * transaction, and a draft whose payer is charged nothing any more is voided. Confirmed bills are never touched.
 * The month's generation is serialised per tenant by an advisory lock, and the partial unique index keeps one live
 * bill per payer and month whatever happens: running twice writes nothing new.
 */
export async function generateMonth(db: Db, tenantId: number | null, month: string, opts: GenerateOptions): Promise<GenerateOutcome> {
  const drafts = monthBills(await rulesOf(db, tenantId), await monthWeighings(db, tenantId, month));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`coal_service_fee:${tenantId}:${month}`}))`);
    const live = await tx.select().from(coalServiceFeeBill).where(and(eq(coalServiceFeeBill.tenantId, tenantId ?? -1), eq(coalServiceFeeBill.month, month), ne(coalServiceFeeBill.status, 'void')));
    const liveOf = new Map(live.map((b) => [`${b.payerOrg}:${b.payerId}`, b]));
    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(coalServiceFeeBill).where(and(eq(coalServiceFeeBill.tenantId, tenantId ?? -1), eq(coalServiceFeeBill.month, month)));
    let seq = n;
    const out: GenerateOutcome = { month, written: 0, voided: 0, kept: 0, changed: [] };
    const now = new Date();
    const voidDraft = async (b: (typeof live)[number]) => {
      await tx.update(coalServiceFeeBill).set({ status: 'void', voidReason: ServiceFeeTexts.regenerated, voidedBy: opts.by, voidedTime: now, updateBy: opts.by, updateTime: now }).where(and(eq(coalServiceFeeBill.id, b.id), eq(coalServiceFeeBill.status, 'draft')));
      out.voided += 1;
      out.changed.push({ id: b.id, carrierId: b.carrierId, consumerId: b.consumerId, supplierId: b.supplierId });
    };
    const charged = new Set<string>();
    for (const d of drafts) {
      const key = `${d.payer.org}:${d.payer.id}`;
      charged.add(key);
      const existing = liveOf.get(key);
      if (existing && !(opts.regenerate && existing.status === 'draft')) {
        out.kept += 1;
        continue;
      }
      if (existing) await voidDraft(existing);
      seq += 1;
      out.changed.push(await writeBill(tx, tenantId, month, seq, d, opts.by));
      out.written += 1;
    }
    if (opts.regenerate) for (const b of live) if (b.status === 'draft' && !charged.has(`${b.payerOrg}:${b.payerId}`)) await voidDraft(b);
    return out;
  });
}

async function writeBill(tx: Db, tenantId: number | null, month: string, seq: number, d: FeeBillDraft, by: string) {
  const id = newId();
  const orgs = orgColumnsOf(d.payer.org, d.payer.id);
  const weighings = new Set(d.lines.flatMap((l) => l.weighingIds));
  await tx.insert(coalServiceFeeBill).values({
    id,
    tenantId,
    billNo: `FW${month.replace('-', '')}${String(seq).padStart(4, '0')}`,
    month,
    payerKind: d.payerKind,
    payerOrg: d.payer.org,
    payerId: d.payer.id,
    payerName: (await payerName(tx, tenantId, d.payer.org, d.payer.id)) ?? d.payer.id,
    weighingCount: weighings.size,
    totalAmount: d.totalAmount,
    status: 'draft',
    ...orgs,
    createBy: by,
  });
  await tx.insert(coalServiceFeeBillLine).values(d.lines.map((l, i) => ({ tenantId, billId: id, seq: i + 1, ruleId: l.ruleId, ruleName: l.ruleName, basis: l.basis, rate: l.rate, quantity: l.quantity, amount: l.amount, weighingIds: l.weighingIds })));
  return { id, ...orgs };
}

/** Tenants with an enabled rule: the monthly job bills these. */
export async function tenantsWithRules(db: Db): Promise<(number | null)[]> {
  const rows = await db.selectDistinct({ tenantId: coalServiceFeeRule.tenantId }).from(coalServiceFeeRule).where(eq(coalServiceFeeRule.enabled, true));
  return rows.map((r) => r.tenantId);
}
