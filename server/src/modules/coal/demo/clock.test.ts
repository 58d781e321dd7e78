import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { businessDayStart } from '@meiyun/shared';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { bringTodayBeforeNow, stepsBefore } from './days';
import { seedDemo } from './seedDemo';

/**
 * A demo company started at any hour shows a morning that has happened: started just after midnight (China time)
 * its queue, weighings, bills and lab results are squeezed into the minutes since, in order, and nothing in the
 * database lies ahead of the clock.
 * The CI once ran at 00:13 and found the demo's new lab result sorted below results timed in the future.
 */
const MIN = 60_000;

/** Columns whose moments are meant to lie ahead: a bill's validity, a pickup order's window, a ship's planned arrival. */
const AHEAD_BY_DESIGN = new Set(['coal_bill.valid_until', 'coal_pickup_order.valid_from', 'coal_pickup_order.valid_to', 'coal_voyage.planned_time']);

/**
 * Every moment of the coal tables later than `now`, as `table.column ×count up to time`, leaving out the moments the
 * database stamped as it wrote (between `written.from` and `written.to` on the real clock: their time is when). The
 * platform's own tables are the seed's, written before, on the real clock.
 */
async function ahead(t: TestApp, now: Date, written: { from: Date; to: Date }): Promise<string[]> {
  const rows = (q: ReturnType<typeof sql>) => t.ctx.db.execute(q).then((r) => (r as unknown as { rows: Record<string, any>[] }).rows);
  const columns = await rows(sql`select table_name as t, column_name as c from information_schema.columns
    where table_schema = current_schema() and table_name like 'coal%' and data_type like 'timestamp%' order by 1, 2`);
  const out: string[] = [];
  for (const { t: table, c: column } of columns) {
    if (AHEAD_BY_DESIGN.has(`${table}.${column}`)) continue;
    const found = await rows(sql`select max(${sql.identifier(column)}) as at, count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} > ${now.toISOString()} and ${sql.identifier(column)} not between ${written.from.toISOString()} and ${written.to.toISOString()}`);
    if (Number(found[0].n) > 0) out.push(`${table}.${column} ×${found[0].n} up to ${new Date(found[0].at).toISOString()}`);
  }
  return out;
}

describe('the demo at any hour', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const a of apps) await a.close();
  });

  // Today's 00:13 and 00:01 when they have passed, else yesterday's; and a mid-morning.
  const dayStart = (now: number) => (businessDayStart(0, now).getTime() + 13 * MIN <= now ? businessDayStart(0, now) : businessDayStart(1, now)).getTime();
  const start = dayStart(Date.now());
  for (const [name, now] of [
    ['00:13', new Date(start + 13 * MIN)],
    ['00:01', new Date(start + 1 * MIN + 20_000)],
    ['10:00', new Date(start + 10 * 60 * MIN)],
  ] as const) {
    it(`started at ${name}, writes nothing ahead of the clock, the day's queue, weighings and lab results in order`, async () => {
      const from = new Date(Date.now() - 1000);
      const t = await createTestApp();
      apps.push(t);
      const db = t.ctx.db;
      expect(await seedDemo(db, t.ctx.config.secretsFile, now)).not.toBeNull();
      expect(await ahead(t, now, { from, to: new Date(Date.now() + 1000) })).toEqual([]);
      // Within the business day the demo was started on.
      const before = (await db.execute(sql`select count(*)::int as n from coal_queue_ticket where least(check_in_time, called_time, entered_time, voided_time) < ${businessDayStart(0, now).toISOString()}`)) as unknown as { rows: { n: number }[] };
      expect(Number(before.rows[0].n)).toBe(0);
      // In order: a weighing's first weight before its second, its lab result after its gross weight, reviewed before approved.
      const order = ((await db.execute(sql`
        select w.weigh_no, w.tare_time < w.gross_time as tare_first, w.direction,
               q.sampled_at >= w.gross_time as sampled_after, q.sampled_at <= q.create_time as sampled_first,
               q.reviewed_time <= q.approved_time as reviewed_first, t.entered_time <= least(w.tare_time, w.gross_time) as entered_first
        from coal_weighing w join coal_queue_ticket t on t.id = w.queue_id
        left join coal_quality_test_weighing qw on qw.weighing_id = w.id left join coal_quality_test q on q.id = qw.test_id
        where w.status = 'completed'`)) as unknown as { rows: Record<string, unknown>[] }).rows;
      expect(order.length).toBeGreaterThan(0);
      for (const r of order) {
        expect(r.tare_first).toBe(r.direction === 'sales');
        expect([r.sampled_after, r.sampled_first, r.reviewed_first, r.entered_first]).toEqual([true, true, true, true]);
      }
    });
  }
});

describe('stepsBefore', () => {
  const from = new Date('2026-11-27T00:10:00+08:00');
  it('keeps the steps as they are when they are over before now', () => {
    expect(stepsBefore(from, [3 * MIN, 28 * MIN], new Date(from.getTime() + 60 * MIN)).map((d) => (d.getTime() - from.getTime()) / MIN)).toEqual([3, 28]);
  });
  it('squeezes them evenly to end a second before now when they would not be', () => {
    // 28 minutes of steps into 15 minutes less a second: each step × (899 / 1680).
    const now = new Date(from.getTime() + 15 * MIN);
    const [a, b] = stepsBefore(from, [3 * MIN, 28 * MIN], now);
    expect(b.getTime()).toBe(now.getTime() - 1000);
    expect(a.getTime() - from.getTime()).toBe(Math.floor((3 * MIN * 899_000) / 1_680_000));
  });
  it('puts every step at the start when there is no time at all', () => {
    expect(stepsBefore(from, [MIN, 2 * MIN], from).map((d) => d.getTime())).toEqual([from.getTime(), from.getTime()]);
  });
});

describe('bringTodayBeforeNow', () => {
  const today = '2026-11-27';
  const t = (hm: string, day = today) => new Date(`${day}T${hm}:00+08:00`);
  it('leaves the rows alone when today’s latest moment has passed', () => {
    const rows = [{ createTime: t('09:10'), approvedTime: t('10:00') }];
    bringTodayBeforeNow(today, t('10:30'), { rows, fields: ['createTime', 'approvedTime'] });
    expect(rows[0]).toEqual({ createTime: t('09:10'), approvedTime: t('10:00') });
  });
  it('brings today’s moments nearer midnight by one factor, yesterday’s as they were', () => {
    // At 10:00 the latest, 17:00, goes to 09:59:59: each moment of today × (35 999 / 61 200) from midnight.
    const plans = [{ createTime: t('14:00'), approvedTime: t('16:00'), closedTime: null }];
    const orders = [{ createTime: t('17:00') }, { createTime: t('18:00', '2026-11-26') }];
    bringTodayBeforeNow(today, t('10:00'), { rows: plans, fields: ['createTime', 'approvedTime', 'closedTime'] }, { rows: orders, fields: ['createTime'] });
    const midnight = t('00:00').getTime();
    const k = 35_999_000 / 61_200_000;
    expect(plans[0].createTime.getTime() - midnight).toBe(Math.floor(14 * 3_600_000 * k));
    expect(plans[0].approvedTime.getTime() - midnight).toBe(Math.floor(16 * 3_600_000 * k));
    expect(plans[0].closedTime).toBeNull();
    expect(orders[0].createTime).toEqual(new Date(t('10:00').getTime() - 1000));
    expect(orders[1].createTime).toEqual(t('18:00', '2026-11-26'));
  });
});
