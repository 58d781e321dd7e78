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
const TENANT = 1;
const CARS = 200;
const SEED = 20261125;

const id = (key: string) => seedId(`demo:${key}`);
const own = { tenantId: TENANT, createBy: 'demo' };

/** Rows of each table, as written. */
export type DemoCounts = Record<string, number>;

/** Builds the whole demo company in memory: every run gives the same rows. */
export function demoRows() {
  const r = seededRandom(SEED);
  const city = (c: City) => DIVISIONS[c];
  const company = (name: string, c: City) => ({
    name,
    creditCode: creditCode(r, city(c)),
    contact: personName(r),
    phone: mobile(r),
    bankName: `${r.pick(BANKS)}${c}分行`,
    bankAccount: bankAccount(r),
  });
  const provinceOf = (c: City) => (city(c).startsWith('14') ? '山西省' : city(c).startsWith('61') ? '陕西省' : city(c).startsWith('15') ? '内蒙古自治区' : city(c).startsWith('13') ? '河北省' : '');

  const suppliers = SUPPLIERS.map(([name, mine, c], i) => ({ id: id(`supplier:${i}`), ...own, ...company(name, c), mine, address: `${provinceOf(c)}${c}市${mine}` }));
  const consumers = CONSUMERS.map(([name, c], i) => ({ id: id(`consumer:${i}`), ...own, ...company(name, c), address: `${provinceOf(c)}${c}市` }));
  const consignees = CONSUMERS.flatMap(([, c, places], i) =>
    places.map((place, j) => ({ id: id(`consignee:${i}:${j}`), ...own, name: place, consumerId: id(`consumer:${i}`), address: `${provinceOf(c)}${c}市`, contact: personName(r), phone: mobile(r) })),
  );
  const carriers = CARRIERS.map(([name, c], i) => ({
    id: id(`carrier:${i}`),
    ...own,
    ...company(name, c),
    address: `${provinceOf(c)}${c}市`,
    // 道路运输经营许可证号: the division and a serial.
    licenceNo: `${city(c)}${String(r.int(1, 999999)).padStart(6, '0')}`,
  }));

  // 200 cars, each with its driver, spread over the carriers; plates of the carrier's province, some new-energy.
  const plates = new Set<string>();
  const idNumbers = new Set<string>();
  const drivers: (typeof coalDriver.$inferInsert)[] = [];
  const cars: (typeof coalCar.$inferInsert)[] = [];
  const homes = Object.values(DIVISIONS).filter((d) => /^(14|61|15)/.test(d));
  for (let i = 0; i < CARS; i++) {
    const carrierIndex = i % CARRIERS.length;
    const carrierCity = CARRIERS[carrierIndex][1];
    const province = city(carrierCity).startsWith('14') ? '晋' : city(carrierCity).startsWith('61') ? '陕' : '蒙';
    let idNo = idNumber(r, r.pick(homes));
    while (idNumbers.has(idNo)) idNo = idNumber(r, r.pick(homes));
    idNumbers.add(idNo);
    const driverId = id(`driver:${i}`);
    drivers.push({
      id: driverId,
      ...own,
      name: personName(r),
      phone: mobile(r),
      idNumber: idNo,
      // A driving licence carries the holder's ID number.
      licenceNo: idNo,
      qualificationNo: `${idNo.slice(0, 6)}${String(r.int(1, 99999999)).padStart(8, '0')}`,
      carrierId: id(`carrier:${carrierIndex}`),
      verified: r.chance(0.8),
    });
    const newEnergy = r.chance(0.08);
    let plate = plateNo(r, province, newEnergy);
    while (plates.has(plate)) plate = plateNo(r, province, newEnergy);
    plates.add(plate);
    const dump = r.chance(0.2);
    // 6-axle tractors: tare 15–17 t and a load keeping the pair under 49 t; 4-axle dump trucks under 31 t.
    const maxGrossKg = dump ? 31000 : 49000;
    const refTareKg = dump ? r.int(120, 135) * 100 : r.int(150, 172) * 100;
    const status = i % 67 === 5 ? 'blacklisted' : i % 41 === 7 ? 'disabled' : 'enabled';
    cars.push({
      id: id(`car:${i}`),
      ...own,
      plateNo: plate,
      vehicleType: dump ? 'dump' : 'tractor',
      axles: dump ? 4 : 6,
      refTareKg,
      ratedLoadKg: Math.floor((maxGrossKg - refTareKg) / 1000) * 1000,
      maxGrossKg,
      emission: newEnergy ? 'nev' : r.pick(['cn5', 'cn6', 'cn6']),
      transportCertNo: `${city(carrierCity)}${String(r.int(1, 999999)).padStart(6, '0')}`,
      carrierId: id(`carrier:${carrierIndex}`),
      driverId,
      rfid: `E2801160${r.chars('0123456789ABCDEF', 16)}`,
      status,
    });
  }

  const materials = MATERIALS.map(([code, name, category, qnetArMin, qnetArMax, mtMax, adMax, stdMax, vdafMin]) => ({
    id: id(`material:${code}`), ...own, code, name, category, qnetArMin, qnetArMax, mtMax, adMax, stdMax, vdafMin,
  }));
  const yards = YARDS.map(([code, name, , address, capacityT, longitude, latitude]) => ({ id: id(`yard:${code}`), ...own, code, name, address, capacityT, longitude, latitude }));
  const stockpiles = YARDS.flatMap(([code], y) =>
    [0, 1, 2, 3].map((k) => {
      const m = materials[(y + k) % 3 === 0 ? k % materials.length : (y + k) % 3];
      const capacity = r.int(3, 8) * 10000;
      return { id: id(`stockpile:${code}:${k}`), ...own, yardId: id(`yard:${code}`), name: `${k + 1}号垛`, capacityT: String(capacity), stockT: `${r.int(0, capacity * 0.8)}.${r.int(0, 999)}`, materialId: m.id };
    }),
  );
  const scales = YARDS.flatMap(([code, name], y) =>
    [1, 2].map((k) => ({
      id: id(`scale:${code}:${k}`),
      ...own,
      code: `SC${String(y + 1).padStart(2, '0')}${k}`,
      name: `${name}${k}号地磅`,
      yardId: id(`yard:${code}`),
      capacityKg: 150000,
      divisionKg: 50,
      verifiedOn: `2026-0${r.int(1, 9)}-${String(r.int(10, 28))}`,
      deviceNo: `SCALE-${code}-${k}`,
    })),
  );
  const ports = PORTS.map(([code, name, address, longitude, latitude]) => ({ id: id(`port:${code}`), ...own, code, name, address, longitude, latitude }));
  const berths = PORTS.flatMap(([code, , , , , names]) => names.map((name, k) => ({ id: id(`berth:${code}:${k}`), ...own, portId: id(`port:${code}`), name, tonnageT: String(r.pick([50000, 70000, 100000])) })));
  const platforms = PLATFORMS.map(([code, name, station, capacityT, longitude, latitude]) => ({ id: id(`platform:${code}`), ...own, code, name, station, capacityT, longitude, latitude }));
  const accounts = [
    { key: 'company:1', holder: '山西晋煤运销有限公司', bankName: '中国工商银行太原分行', accountType: 'company', openingBalance: '12500000.00' },
    { key: 'company:2', holder: '山西晋煤运销有限公司', bankName: '中国建设银行太原分行', accountType: 'company', openingBalance: '4800000.00' },
    ...consumers.slice(0, 3).map((c, i) => ({ key: `consumer:${i}`, holder: c.name, bankName: c.bankName, accountType: 'consumer', openingBalance: '0.00' })),
    ...suppliers.slice(0, 3).map((s, i) => ({ key: `supplier:${i}`, holder: s.name, bankName: s.bankName, accountType: 'supplier', openingBalance: '0.00' })),
  ].map(({ key, ...a }) => ({ id: id(`account:${key}`), ...own, ...a, accountNo: bankAccount(r) }));

  return { suppliers, consumers, consignees, carriers, drivers, cars, materials, yards, stockpiles, scales, ports, berths, platforms, accounts };
}

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
      for (let i = 0; i < list.length; i += 500) await tx.insert(table).values(list.slice(i, i + 500) as never);
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
  const rows = demoContractRows(businessToday(now));
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
  const rows = demoDispatchRows(businessToday(now), demoRows(), contracts, newPickupToken);
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
