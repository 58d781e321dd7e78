/**
 * DEMO_DATA=1 (README "Demo data"): a fresh database gets the demo coal company in tenant 1; every demo record
 * passes the checks its entity's add and edit apply (fields, rules, dictionaries, uniqueness, cross-field checks);
 * a second start adds nothing; without the setting nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { isInForm } from '@meiyun/shared';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { boundEntities } from '../../../core/crud/index';
import { checkForWrite } from '../../../core/crud/validate-record';
import { refuseByRecordCheck } from '../../../core/crud/record-checks';
import type { RequestAuth } from '../../../core/auth/guard';
import { sysConfig } from '../../../core/db/schema/index';
import { businessToday, checkClauses, settleClauses } from '@meiyun/shared';
import { DEMO_CONTRACTS_MARKER, DEMO_MARKER, seedDemoContracts, seedDemoData } from './demo';
import { demoRows } from './company';
import { DEMO_QUEUE_MARKER, seedDemoQueue } from './queue';

let t: TestApp;
let admin: string;
const get = (url: string) => t.call({ method: 'GET', url: `/api${url}`, headers: { 'x-access-token': admin } });

/** Pickup orders are voided, never deleted: they have no delete flag. */
const NOT_SOFT_DELETED = new Set(['coal_pickup_order', 'coal_queue_ticket']);
const count = async (table: string, tenant = 1) =>
  Number(
    ((await t.ctx.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where tenant_id = ${tenant} ${NOT_SOFT_DELETED.has(table) ? sql`` : sql`and del_flag = 0`}`)) as unknown as { rows: { n: number }[] }).rows[0].n,
  );

const EXPECTED: Record<string, number> = {
  coal_supplier: 10,
  coal_consumer: 10,
  coal_consignee: 13,
  coal_carrier: 10,
  coal_driver: 200,
  coal_car: 200,
  coal_material: 7,
  coal_freight_yard: 3,
  coal_stockpile: 12,
  coal_scale: 6,
  coal_port: 3,
  coal_berth: 5,
  coal_platform: 3,
  coal_account: 8,
  coal_contract: 17,
  // Today's 6 plans and 31 orders, and the weeks of history before them (history.ts).
  coal_dispatch_plan: 6 + 441,
  coal_pickup_order: 31 + 1642,
  coal_fence: 3,
  coal_queue_ticket: 20,
};

beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  admin = await t.login();
});
afterAll(() => t?.close());

describe('DEMO_DATA=1 on a fresh database', () => {
  it('writes the demo company into tenant 1', async () => {
    for (const [table, n] of Object.entries(EXPECTED)) expect([table, await count(table)]).toEqual([table, n]);
    const [marker] = await t.ctx.db.select().from(sysConfig).where(eq(sysConfig.key, DEMO_MARKER));
    expect(marker?.value).toBe('1');
  });

  it('gives every car a driver of its own carrier, some new-energy plates, plates of 晋, 陕 and 蒙', async () => {
    const cars = (await get('/coal/car/list?pageSize=1000')).json.result.records as Record<string, string>[];
    const drivers = new Map(((await get('/coal/driver/list?pageSize=1000')).json.result.records as Record<string, string>[]).map((d) => [d.id, d]));
    expect(cars).toHaveLength(200);
    for (const c of cars) expect(drivers.get(c.driverId)?.carrierId).toBe(c.carrierId);
    expect(new Set(cars.map((c) => c.plateNo[0]))).toEqual(new Set(['晋', '陕', '蒙']));
    expect(cars.filter((c) => /[DF]$/.test(c.plateNo)).length).toBeGreaterThan(5);
    expect(new Set(cars.map((c) => c.driverId)).size).toBe(200);
  });

  it('every demo record passes the checks of its entity', async () => {
    const auth = { tenantId: 1, user: { id: 'demo-check', username: 'admin', relTenantIds: '1', orgKind: null, orgId: null } } as unknown as RequestAuth;
    const scope = { tenantId: 1, tenantIds: [1] };
    let checked = 0;
    const entities = [...boundEntities().values()].filter((b) => b.tableName in EXPECTED);
    // At least the organisations, cars and drivers are bound (the others as their modules arrive).
    expect(entities.map((b) => b.tableName)).toEqual(expect.arrayContaining(['coal_supplier', 'coal_consumer', 'coal_carrier', 'coal_car', 'coal_driver']));
    for (const b of entities) {
      const records: Record<string, unknown>[] = [];
      for (let page = 1; ; page++) {
        const got = (await get(`${b.meta.api}/list?pageSize=1000&pageNo=${page}`)).json.result.records as Record<string, unknown>[];
        records.push(...got);
        if (got.length < 1000) break;
      }
      expect([b.tableName, records.length]).toEqual([b.tableName, EXPECTED[b.tableName]]);
      for (const record of records) {
        // What the edit dialog sends back: the form's fields, as listed.
        const raw = Object.fromEntries(b.meta.fields.filter((f) => isInForm(f) && !f.secret && Object.hasOwn(record, f.name)).map((f) => [f.name, record[f.name]]));
        const context = `${b.tableName} ${JSON.stringify(raw)}`;
        const result = await checkForWrite(t.ctx, b, raw, 'edit', scope, record).catch((e: Error) => e);
        expect(result instanceof Error ? result.message : 'ok', context).toBe('ok');
        await expect(refuseByRecordCheck({ ctx: t.ctx, auth, db: t.ctx.db }, b, { ...record, ...raw }), context).resolves.toBeUndefined();
        // Stored as the rules store them: normalising changes nothing.
        const input = (result as { input: Record<string, unknown> }).input;
        for (const f of b.meta.fields.filter((f) => f.rules?.length && typeof raw[f.name] === 'string')) expect(input[f.name], context).toBe(raw[f.name]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(420);
  });

  it('a second start adds nothing', async () => {
    expect(await seedDemoData(t.ctx.db)).toBeNull();
    await t.ctx.db.delete(sysConfig).where(eq(sysConfig.key, DEMO_MARKER));
    // Without the marker, tenant 1's own organisations still keep the demo out.
    expect(await seedDemoData(t.ctx.db)).toBeNull();
    for (const [table, n] of Object.entries(EXPECTED)) expect([table, await count(table)]).toEqual([table, n]);
  });

  it('is the same company on every run', () => {
    expect(JSON.stringify(demoRows())).toBe(JSON.stringify(demoRows()));
  });
});

describe('DEMO_DATA=1: the contracts', () => {
  it('has contracts in every state, with valid clauses, a supplement approved and one waiting', async () => {
    const records = (await get('/coal/contract/list?pageSize=100')).json.result.records as Record<string, any>[];
    const byStatus = (s: string) => records.filter((r) => r.status === s).length;
    expect([byStatus('draft'), byStatus('approving'), byStatus('executing'), byStatus('completed'), byStatus('terminated')]).toEqual([2, 2, 10, 2, 1]);
    for (const r of records) expect(checkClauses(r.clauses), r.contractNo).toEqual({ clauses: r.clauses });
    expect(new Set(records.map((r) => r.contractNo)).size).toBe(17);
    const supplemented = records.filter((r) => r.version === 2);
    expect(supplemented).toHaveLength(1);
    const pending = [];
    for (const r of records) pending.push(...((await get(`/coal/contract/supplements?id=${r.id}`)).json.result as { status: string }[]).filter((s) => s.status === 'approving'));
    expect(pending).toHaveLength(1);
    // A 5000 kcal sale priced with its clauses as the settlement will: 5180 kcal and 16.4 % moisture, net +1 元/t.
    const dl5000 = records.find((r) => r.clauses.length === 5 && r.clauses[0].from === '5000')!;
    expect(settleClauses({ clauses: dl5000.clauses, quality: { qnetArKcal: '5180', mt: '16.4' }, weighedT: '1' }).perT).toBe('1.0000');
  });

  it('tells the administrator through the bell: two contracts to approve, two about to end', async () => {
    const msgs = (await get('/sys/annountCement/listByUser')).json.result.sysMsgList as { titile: string }[];
    expect(msgs.filter((m) => m.titile.startsWith('合同待审批：'))).toHaveLength(2);
    expect(msgs.filter((m) => m.titile.startsWith('合同即将到期：'))).toHaveLength(2);
  });

  it('writes them once', async () => {
    expect(await seedDemoContracts(t.ctx.db)).toBeNull();
    await t.ctx.db.delete(sysConfig).where(eq(sysConfig.key, DEMO_CONTRACTS_MARKER));
    // (An earlier test took the company's marker away: put it back, so only the contracts' own check answers.)
    await t.ctx.db.insert(sysConfig).values({ key: DEMO_MARKER, value: '1' }).onConflictDoNothing();
    // Without the marker, tenant 1's own contracts keep the demo ones out.
    expect(await seedDemoContracts(t.ctx.db)).toBeNull();
    expect(await count('coal_contract')).toBe(17);
  });
});

describe('DEMO_DATA=1: the dispatch', () => {
  it('plans against executing contracts, today’s pickup orders for enabled trucks of each plan’s carrier', async () => {
    // Today's and tomorrow's plans and yesterday's called-off one; the history before (history.ts) is tested there.
    const plans = ((await get('/coal/dispatchPlan/list?pageSize=1000')).json.result.records as Record<string, any>[]).filter((p) => !p.planNo.match(/95\d\d$/));
    // The weighbridge's demo (weighing/demo.ts) has weighed trucks of one plan: it is executing.
    expect(plans.map((p) => p.status).sort()).toEqual(['approved', 'approved', 'approved', 'closed', 'draft', 'executing']);
    const orders = ((await get('/coal/pickupOrder/list?pageSize=1000')).json.result.records as Record<string, any>[]).filter((o) => plans.some((p) => p.id === o.planId));
    const cars = new Map(((await get('/coal/car/list?pageSize=1000')).json.result.records as Record<string, any>[]).map((c) => [c.id, c]));
    const byPlan = new Map(plans.map((p) => [p.id, p]));
    for (const o of orders) {
      // Valid, or used by the demo queue's check-in (below).
      expect(['valid', 'used']).toContain(o.status);
      expect(cars.get(o.carId)).toMatchObject({ status: 'enabled', carrierId: byPlan.get(o.planId)?.carrierId, plateNo: o.plateNo });
    }
    expect(new Set(orders.map((o) => o.carId)).size).toBe(orders.length);
    // 大唐太原第二热电's contract: today's approved plan of 20 trucks × 32 t counts and so do the weeks of completed
    // plans before it (history.ts); yesterday's closed one does not.
    const s1 = plans.find((p) => p.status === 'executing' && p.plannedTrucks === 20)!;
    const all = (await get(`/coal/dispatchPlan/list?pageSize=1000&contractId=${s1.contractId}`)).json.result.records as Record<string, any>[];
    const history = all.filter((p) => p.planNo.match(/95\d\d$/));
    expect(history.length).toBeGreaterThan(40);
    expect(history.every((p) => p.status === 'completed')).toBe(true);
    const kg = history.reduce((sum, p) => sum + Math.round(Number(p.plannedT) * 1000), 0) + 640_000;
    expect((await get(`/coal/contract/progress?id=${s1.contractId}`)).json.result.dispatchedT).toBe((kg / 1000).toFixed(3));
  });
});

describe('DEMO_DATA=1: the queue', () => {
  it("today's tickets of two yards in every queue state, numbered per yard, each order used, a fence around each yard", async () => {
    const tickets = (await get('/coal/queue/list?pageSize=100')).json.result.records as Record<string, any>[];
    const count = (s: string) => tickets.filter((x) => x.status === s).length;
    // Of the four let in, the weighbridge's demo (weighing/demo.ts) weighed three: gone, weighed, half weighed.
    expect([count('waiting'), count('called'), count('entered'), count('skipped'), count('void')]).toEqual([11, 3, 1, 1, 1]);
    expect(tickets.every((x) => x.businessDay === businessToday())).toBe(true);
    const orders = new Map(((await get('/coal/pickupOrder/list?pageSize=100')).json.result.records as Record<string, any>[]).map((o) => [o.id, o]));
    for (const x of tickets) expect(orders.get(x.pickupOrderId)).toMatchObject({ status: 'used', plateNo: x.plateNo, yardId: x.yardId });
    for (const yardId of new Set(tickets.map((x) => x.yardId))) {
      const nos = tickets.filter((x) => x.yardId === yardId).map((x) => x.queueNo).sort((a, b) => a - b);
      expect(new Set(nos).size).toBe(nos.length);
      // The next check-in of the yard continues the numbers.
      const last = Number(((await t.ctx.db.execute(sql`select last_no from coal_queue_counter where yard_id = ${yardId}`)) as unknown as { rows: { last_no: number }[] }).rows[0].last_no);
      expect(last).toBe(Math.max(...nos));
      // Times run in order: checked in, then called, then in the yard.
      for (const x of tickets.filter((y) => y.yardId === yardId && y.enteredTime)) expect(x.checkInTime <= x.calledTime && x.calledTime <= x.enteredTime, x.plateNo).toBe(true);
    }
    // The board shows who is called and the line behind; the yards keep orders unchecked for the driver's page.
    const yd01 = tickets.find((x) => x.status === 'entered')!.yardId;
    const board = (await get(`/coal/queue/board?yardId=${yd01}`)).json.result;
    expect([board.called.length, board.waiting.length]).toEqual([2, 9]);
    expect([...orders.values()].filter((o) => o.status === 'valid' && o.loadDate === businessToday()).length).toBeGreaterThanOrEqual(4);
    const fences = (await get('/coal/fence/list?pageSize=100')).json.result.records as Record<string, any>[];
    expect(fences.map((f) => [f.placeKind, f.radiusM])).toEqual([['yard', 1000], ['yard', 1000], ['yard', 1000]]);
  });

  it('writes them once', async () => {
    expect(await seedDemoQueue(t.ctx.db)).toBeNull();
    await t.ctx.db.delete(sysConfig).where(eq(sysConfig.key, DEMO_QUEUE_MARKER));
    // Without the marker, tenant 1's own tickets keep the demo ones out.
    expect(await seedDemoQueue(t.ctx.db)).toBeNull();
    expect(await count('coal_queue_ticket')).toBe(20);
  });
});

describe('without DEMO_DATA', () => {
  it('writes no demo record', async () => {
    const plain = await createTestApp();
    try {
      const n = ((await plain.ctx.db.execute(sql`select count(*)::int as n from coal_car`)) as unknown as { rows: { n: number }[] }).rows[0].n;
      expect(Number(n)).toBe(0);
    } finally {
      await plain.close();
    }
  });
});
