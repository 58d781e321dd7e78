import { and, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../core/db/client';
import { sysConfig } from '../../../core/db/schema/index';
import { coalAccount } from '../account/table';
import { coalBerth } from '../berth/table';
import { coalCar } from '../car/table';
import { coalCarrier } from '../carrier/table';
import { coalConsignee } from '../consignee/table';
import { coalConsumer } from '../consumer/table';
import { coalDriver } from '../driver/table';
import { coalFreightYard } from '../freightYard/table';
import { coalMaterial } from '../material/table';
import { coalPlatform } from '../platform/table';
import { coalPort } from '../port/table';
import { coalScale } from '../scale/table';
import { coalStockpile } from '../stockpile/table';
import { coalSupplier } from '../supplier/table';
import { seedId } from '../../../core/db/seed-id';
import { BANKS, CARRIERS, CONSUMERS, DIVISIONS, MATERIALS, PLATFORMS, PORTS, SUPPLIERS, YARDS, type City } from './data';
import { bankAccount, creditCode, idNumber, mobile, personName, plateNo } from './identities';
import { seededRandom } from './random';
import { businessToday } from '@meiyun/shared';
import { usersHolding } from '../../../core/auth/permissions';
import { writeSystemMessage } from '../../sys/announcement/system-message';
import { contractPage } from '../contract/notify';
import { coalContract, coalContractEvent, coalContractSupplement } from '../contract/table';
import { demoContractRows } from './contracts';
import { demoDispatchRows } from './dispatch';
import { coalDispatchEvent, coalDispatchPlan } from '../dispatchPlan/table';
import { coalPickupOrder } from '../pickupOrder/table';
import { newPickupToken } from '../pickupOrder/service';

/** The marker remembering the demo company was written (sys_config), so a second start adds nothing. */
export const DEMO_MARKER = 'seeded:demo';
/** Each business feature's demo rows come with their own marker, so a demo company written by an earlier version gets them too. */
export const DEMO_CONTRACTS_MARKER = 'seeded:demo:contracts';
export const DEMO_DISPATCH_MARKER = 'seeded:demo:dispatch';
import { DEMO_TENANT as TENANT, demoRows } from './company';
import { insertInChunks } from './bulk';
import { bringTodayBeforeNow } from './days';

/** Rows of each table, as written. */
export type DemoCounts = Record<string, number>;

const TABLES = {
  suppliers: coalSupplier, consumers: coalConsumer, consignees: coalConsignee, carriers: coalCarrier, drivers: coalDriver, cars: coalCar, materials: coalMaterial,
  yards: coalFreightYard, stockpiles: coalStockpile, scales: coalScale, ports: coalPort, berths: coalBerth, platforms: coalPlatform, accounts: coalAccount,
} satisfies Record<keyof ReturnType<typeof demoRows>, PgTable>;

/**
 * DEMO_DATA=1: writes the demo company into tenant 1 once, in one transaction, with bulk inserts. Nothing is written
 * when it was written before (the marker) or when tenant 1 already keeps business organisations of its own (a real
 * deployment started with the setting by mistake). Answers what it wrote, or null.
 */
export async function seedDemoData(db: Db): Promise<DemoCounts | null> {
  const [done] = await db.select({ key: sysConfig.key }).from(sysConfig).where(eq(sysConfig.key, DEMO_MARKER));
  if (done) return null;
  for (const t of [coalSupplier, coalConsumer, coalCarrier, coalCar]) {
    const [any] = await db.select({ n: sql<number>`1` }).from(t).where(and(eq(t.tenantId, TENANT))).limit(1);
    if (any) return null;
  }
  const rows = demoRows();
  const counts: DemoCounts = {};
  await db.transaction(async (tx) => {
    // The marker first: of two instances starting at once, the second waits on it and then writes nothing.
    const [first] = await tx.insert(sysConfig).values({ key: DEMO_MARKER, value: '1' }).onConflictDoNothing().returning({ key: sysConfig.key });
    if (!first) return;
    for (const [name, table] of Object.entries(TABLES) as [keyof typeof TABLES, PgTable][]) {
      const list = rows[name] as Record<string, unknown>[];
      await insertInChunks(tx, table, list, 500);
      counts[name] = list.length;
    }
  });
  return Object.keys(counts).length ? counts : null;
}

/**
 * The demo company's contracts (modules/coal/demo/contracts.ts), written once beside the company, dated around the
 * day of the first start, with the bell messages they would have sent: contracts waiting for approval to those who
 * may approve, the expiry warnings to their owner.
 */
export async function seedDemoContracts(db: Db, now = new Date()): Promise<DemoCounts | null> {
  const [company] = await db.select({ key: sysConfig.key }).from(sysConfig).where(eq(sysConfig.key, DEMO_MARKER));
  const [done] = await db.select({ key: sysConfig.key }).from(sysConfig).where(eq(sysConfig.key, DEMO_CONTRACTS_MARKER));
  if (!company || done) return null;
  const [any] = await db.select({ n: sql<number>`1` }).from(coalContract).where(eq(coalContract.tenantId, TENANT)).limit(1);
  if (any) return null;
  const today = businessToday(now);
  const rows = demoContractRows(today);
  // A contract drafted today, or today's expiry warnings, not yet at this hour: earlier today.
  bringTodayBeforeNow(today, now, { rows: rows.contracts, fields: ['createTime'] }, { rows: rows.events, fields: ['time'] }, { rows: rows.supplements, fields: ['createTime', 'decidedTime'] });
  let written = false;
  await db.transaction(async (tx) => {
    const [first] = await tx.insert(sysConfig).values({ key: DEMO_CONTRACTS_MARKER, value: '1' }).onConflictDoNothing().returning({ key: sysConfig.key });
    if (!first) return;
    await tx.insert(coalContract).values(rows.contracts);
    await tx.insert(coalContractEvent).values(rows.events);
    if (rows.supplements.length) await tx.insert(coalContractSupplement).values(rows.supplements);
    const approvers = await usersHolding(tx, 'coal:contract:approve', TENANT);
    for (const n of rows.notices) {
      const approve = n.kind === 'approve';
      await writeSystemMessage(tx, {
        tenantId: TENANT,
        userIds: approve ? approvers : [seedId('user:admin')],
        title: approve ? `合同待审批：${n.contractNo}` : `合同即将到期：${n.contractNo}`,
        lines: approve
          ? [`合同 ${n.contractNo}（${n.counterpartyName}）提交审批，状态：草稿 → 审批中。`, '意见：请审批', '操作人：王建国（业务员）']
          : [`合同 ${n.contractNo}（${n.counterpartyName}）将于 ${n.endDate} 到期，还有 ${n.daysLeft} 天。`, '请及时安排执行完毕或签订补充协议延期。'],
        busType: 'coal_contract',
        busId: n.contractId,
        openPage: contractPage(n.contractId),
        sender: approve ? '王建国（业务员）' : '系统',
      });
    }
    written = true;
  });
  return written ? { contracts: rows.contracts.length, contractEvents: rows.events.length, contractSupplements: rows.supplements.length } : null;
}

/**
 * The yard's dispatch (modules/coal/demo/dispatch.ts) — plans against the executing demo contracts and today's pickup
 * orders — written once, dated around the day of the start that writes it, against the contracts as stored.
 */
export async function seedDemoDispatch(db: Db, now = new Date()): Promise<DemoCounts | null> {
  const markers = await db.select({ key: sysConfig.key }).from(sysConfig).where(sql`${sysConfig.key} in (${DEMO_CONTRACTS_MARKER}, ${DEMO_DISPATCH_MARKER})`);
  if (!markers.some((m) => m.key === DEMO_CONTRACTS_MARKER) || markers.some((m) => m.key === DEMO_DISPATCH_MARKER)) return null;
  const [any] = await db.select({ n: sql<number>`1` }).from(coalDispatchPlan).where(eq(coalDispatchPlan.tenantId, TENANT)).limit(1);
  if (any) return null;
  const contracts = await db.select().from(coalContract).where(and(eq(coalContract.tenantId, TENANT), eq(coalContract.createBy, 'demo'), eq(coalContract.delFlag, 0)));
  const today = businessToday(now);
  const rows = demoDispatchRows(today, demoRows(), contracts, newPickupToken);
  // Tomorrow's plans are written this afternoon: earlier today when the afternoon has not come.
  bringTodayBeforeNow(today, now, { rows: rows.plans, fields: ['createTime', 'approvedTime', 'closedTime'] }, { rows: rows.events, fields: ['time'] }, { rows: rows.orders, fields: ['createTime'] });
  let written = false;
  await db.transaction(async (tx) => {
    const [first] = await tx.insert(sysConfig).values({ key: DEMO_DISPATCH_MARKER, value: '1' }).onConflictDoNothing().returning({ key: sysConfig.key });
    if (!first || !rows.plans.length) return;
    await tx.insert(coalDispatchPlan).values(rows.plans);
    await tx.insert(coalDispatchEvent).values(rows.events);
    if (rows.orders.length) await tx.insert(coalPickupOrder).values(rows.orders);
    written = true;
  });
  return written ? { dispatchPlans: rows.plans.length, pickupOrders: rows.orders.length } : null;
}
