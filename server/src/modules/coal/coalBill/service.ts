import { and, eq, inArray } from 'drizzle-orm';
import { COAL_BILL_STATUS_ITEMS, COAL_BILL_VALID_HOURS, CoalBillTexts, type CoalBillStatus, type CoalBillVerification } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import type { RequestAuth } from '../../../core/auth/guard';
import { loadOne, loadScoped, notFound } from '../../../core/crud/service';
import type { ApiRecord } from '../../../core/crud/index';
import type { Db } from '../../../core/db/client';
import { sysTenant } from '../../../core/db/schema/index';
import { newId } from '../../../core/db/schema/common';
import { fmtTime } from '../../../core/http/dates';
import { BizError } from '../../../core/http/envelope';
import { orgOf } from '../../../core/tenancy/index';
import { nextNumber } from '../../sys/fill-rule/service';
import { actorOf } from '../actor';
import { coalConsignee } from '../consignee/table';
import { coalMaterial } from '../material/table';
import { recordWeighingEvent } from '../weighing/events';
import { coalBillEntity } from './entity';
import { decodeBillCode, encodeBillCode, sameFacts, type BillFacts } from './code';
import { coalBill } from './table';

/** The numbering rule of coal bills (sys fill-rule seed): MP + yyyyMMdd + 5 digits. */
export const BILL_NO_RULE = 'coal_ticket_no';

/** The completed sale weighing a bill is issued for (its row as the weighing's transaction has it). */
export interface BilledWeighing {
  id: string;
  tenantId: number | null;
  weighNo: string;
  pickupOrderId: string;
  contractId: string;
  contractNo: string;
  consigneeId: string | null;
  plateNo: string;
  driverName: string | null;
  materialId: string;
  grossKg: number;
  tareKg: number;
  netKg: number;
  carrierId: string;
  supplierId: string | null;
  consumerId: string | null;
}

/**
 * 开具电子煤票, inside the transaction of the weighing that completes a sale: numbered by the rule, good for 48 hours,
 * its facts signed into `qr_code`. The shipper (发货单位) is our company, the tenant. Answers the new bill's id.
 */
export async function issueBill(ctx: AppContext, tx: Db, w: BilledWeighing, now: Date, by: string): Promise<{ id: string; billNo: string }> {
  const billNo = await nextNumber(tx, BILL_NO_RULE, now);
  const [tenant] = w.tenantId === null ? [] : await tx.select({ name: sysTenant.name }).from(sysTenant).where(eq(sysTenant.id, w.tenantId));
  const facts: BillFacts = {
    billId: newId(),
    billNo,
    tenantId: w.tenantId,
    weighNo: w.weighNo,
    plateNo: w.plateNo,
    driverName: w.driverName,
    shipper: tenant?.name ?? '',
    consigneeId: w.consigneeId,
    materialId: w.materialId,
    grossKg: w.grossKg,
    tareKg: w.tareKg,
    netKg: w.netKg,
    issuedAt: now,
    validUntil: new Date(now.getTime() + COAL_BILL_VALID_HOURS * 3600_000),
  };
  await tx.insert(coalBill).values({
    id: facts.billId,
    tenantId: w.tenantId,
    billNo,
    weighingId: w.id,
    weighNo: w.weighNo,
    pickupOrderId: w.pickupOrderId,
    contractId: w.contractId,
    contractNo: w.contractNo,
    shipper: facts.shipper,
    consigneeId: w.consigneeId,
    plateNo: w.plateNo,
    driverName: w.driverName,
    materialId: w.materialId,
    grossKg: w.grossKg,
    tareKg: w.tareKg,
    netKg: w.netKg,
    issuedAt: facts.issuedAt,
    validUntil: facts.validUntil,
    qrCode: encodeBillCode(ctx.config.secretsFile, facts),
    status: 'issued',
    carrierId: w.carrierId,
    supplierId: w.supplierId,
    consumerId: w.consumerId,
    createBy: by,
    createTime: now,
  });
  return { id: facts.billId, billNo };
}

/** Moves the weighing's bill from one of `from` to `to` (in the caller's transaction); answers its id when it moved. */
export async function moveBillOfWeighing(tx: Db, weighingId: string, from: readonly CoalBillStatus[], to: CoalBillStatus, now: Date, extra: Partial<typeof coalBill.$inferInsert> = {}): Promise<string | null> {
  const [row] = await tx
    .update(coalBill)
    .set({ status: to, updateTime: now, ...extra })
    .where(and(eq(coalBill.weighingId, weighingId), inArray(coalBill.status, [...from])))
    .returning({ id: coalBill.id });
  return row?.id ?? null;
}

const statusText = (s: string) => COAL_BILL_STATUS_ITEMS.find(([v]) => v === s)?.[1] ?? s;

/**
 * 煤票核验 by anyone holding the code: the facts when the code is this deployment's signature and the stored bill
 * still says the same, with its state now (void and expired said plainly); anything else is 煤票无效, without
 * saying which check failed.
 */
export async function verifyBillCode(ctx: AppContext, code: string, now = new Date()): Promise<CoalBillVerification> {
  const signed = decodeBillCode(ctx.config.secretsFile, code);
  if (!signed) throw new BizError(CoalBillTexts.invalid);
  const [bill] = await ctx.db.select().from(coalBill).where(eq(coalBill.id, signed.billId));
  if (!bill || bill.tenantId !== signed.tenantId) throw new BizError(CoalBillTexts.invalid);
  const stored: BillFacts = { ...bill, billId: bill.id };
  if (!sameFacts(stored, signed) || bill.qrCode !== code.trim()) throw new BizError(CoalBillTexts.invalid);
  const [consignee] = bill.consigneeId ? await ctx.db.select({ name: coalConsignee.name }).from(coalConsignee).where(eq(coalConsignee.id, bill.consigneeId)) : [];
  const [material] = await ctx.db.select({ name: coalMaterial.name }).from(coalMaterial).where(eq(coalMaterial.id, bill.materialId));
  return {
    billNo: bill.billNo,
    shipper: bill.shipper,
    consignee: consignee?.name ?? null,
    plateNo: bill.plateNo,
    driverName: bill.driverName,
    material: material?.name ?? '',
    grossKg: bill.grossKg,
    tareKg: bill.tareKg,
    netKg: bill.netKg,
    issuedAt: fmtTime(bill.issuedAt) ?? '',
    validUntil: fmtTime(bill.validUntil) ?? '',
    status: bill.status as CoalBillStatus,
    statusText: statusText(bill.status),
    expired: now.getTime() > bill.validUntil.getTime(),
    void: bill.status === 'void',
  };
}

/**
 * 核验 by the receiving site's clerk (signed in): 已开具 or 在途 → 已核验, one guarded update, a line on the
 * weighing's timeline. An expired bill is refused. Our staff and the consignee's customer (a consumer's user) may
 * confirm; a carrier's may not (it carries the coal).
 */
export async function receiveBill(ctx: AppContext, auth: RequestAuth, id: string): Promise<{ record: ApiRecord; before: ApiRecord }> {
  const org = orgOf(auth.user);
  if (org && org.kind !== 'consumer') throw new BizError('煤票核验由本公司或收货客户办理');
  const [before] = await loadScoped(ctx.db, coalBillEntity, auth, [id]);
  if (!before) throw notFound();
  const actor = actorOf(auth);
  await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(coalBill)
      .set({ status: 'verified', receivedBy: auth.user.username, receivedTime: now, updateBy: auth.user.username, updateTime: now })
      .where(and(eq(coalBill.id, id), inArray(coalBill.status, ['issued', 'inTransit'])))
      .returning({ weighingId: coalBill.weighingId, validUntil: coalBill.validUntil, from: coalBill.status });
    if (!row) throw new BizError(CoalBillTexts.receiveNotOpen);
    if (row.validUntil.getTime() < now.getTime()) throw new BizError(CoalBillTexts.expired);
    await recordWeighingEvent(tx, { tenantId: auth.tenantId, weighingId: row.weighingId, billId: id, kind: 'billReceive', fromStatus: String(before.status), toStatus: 'verified', by: actor });
  });
  return { record: await loadOne(ctx, coalBillEntity, auth, id), before };
}
