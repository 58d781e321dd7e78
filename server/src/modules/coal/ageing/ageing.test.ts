import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECEIVABLE_AGEING_PERM } from '@meiyun/shared';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { callsAs, caller, sheetRows, userWithPerms } from '../../../../test/support/coal-org';
import { insertSettlement } from '../invoice/testSettlements';

let t: TestApp;
let admin: ReturnType<typeof callsAs>;
const A = 'consumer-a';
const B = 'consumer-b';
const ids: Record<string, string> = {};

const must = (r: { success: boolean; message: string; result: any }) => {
  expect(r.success, r.message).toBe(true);
  return r.result;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = callsAs(t, await t.login());
  const db = t.ctx.db;
  // As of 2026-11-26 (ages by hand): 10-27 → 4 days to 10-31 + 26 = 30; 10-26 → 31;
  // 05-30 → 1 (to 05-31) + 30 + 31 + 31 + 30 + 31 + 26 = 180; 05-29 → 181.
  ids.a30 = await insertSettlement(db, { counterpartyId: A, counterpartyName: '华能秦皇岛电厂', total: '1000.00', reviewed: '2026-10-27' });
  ids.a31 = await insertSettlement(db, { counterpartyId: A, counterpartyName: '华能秦皇岛电厂', total: '2000.50', paid: '500.25', status: 'partlyPaid', reviewed: '2026-10-26' });
  ids.a180 = await insertSettlement(db, { counterpartyId: A, counterpartyName: '华能秦皇岛电厂', total: '3000.00', invoiced: '3000.00', status: 'invoiced', reviewed: '2026-05-30' });
  ids.a181 = await insertSettlement(db, { counterpartyId: A, counterpartyName: '华能秦皇岛电厂', total: '4000.01', reviewed: '2026-05-29' });
  ids.b6 = await insertSettlement(db, { counterpartyId: B, counterpartyName: '唐山冀东水泥', total: '5000.00', paid: '1234.56', status: 'partlyPaid', reviewed: '2026-11-20' });
  // Not receivables on 2026-11-26: paid in full, a purchase, not yet through 财务审核, voided, reviewed later, another tenant's.
  await insertSettlement(db, { counterpartyId: A, total: '777.00', paid: '777.00', status: 'paid', reviewed: '2026-09-01' });
  await insertSettlement(db, { counterpartyId: 'supplier-s', direction: 'purchase', total: '888.00', reviewed: '2026-09-01' });
  await insertSettlement(db, { counterpartyId: A, total: '999.00', status: 'qualityReviewed', reviewed: null });
  await insertSettlement(db, { counterpartyId: A, total: '666.00', status: 'void', reviewed: '2026-09-01' });
  await insertSettlement(db, { counterpartyId: A, counterpartyName: '华能秦皇岛电厂', total: '555.00', reviewed: '2026-11-27' });
  await insertSettlement(db, { counterpartyId: A, total: '444.00', reviewed: '2026-09-01', tenantId: 2 });
});
afterAll(async () => t?.close());

describe('应收账龄', () => {
  it('sums each customer by bucket, edges in the lower bucket, and the totals are the sum of the rows', async () => {
    const r = must(await admin.get('/coal/report/receivableAgeing?asOf=2026-11-26'));
    // A: 1000.00 (30 d) | 2000.50 − 500.25 = 1500.25 (31 d) | — | 3000.00 (180 d) | 4000.01 (181 d); 9500.26 in all.
    // B: 5000.00 − 1234.56 = 3765.44 (6 d). Totals: 4765.44 | 1500.25 | 0.00 | 3000.00 | 4000.01; 13265.70.
    expect(r.rows).toEqual([
      { counterpartyId: A, counterpartyName: '华能秦皇岛电厂', b0_30: '1000.00', b31_60: '1500.25', b61_90: '0.00', b91_180: '3000.00', b180: '4000.01', total: '9500.26' },
      { counterpartyId: B, counterpartyName: '唐山冀东水泥', b0_30: '3765.44', b31_60: '0.00', b61_90: '0.00', b91_180: '0.00', b180: '0.00', total: '3765.44' },
    ]);
    expect(r.totals).toEqual({ counterpartyId: null, counterpartyName: '合计', b0_30: '4765.44', b31_60: '1500.25', b61_90: '0.00', b91_180: '3000.00', b180: '4000.01', total: '13265.70' });
    expect(r.settlements).toBeUndefined();
  });

  it('moves a day later: 30 → 31–60, 180 → >180, and the 11-27 review joins 0–30', async () => {
    const r = must(await admin.get('/coal/report/receivableAgeing?asOf=2026-11-27'));
    // A: 555.00 (0 d) | 1000.00 (31 d) + 1500.25 (32 d) = 2500.25 | — | — | 3000.00 (181 d) + 4000.01 (182 d) = 7000.01.
    expect(r.rows[0]).toEqual({ counterpartyId: A, counterpartyName: '华能秦皇岛电厂', b0_30: '555.00', b31_60: '2500.25', b61_90: '0.00', b91_180: '0.00', b180: '7000.01', total: '10055.26' });
  });

  it('drills down to the settlements behind a customer', async () => {
    const r = must(await admin.get(`/coal/report/receivableAgeing?asOf=2026-11-26&counterpartyId=${A}`));
    expect(r.settlements.map((s: any) => [s.id, s.financeReviewedDate, s.ageDays, s.bucket, s.totalAmount, s.paidAmount, s.outstanding])).toEqual([
      [ids.a181, '2026-05-29', 181, 'b180', '4000.01', '0.00', '4000.01'],
      [ids.a180, '2026-05-30', 180, 'b91_180', '3000.00', '0.00', '3000.00'],
      [ids.a31, '2026-10-26', 31, 'b31_60', '2000.50', '500.25', '1500.25'],
      [ids.a30, '2026-10-27', 30, 'b0_30', '1000.00', '0.00', '1000.00'],
    ]);
    expect(r.settlements[0]).toMatchObject({ settlementNo: expect.stringMatching(/^JS-T/), contractNo: expect.stringMatching(/^HT-T/) });
  });

  it('exports the same figures as xlsx', async () => {
    const token = await t.login();
    const res = await caller(t).get(token, `/coal/report/receivableAgeing/exportXls?asOf=2026-11-26&counterpartyId=${A}`);
    expect(res.statusCode).toBe(200);
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual(['应收账龄（截止2026-11-26）']);
    expect(rows.slice(1)).toEqual([
      ['客户', '0-30天', '31-60天', '61-90天', '91-180天', '180天以上', '应收合计'],
      ['华能秦皇岛电厂', 1000, 1500.25, 0, 3000, 4000.01, 9500.26],
      ['唐山冀东水泥', 3765.44, 0, 0, 0, 0, 3765.44],
      ['合计', 4765.44, 1500.25, 0, 3000, 4000.01, 13265.7],
    ]);
  });

  it('is its own permission, staff only, in the caller tenant', async () => {
    expect((await admin.get('/coal/report/receivableAgeing?asOf=2026-13-01')).message).toBe('截止日期格式应为yyyy-MM-dd');
    const none = callsAs(t, await userWithPerms(t, 'age_none', ['coal:invoice:list']));
    expect((await none.get('/coal/report/receivableAgeing?asOf=2026-11-26')).code).toBe(510);
    const customer = callsAs(t, await userWithPerms(t, 'age_cust', [RECEIVABLE_AGEING_PERM], { org: { kind: 'consumer', id: A } }));
    expect((await customer.get('/coal/report/receivableAgeing?asOf=2026-11-26')).message).toBe('应收账龄仅供本公司人员查看');
    const other = callsAs(t, await userWithPerms(t, 'age_t2', [RECEIVABLE_AGEING_PERM], { tenantId: 2 }));
    const r = must(await other.get(`/coal/report/receivableAgeing?asOf=2026-11-26&counterpartyId=${A}`));
    // Tenant 2 has one receivable of its own (444.00, 86 days: 09-01 → 11-26 is 29 + 31 + 26).
    expect(r.rows).toEqual([{ counterpartyId: A, counterpartyName: '测试单位', b0_30: '0.00', b31_60: '0.00', b61_90: '444.00', b91_180: '0.00', b180: '0.00', total: '444.00' }]);
    expect(r.settlements.map((s: any) => s.outstanding)).toEqual(['444.00']);
  });
});
