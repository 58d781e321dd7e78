import { and, eq, sql } from 'drizzle-orm';
import { businessToday, dec, tonnes } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { sysConfig } from '../../../core/db/schema/index';
import { seedId } from '../../../core/db/seed-id';
import { coalContract } from '../contract/table';
import { coalDispatchEvent, coalDispatchPlan } from '../dispatchPlan/table';
import { coalMaterial } from '../material/table';
import { coalPickupOrder } from '../pickupOrder/table';
import { newPickupToken } from '../pickupOrder/service';
import { coalQualityTest, coalQualityTestWeighing } from '../qualityTest/table';
import { derivedColumns } from '../qualityTest/values';
import { DEMO_WEIGHING_MARKER } from '../weighing/demo';
import { coalWeighing, coalWeighingEvent } from '../weighing/table';
import { DEMO_TENANT, demoRows } from './company';
import { insertInChunks } from './bulk';
import { addDays, at, bringTodayBeforeNow } from './days';
import { seededRandom, type Random } from './random';

const id = (key: string) => seedId(`demo:${key}`);
const TENANT = 1;
const MIN = 60_000;
const CODE = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * Which demo contracts ran in the past and how: the carrier and yard that moved them, the consignee of a sale, the
 * trucks a working day (a range), every how many days, and back how far (days before today; the contract's own
 * start and end bound it). The completed sale s7 ran until three weeks ago, so its unpaid sheets are the oldest.
 */
const RUNS: { contract: string; carrier: number; yard: string; consignee?: [number, number]; trucks: [number, number]; every: number; back: number }[] = [
  { contract: 's1', carrier: 0, yard: 'YD01', consignee: [0, 0], trucks: [3, 5], every: 1, back: 56 },
  { contract: 's2', carrier: 1, yard: 'YD01', consignee: [1, 0], trucks: [4, 6], every: 1, back: 56 },
  { contract: 's3', carrier: 3, yard: 'YD03', consignee: [2, 0], trucks: [2, 4], every: 1, back: 56 },
  { contract: 's9', carrier: 2, yard: 'YD02', consignee: [9, 0], trucks: [2, 4], every: 1, back: 56 },
  { contract: 's7', carrier: 6, yard: 'YD03', consignee: [6, 0], trucks: [3, 5], every: 2, back: 140 },
  { contract: 'p1', carrier: 5, yard: 'YD02', trucks: [3, 5], every: 1, back: 56 },
  { contract: 'p2', carrier: 4, yard: 'YD01', trucks: [3, 5], every: 1, back: 56 },
  { contract: 'p8', carrier: 7, yard: 'YD03', trucks: [2, 3], every: 1, back: 56 },
];

/**
 * What the lab measures of each sort, as ranges a real mine's coal falls in (coal-domain.md "Quality"): the thermal
 * coals by their net calorific value (5500, 5000, 4500 kcal/kg), the coking coal by ash, sulphur and caking index
 * (JM01, G), the PCI coal (PCM01) by calorific value, ash and grindability.
 */
const SORTS: Record<string, { qnet: [number, number]; mt: [number, number]; aad: [number, number]; vad: [number, number]; stad: [number, number]; g?: [number, number]; hgi?: [number, number] }> = {
  DL5500: { qnet: [22.6, 23.5], mt: [9, 14.5], aad: [14, 19], vad: [26, 30], stad: [0.5, 0.9] },
  DL5000: { qnet: [20.7, 21.6], mt: [11, 15.5], aad: [18, 23], vad: [25, 29], stad: [0.55, 0.75] },
  DL4500: { qnet: [18.7, 19.6], mt: [13, 19], aad: [24, 30], vad: [24, 28], stad: [0.6, 0.8] },
  JM01: { qnet: [27.5, 29.0], mt: [7, 11], aad: [9.3, 10.9], vad: [22, 27], stad: [0.72, 0.92], g: [76, 90] },
  PCM01: { qnet: [24.6, 26.0], mt: [7, 10], aad: [10.5, 12.8], vad: [16, 20], stad: [0.4, 0.6], hgi: [52, 72] },
};

const between = (r: Random, [min, max]: [number, number], places = 2) => (min + r.next() * (max - min)).toFixed(places);

function sample(r: Random, sort: string) {
  const s = SORTS[sort] ?? SORTS.DL5000;
  const qnetArMj = between(r, s.qnet);
  const values = {
    mt: between(r, s.mt, 1) + '0',
    mad: between(r, [1.5, 4]),
    aad: between(r, s.aad),
    vad: between(r, s.vad),
    stad: between(r, s.stad),
    qgrAd: (Number(qnetArMj) + 2.1 + r.next() * 0.4).toFixed(2),
    qnetArMj,
    g: s.g ? r.int(...s.g) : null,
    hgi: s.hgi ? r.int(...s.hgi) : null,
  };
  return { ...values, ...derivedColumns(values) };
}

type Contract = typeof coalContract.$inferSelect;
type Company = ReturnType<typeof demoRows>;

export interface DemoHistory {
  plans: (typeof coalDispatchPlan.$inferInsert)[];
  planEvents: (typeof coalDispatchEvent.$inferInsert)[];
  orders: (typeof coalPickupOrder.$inferInsert)[];
  weighings: (typeof coalWeighing.$inferInsert)[];
  weighingEvents: (typeof coalWeighingEvent.$inferInsert)[];
  tests: (typeof coalQualityTest.$inferInsert)[];
  testWeighings: (typeof coalQualityTestWeighing.$inferInsert)[];
}

const onScale = (kg: number, division: number) => Math.round(kg / division) * division;

/**
 * The weeks before `today` of the demo yard: for each contract that ran, a plan a working day, its trucks' pickup
 * orders (used), their weighings (completed, left the yard; a sale weighed tare first, a purchase gross first with
 * the mine's ticket weight) and one lab sample a contract and day covering that day's trucks, approved — what
 * settlements, fee bills and reports read. Numbers carry a 95xx serial of the day, clear of the rules' counters and
 * of the other demo rows. `materials` maps a material id to its code (DL5500 …).
 */
export function demoHistoryRows(today: string, company: Company, contracts: readonly Contract[], materials: ReadonlyMap<string, string>, r: Random, token: () => string): DemoHistory {
  const out: DemoHistory = { plans: [], planEvents: [], orders: [], weighings: [], weighingEvents: [], tests: [], testWeighings: [] };
  const byId = new Map(contracts.map((c) => [c.id, c]));
  const daySerial = new Map<string, number>();
  const next = (day: string) => {
    const n = (daySerial.get(day) ?? 0) + 1;
    daySerial.set(day, n);
    return n;
  };
  const scaleOf = new Map(company.scales.map((s) => [s.yardId, s]));
  for (const run of RUNS) {
    const contract = byId.get(id(`contract:${run.contract}`));
    if (!contract || !['executing', 'completed'].includes(contract.status)) continue;
    const carrierId = id(`carrier:${run.carrier}`);
    const yardId = id(`yard:${run.yard}`);
    const scale = scaleOf.get(yardId)!;
    const cars = company.cars.filter((c) => c.carrierId === carrierId && c.status === 'enabled');
    const sale = contract.direction === 'sales';
    const sort = materials.get(contract.materialId) ?? 'DL5000';
    for (let back = run.back; back >= 1; back -= run.every) {
      const day = addDays(today, -back);
      if (day < contract.startDate || day > contract.endDate) continue;
      const trucks = Math.min(cars.length, r.int(...run.trucks));
      const serial = next(day);
      const ymd = day.replaceAll('-', '');
      const planId = id(`history:plan:${run.contract}:${day}`);
      const planNo = `DD${ymd}${9500 + serial}`;
      out.plans.push({
        id: planId, tenantId: TENANT, planNo, contractId: contract.id, contractNo: contract.contractNo, direction: contract.direction, loadDate: day, slot: 'allDay',
        carrierId, consigneeId: run.consignee ? id(`consignee:${run.consignee[0]}:${run.consignee[1]}`) : null, supplierId: contract.supplierId, consumerId: contract.consumerId,
        materialId: contract.materialId, yardId, plannedTrucks: trucks, plannedT: tonnes(dec(trucks * 33)), status: 'completed',
        approvedBy: 'demo', approvedTime: at(addDays(day, -1), 16), createBy: 'demo', createTime: at(addDays(day, -1), 14),
      });
      const planEvent = (kind: string, time: Date, fromStatus: string | null, toStatus: string | null, remark?: string) =>
        out.planEvents.push({ id: id(`history:plan-event:${planId}:${kind}`), tenantId: TENANT, planId, kind, fromStatus, toStatus, remark, time, byUsername: 'demo', byRealname: '赵志强（调度员）' });
      planEvent('create', at(addDays(day, -1), 14), null, 'draft');
      planEvent('approve', at(addDays(day, -1), 16), 'draft', 'approved');
      const start = r.int(0, cars.length - 1);
      const weighed: { id: string; at: Date }[] = [];
      for (let k = 0; k < trucks; k++) {
        const car = cars[(start + k) % cars.length];
        const driver = company.drivers.find((d) => d.id === car.driverId)!;
        const orderId = id(`history:order:${run.contract}:${day}:${k}`);
        const orderNo = `THD${ymd}${95000 + serial * 20 + k}`;
        const enterAt = at(day, 7 + Math.floor((k * 10) / trucks), r.int(0, 59));
        out.orders.push({
          id: orderId, tenantId: TENANT, orderNo, token: token(), planId, planNo, contractId: contract.id, contractNo: contract.contractNo, carId: String(car.id), plateNo: String(car.plateNo),
          driverId: String(driver.id), driverName: String(driver.name), driverPhone: driver.phone ?? null, carrierId, supplierId: contract.supplierId, consumerId: contract.consumerId, yardId,
          materialId: contract.materialId, loadDate: day, validFrom: at(day, 0), validTo: at(day, 23, 59), status: 'used', createBy: 'demo', createTime: at(addDays(day, -1), 17, k),
        });
        const tareKg = onScale((car.refTareKg ?? 15000) + r.int(-6, 6) * 20, scale.divisionKg);
        const grossKg = onScale((car.maxGrossKg ?? 49000) - r.int(150, 1400), scale.divisionKg);
        const netKg = grossKg - tareKg;
        const ticketKg = sale ? null : netKg + r.int(-4, 8) * 20;
        const firstAt = new Date(enterAt.getTime() + 3 * MIN);
        const secondAt = new Date(firstAt.getTime() + r.int(22, 40) * MIN);
        const wid = id(`history:weighing:${run.contract}:${day}:${k}`);
        out.weighings.push({
          id: wid, tenantId: TENANT, weighNo: `BD${ymd}${95000 + serial * 20 + k}`, direction: contract.direction, pickupOrderId: orderId, pickupOrderNo: orderNo, planId,
          contractId: contract.id, contractNo: contract.contractNo, carId: String(car.id), plateNo: String(car.plateNo), driverName: String(driver.name), carrierId,
          supplierId: contract.supplierId, consumerId: contract.consumerId, consigneeId: run.consignee ? id(`consignee:${run.consignee[0]}:${run.consignee[1]}`) : null, yardId,
          materialId: contract.materialId, tareKg, tareTime: sale ? firstAt : secondAt, tareScaleId: scale.id, tareBy: 'demo', grossKg, grossTime: sale ? secondAt : firstAt,
          grossScaleId: scale.id, grossBy: 'demo', netKg, settleKg: netKg, ticketKg, profitLossKg: ticketKg === null ? null : netKg - ticketKg, status: 'completed',
          leftTime: new Date(secondAt.getTime() + 4 * MIN), createBy: 'demo', createTime: firstAt,
        });
        const [first, second] = sale ? (['tare', 'gross'] as const) : (['gross', 'tare'] as const);
        out.weighingEvents.push(
          { id: id(`history:weighing-event:${wid}:1`), tenantId: TENANT, weighingId: wid, kind: first, toStatus: sale ? 'tared' : 'grossed', remark: `${sale ? tareKg : grossKg}kg`, byUsername: 'demo', byRealname: '孙丽（司磅员）', time: firstAt },
          { id: id(`history:weighing-event:${wid}:2`), tenantId: TENANT, weighingId: wid, kind: second, fromStatus: sale ? 'tared' : 'grossed', toStatus: 'completed', remark: `${sale ? grossKg : tareKg}kg，净重${netKg}kg`, byUsername: 'demo', byRealname: '孙丽（司磅员）', time: secondAt },
          { id: id(`history:weighing-event:${wid}:3`), tenantId: TENANT, weighingId: wid, kind: 'leave', fromStatus: 'completed', toStatus: 'completed', byUsername: 'demo', byRealname: '孙丽（司磅员）', time: new Date(secondAt.getTime() + 4 * MIN) },
        );
        weighed.push({ id: wid, at: secondAt });
      }
      planEvent('complete', weighed[weighed.length - 1].at, 'executing', 'completed', `已过磅${trucks}车，计划${trucks}车`);
      // The day's sample of the contract: taken across the day's trucks, reported by the lab the next morning.
      const testId = id(`history:quality:${run.contract}:${day}`);
      const reported = at(addDays(day, 1), 10, r.int(0, 50));
      out.tests.push({
        id: testId, tenantId: TENANT, sampleNo: `CY${ymd}${r.chars(CODE, 4)}`, prepNo: `ZY${r.chars(CODE, 8)}`, labNo: `HY${r.chars(CODE, 8)}`, status: 'approved', planId, planNo,
        contractId: contract.id, contractNo: contract.contractNo, materialId: contract.materialId, consumerId: contract.consumerId, supplierId: contract.supplierId, weighingCount: weighed.length,
        sampledAt: at(day, 18), lab: '山西省煤炭质量检测中心', ...sample(r, sort), enteredBy: 'demo', reviewedBy: 'demo', reviewedTime: new Date(reported.getTime() + 60 * MIN),
        approvedBy: 'admin', approvedTime: new Date(reported.getTime() + 120 * MIN), createBy: 'demo', createTime: reported,
      });
      for (const w of weighed) out.testWeighings.push({ testId, weighingId: w.id, tenantId: TENANT, addedTime: reported });
    }
  }
  return out;
}

/** The marker remembering the weeks of history were written (sys_config). */
export const DEMO_HISTORY_MARKER = 'seeded:demo:history';

/**
 * DEMO_DATA=1: the weeks before the first start (demoHistoryRows), written once after today's weighbridge rows (the
 * weighbridge's demo writes only into a yard without weighings) and before the fee bills and settlements that read
 * them, in one transaction with bulk inserts.
 */
export async function seedDemoHistory(db: Db, now = new Date()): Promise<Record<string, number> | null> {
  const markers = await db.select({ key: sysConfig.key }).from(sysConfig).where(sql`${sysConfig.key} in (${DEMO_WEIGHING_MARKER}, ${DEMO_HISTORY_MARKER})`);
  if (!markers.some((m) => m.key === DEMO_WEIGHING_MARKER) || markers.some((m) => m.key === DEMO_HISTORY_MARKER)) return null;
  // Weighings numbered otherwise than today's demo ones (9000x) are a history already written, or the tenant's own.
  const [any] = await db.select({ n: sql<number>`1` }).from(coalWeighing).where(and(eq(coalWeighing.tenantId, DEMO_TENANT), sql`${coalWeighing.weighNo} !~ '9000[0-9]$'`)).limit(1);
  if (any) return null;
  const contracts = await db.select().from(coalContract).where(and(eq(coalContract.tenantId, DEMO_TENANT), eq(coalContract.createBy, 'demo'), eq(coalContract.delFlag, 0)));
  const materials = await db.select({ id: coalMaterial.id, code: coalMaterial.code }).from(coalMaterial).where(eq(coalMaterial.tenantId, DEMO_TENANT));
  const today = businessToday(now);
  const rows = demoHistoryRows(today, demoRows(), contracts, new Map(materials.map((m) => [m.id, m.code])), seededRandom(20261201), newPickupToken);
  // Yesterday's samples are reported this morning: earlier today when the morning has not come.
  bringTodayBeforeNow(today, now, { rows: rows.tests, fields: ['createTime', 'reviewedTime', 'approvedTime'] }, { rows: rows.testWeighings, fields: ['addedTime'] });
  let written = false;
  await db.transaction(async (tx) => {
    const [first] = await tx.insert(sysConfig).values({ key: DEMO_HISTORY_MARKER, value: '1' }).onConflictDoNothing().returning({ key: sysConfig.key });
    if (!first || !rows.weighings.length) return;
    await insertInChunks(tx, coalDispatchPlan, rows.plans);
    await insertInChunks(tx, coalDispatchEvent, rows.planEvents);
    await insertInChunks(tx, coalPickupOrder, rows.orders);
    await insertInChunks(tx, coalWeighing, rows.weighings);
    await insertInChunks(tx, coalWeighingEvent, rows.weighingEvents);
    await insertInChunks(tx, coalQualityTest, rows.tests);
    await insertInChunks(tx, coalQualityTestWeighing, rows.testWeighings);
    written = true;
  });
  return written ? { historyPlans: rows.plans.length, historyWeighings: rows.weighings.length, historyQualityTests: rows.tests.length } : null;
}
