import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { callsAs, secondTenant, userWithPerms } from '../../../../test/support/coal-org';
import { dispatchWorld, type Calls, type DispatchWorld } from '../../../../test/support/dispatch';
import { coalVoyage } from './table';

let t: TestApp;
let w: DispatchWorld;
let admin: Calls;
let portId: string;
let berthId: string;
let contract: { id: string; contractNo: string };

const API = '/coal/voyage';
const ALL = ['list', 'add', 'edit', 'exportXls'].map((a) => `coal:voyage:${a}`);

const must = (r: { success: boolean; message: string; result: any }) => {
  expect(r.success, r.message).toBe(true);
  return r.result;
};

/**
 * Worked by hand: 50 000 t at 10 000 t/day → 5 days (7 200 min) allowed. NOR Mon 2026-11-02 08:00, laytime from NOR
 * + 6 h or loading start if earlier → 14:00 (loading started 18:00); completed Sun 11-08 14:00 = 6 days (8 640 min)
 * after commencement; rain 11-03 10:00–16:00 (360 min) excluded on weather working days, SHINC, so used 8 280 min =
 * 5.75 days; 0.75 day over → demurrage 0.75 × 20 000 = 15 000.00 元. Laytime ran out 11-07 20:00 (1 200 min to the
 * rain, then 6 000 min = 4 d 4 h from 11-03 16:00). Freight 50 000 × 35.50 = 1 775 000.00 元.
 */
const terms = { rateBasis: 'wwd', commencement: { rule: 'afterNor', hours: 6, orEarlier: 'loadingStart' }, sundaysHolidays: 'SHINC', onceOnDemurrage: true };
const voyage = () => ({
  vesselName: '海丰668',
  vesselDwt: 57000,
  portId,
  berthId,
  contractId: contract.id,
  plannedTime: '2026-11-01 12:00',
  arrivalTime: '2026-11-02 06:00',
  norTime: '2026-11-02 08:00',
  berthingTime: '2026-11-02 16:30',
  loadStartTime: '2026-11-02 18:00',
  loadEndTime: '2026-11-08 14:00',
  loadedT: '50000',
  loadRateT: '10000',
  freightRate: '35.50',
  demurrageRate: '20000',
  despatchRate: '10000',
  laytimeTerms: terms,
  exclusions: [{ kind: 'weather', from: '2026-11-03 10:00', to: '2026-11-03 16:00', reason: '下雨' }],
  holidays: [],
});

beforeAll(async () => {
  t = await createTestApp();
  w = await dispatchWorld(t, 'vy');
  admin = w.admin;
  portId = must(await admin.send('POST', '/coal/port/add', { code: 'VYQHD', name: '秦皇岛港' })).id;
  berthId = must(await admin.send('POST', '/coal/berth/add', { portId, name: '煤三期8号泊位' })).id;
  const today = '2026-11-01';
  contract = must(
    await admin.send('POST', '/coal/contract/add', { direction: 'sales', mode: 'ship', counterpartyId: w.consumerA, materialId: w.materialId, quantityT: '100000', unitPrice: '800', taxRate: '0.13', signDate: today, startDate: today, endDate: '2099-12-31' }),
  );
});
afterAll(async () => t?.close());

describe('船运航次：装卸时间与滞期/速遣', () => {
  let id: string;

  it('stores the figures of the hand-worked laytime on add: allowed and used days, demurrage, freight, the statement', async () => {
    const r = must(await admin.send('POST', `${API}/add`, voyage()));
    id = r.id;
    expect(r).toMatchObject({
      status: 'loaded',
      status_dictText: '装货完毕',
      contractNo: contract.contractNo,
      consumerId: w.consumerA,
      allowedDays: '5.0000',
      usedDays: '5.7500',
      laytimeResult: 'demurrage',
      laytimeResult_dictText: '滞期',
      demurrageAmount: '15000.00',
      despatchAmount: '0.00',
      freightAmount: '1775000.00',
    });
    expect(r.voyageNo).toMatch(/^HC\d{8}\d{3}$/);
    const [row] = await t.ctx.db.select().from(coalVoyage).where(eq(coalVoyage.id, id));
    const s = row.statement as any;
    expect(s).toMatchObject({ commencement: '2026-11-02 14:00', completion: '2026-11-08 14:00', usedMinutes: 8280, laytimeExpired: '2026-11-07 20:00:00', kind: 'demurrage', amount: '15000.00' });
    expect(s.allowed.text).toBe('5天0小时00分');
    expect(s.used.text).toBe('5天18小时00分');
    expect(s.lines.map((l: any) => [l.from, l.to, l.counted, l.reasons.join('/'), l.note])).toEqual([
      ['2026-11-02 08:00', '2026-11-02 14:00', false, '', '起算前'],
      ['2026-11-02 14:00', '2026-11-03 10:00', true, '', null],
      ['2026-11-03 10:00', '2026-11-03 16:00', false, '下雨', null],
      ['2026-11-03 16:00', '2026-11-08 14:00', true, '', null],
    ]);
  });

  it('computes again on edit and on the time line: departure makes it 已离港; a later completion adds demurrage', async () => {
    const before = must(await admin.get(`${API}/queryById?id=${id}`));
    // Completion 6 hours later: 0.75 + 0.25 day over → 20 000 元.
    const edited = must(await admin.send('PUT', `${API}/edit`, { id, loadEndTime: '2026-11-08 20:00', updateTime: before.updateTime ?? '' }));
    expect(edited).toMatchObject({ usedDays: '6.0000', demurrageAmount: '20000.00', status: 'loaded' });
    const left = must(await admin.send('PUT', `${API}/depart`, { id, time: '2026-11-09 02:00' }));
    expect(left).toMatchObject({ status: 'departed', demurrageAmount: '20000.00' });
    expect((await admin.send('PUT', `${API}/depart`, { id, time: '2026-11-09 03:00' })).message).toBe('离港时间已登记，如需更正请编辑航次');
    // A copy read before the last change is stale.
    expect((await admin.send('PUT', `${API}/edit`, { id, remark: '迟到的修改', updateTime: edited.updateTime })).message).toBe('航次已被他人修改，请刷新后重试');
    expect(must(await admin.send('PUT', `${API}/edit`, { id, remark: '船方签认', updateTime: left.updateTime }))).toMatchObject({ remark: '船方签认', demurrageAmount: '20000.00' });
  });

  it('refuses times out of order and a bad exclusion with the check’s message, storing nothing', async () => {
    const count = async () => (await t.ctx.db.select({ id: coalVoyage.id }).from(coalVoyage)).length;
    const n = await count();
    expect((await admin.send('POST', `${API}/add`, { ...voyage(), loadEndTime: '2026-11-02 17:00' })).message).toBe('装货完毕时间不能早于开始装货时间');
    expect((await admin.send('POST', `${API}/add`, { ...voyage(), exclusions: [{ kind: 'other', from: '2026-11-03 10:00', to: '2026-11-03 12:00' }] })).message).toBe('其他除外第1行：请填写除外原因');
    expect((await admin.send('POST', `${API}/add`, { ...voyage(), demurrageRate: null })).message).toBe('滞期费率必须是不小于0的数字，最多2位小数');
    expect(await count()).toBe(n);
    const [was] = await t.ctx.db.select().from(coalVoyage).where(eq(coalVoyage.id, id));
    expect((await admin.send('PUT', `${API}/edit`, { id, berthingTime: '2026-11-02 19:00' })).message).toBe('开始装货时间不能早于靠泊时间');
    const [now] = await t.ctx.db.select().from(coalVoyage).where(eq(coalVoyage.id, id));
    expect(now).toEqual(was);
  });

  it('a planned voyage has no figures yet; its status follows the times entered', async () => {
    const r = must(await admin.send('POST', `${API}/add`, { vesselName: '新海洋', portId, plannedTime: '2026-12-01 08:00', loadRateT: '12000', demurrageRate: '18000', despatchRate: '9000' }));
    expect(r).toMatchObject({ status: 'planned', laytimeResult: null, demurrageAmount: null, freightAmount: null });
    expect(must(await admin.send('PUT', `${API}/arrive`, { id: r.id, time: '2026-12-01 10:00' }))).toMatchObject({ status: 'arrived' });
    expect(must(await admin.send('PUT', `${API}/berth`, { id: r.id, time: '2026-12-01 20:00' }))).toMatchObject({ status: 'berthed' });
    expect((await admin.send('PUT', `${API}/startLoading`, { id: r.id, time: '2026-12-01 19:00' })).message).toBe('开始装货时间不能早于靠泊时间');
  });

  it('refuses a berth of another port', async () => {
    const other = must(await admin.send('POST', '/coal/port/add', { code: 'VYCFD', name: '曹妃甸港' })).id;
    expect((await admin.send('POST', `${API}/add`, { ...voyage(), portId: other })).message).toBe('泊位不属于所选港口');
  });

  it('refuses a contract that is not a sales contract by ship or port', async () => {
    const other = await w.contract();
    expect((await admin.send('POST', `${API}/add`, { ...voyage(), contractId: other.id })).message).toBe('合同须为本租户的销售合同，运输方式为船运或港口');
  });

  it('shows a customer’s user its own voyages only, read-only; another customer and another tenant see nothing', async () => {
    const own = callsAs(t, await userWithPerms(t, 'vy_consumer_a', ALL, { org: { kind: 'consumer', id: w.consumerA } }));
    const listed = must(await own.get(`${API}/list`));
    expect(listed.records.map((r: { id: string }) => r.id)).toEqual([id]);
    expect((await own.send('PUT', `${API}/edit`, { id, remark: '客户改' })).message).toBe('航次由本公司人员登记，业务单位用户只能查看');

    const other = callsAs(t, await userWithPerms(t, 'vy_consumer_b', ALL, { org: { kind: 'consumer', id: w.consumerB } }));
    expect(must(await other.get(`${API}/list`)).total).toBe(0);
    expect((await other.get(`${API}/queryById?id=${id}`)).success).toBe(false);

    await secondTenant(t);
    const mallory = callsAs(t, await userWithPerms(t, 'vy_mallory', ALL, { tenantId: 2 }));
    expect(must(await mallory.get(`${API}/list`)).total).toBe(0);
    expect((await mallory.get(`${API}/queryById?id=${id}`)).message).toBe('未找到对应数据');
    expect((await mallory.send('PUT', `${API}/edit`, { id, remark: '恶意' })).message).toBe('未找到对应数据');
    expect((await mallory.send('PUT', `${API}/depart`, { id, time: '2026-11-10 00:00' })).message).toBe('未找到对应数据');
    expect((await mallory.send('POST', `${API}/add`, { ...voyage(), portId })).success).toBe(false);
  });
});
