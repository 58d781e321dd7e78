import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { businessToday, SettlementServerTexts } from '@meiyun/shared';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { dispatchWorld, type DispatchWorld } from '../../../../test/support/dispatch';
import { coalWeighing } from '../weighing/table';
import { contractWithPlan, must, weighed } from './fixture';
import { coalSettlement } from './table';

/**
 * A weighing belongs to at most one settlement, even when several drafts over the same weighings run at once. On
 * PostgreSQL (TEST_DATABASE_URL set: the integration suite) the drafts truly overlap and the guarded claim decides;
 * on PGlite they queue on its one connection. Either way exactly one draft gets the weighings.
 */
let t: TestApp;
let w: DispatchWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await dispatchWorld(t, 'sc');
});
afterAll(async () => t?.close());

const today = businessToday();
const LOSERS = [SettlementServerTexts.claimed, SettlementServerTexts.noWeighings];

async function raceDrafts(contractId: string, n: number) {
  return Promise.all(Array.from({ length: n }, (_, i) => w.admin.send('POST', '/coal/settlement/draft', { contractId, from: today, to: today, remark: `并发${i + 1}` })));
}

describe('结算单：并发起草', () => {
  it('five drafts at once over the same period: one takes every weighing, the others are told to draft again', async () => {
    const p = await contractWithPlan(w, []);
    const ids: string[] = [];
    for (const kg of [45000, 46000, 47000, 48000, 45500, 46500]) ids.push(await weighed(t, w, p, kg));

    for (let round = 1; round <= 2; round++) {
      const replies = await raceDrafts(p.contractId, 5);
      const won = replies.filter((r) => r.success);
      expect(won, replies.map((r) => r.message).join(' | ')).toHaveLength(1);
      for (const r of replies.filter((x) => !x.success)) expect(LOSERS).toContain(r.message);
      const winner = won[0].result;
      expect([...winner.weighingIds].sort()).toEqual([...ids].sort());
      // (45 + 46 + 47 + 48 + 45.5 + 46.5 − 6 × 15) t = 188.000 t
      expect(winner.weighedT).toBe('188.000');

      const rows = await t.ctx.db.select().from(coalSettlement).where(eq(coalSettlement.contractId, p.contractId));
      const live = rows.filter((r) => r.status !== 'void');
      expect(live.map((r) => r.id)).toEqual([winner.id]);
      const held = await t.ctx.db.select({ s: coalWeighing.settlementId }).from(coalWeighing).where(inArray(coalWeighing.id, ids));
      expect(held.map((r) => r.s)).toEqual(ids.map(() => winner.id));
      // No weighing in two settlements' lists either.
      const listed = live.flatMap((r) => r.weighingIds);
      expect(new Set(listed).size).toBe(listed.length);

      // Void it: the weighings are free for the next round's race.
      if (round === 1) must(await w.admin.send('PUT', '/coal/settlement/void', { id: winner.id, reason: '并发测试重来' }), 'void');
    }
  });

  it('drafts over two contracts at once do not get in each other’s way', async () => {
    const p1 = await contractWithPlan(w, []);
    const p2 = await contractWithPlan(w, []);
    await weighed(t, w, p1, 45000);
    await weighed(t, w, p2, 46000);
    const [r1, r2] = await Promise.all([raceDrafts(p1.contractId, 3), raceDrafts(p2.contractId, 3)]);
    expect(r1.filter((r) => r.success)).toHaveLength(1);
    expect(r2.filter((r) => r.success)).toHaveLength(1);
    expect(r1.find((r) => r.success)!.result.weighedT).toBe('30.000');
    expect(r2.find((r) => r.success)!.result.weighedT).toBe('31.000');
  });
});
