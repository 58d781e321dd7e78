import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { businessToday } from '@meiyun/shared';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { sysConfig } from '../../../core/db/schema/index';
import { DEMO_WEIGHING_MARKER, seedDemoWeighing } from './demo';

let t: TestApp;
let admin: string;
const get = async (url: string) => (await t.call({ method: 'GET', url: `/api${url}`, headers: { 'x-access-token': admin } })).json;

beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  admin = await t.login();
});
afterAll(() => t?.close());

describe('DEMO_DATA=1: the weighbridge', () => {
  it('weighs three of the first yard’s entered trucks: one gone, one weighed, one half weighed; the fourth waits for the scale', async () => {
    // Today's (numbered 9000x); the weeks before are the history's (demo/history.ts, tested there).
    const weighings = ((await get('/coal/weighing/list?pageSize=100')).result.records as Record<string, any>[]).filter((w) => /9000\d$/.test(w.weighNo)).sort((a, b) => a.weighNo.localeCompare(b.weighNo));
    expect(weighings.map((w) => w.status)).toEqual(['completed', 'completed', weighings[2].direction === 'sales' ? 'tared' : 'grossed']);
    for (const w of weighings.filter((x) => x.status === 'completed')) {
      expect(w.netKg).toBe(w.grossKg - w.tareKg);
      expect(w.settleKg).toBe(w.netKg);
      expect([w.grossKg % 50, w.tareKg % 50]).toEqual([0, 0]);
      expect(w.grossKg).toBeLessThanOrEqual(49000);
      if (w.direction === 'purchase') expect(w.profitLossKg).toBe(-80);
      const kinds = (await get(`/coal/weighing/detail?id=${w.id}`)).result.events.map((e: any) => e.kind);
      expect(kinds.slice(0, 2)).toEqual(w.direction === 'sales' ? ['tare', 'gross'] : ['gross', 'tare']);
    }
    const tickets = (await get('/coal/queue/list?pageSize=100')).result.records as Record<string, any>[];
    const byId = new Map(tickets.map((x) => [x.id, x]));
    const expected = weighings.map((w, i) => (i === 0 ? 'left' : i === 1 ? (w.direction === 'sales' ? 'billed' : 'tared') : w.direction === 'sales' ? 'tared' : 'grossed'));
    expect(weighings.map((w) => byId.get(w.queueId)?.status)).toEqual(expected);
    expect(tickets.filter((x) => x.status === 'entered')).toHaveLength(1);
    // The gone truck's ticket keeps its exit time, as 出场 writes it: 排队时长 has its 在场 minutes.
    const exits = ((await t.ctx.db.execute(sql`select q.left_time is not null as left, q.left_time is not distinct from w.left_time as same from coal_weighing w join coal_queue_ticket q on q.id = w.queue_id where w.weigh_no ~ '9000[0-9]$' order by w.weigh_no`)) as unknown as { rows: { left: boolean; same: boolean }[] }).rows;
    expect(exits).toEqual([{ left: true, same: true }, { left: false, same: true }, { left: false, same: true }]);
    const today = businessToday();
    expect((await get(`/coal/report/queueTimes?from=${today}&to=${today}`)).result.totals.inYardAvgMin).toBeGreaterThan(0);
    for (const w of weighings) expect((await get(`/coal/dispatchPlan/queryById?id=${w.planId}`)).result.status).toBe('executing');
    const bills = (await get('/coal/coalBill/list?pageSize=100')).result.records as Record<string, any>[];
    expect(bills.map((b) => b.weighingId).sort()).toEqual(weighings.filter((w) => w.status === 'completed' && w.direction === 'sales').map((w) => w.id).sort());
    // Signed with the deployment's key: the public verification accepts them.
    for (const b of bills) {
      const v = await t.call({ method: 'GET', url: `/api/coal/coalBill/verify?code=${encodeURIComponent(b.qrCode)}` });
      expect(v.json.result).toMatchObject({ billNo: b.billNo, netKg: b.netKg, void: false, expired: false });
    }
  });

  it('writes them once', async () => {
    expect(await seedDemoWeighing(t.ctx.db, t.ctx.config.secretsFile)).toBeNull();
    await t.ctx.db.delete(sysConfig).where(eq(sysConfig.key, DEMO_WEIGHING_MARKER));
    expect(await seedDemoWeighing(t.ctx.db, t.ctx.config.secretsFile)).toBeNull();
    const n = ((await t.ctx.db.execute(sql`select count(*)::int as n from coal_weighing where weigh_no ~ '9000[0-9]$'`)) as unknown as { rows: { n: number }[] }).rows[0].n;
    expect(Number(n)).toBe(3);
  });
});
