import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { callsAs, exportFile, importFile, userWithPerms } from '../../../../test/support/coal-org';

let t: TestApp;
let token: string;
let admin: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  admin = callsAs(t, token);
});
afterAll(async () => t?.close());

describe('货场与垛位', () => {
  let yardId: string;
  it('adds a yard; tonnes and coordinates come back as exact decimal strings', async () => {
    const add = await admin.send('POST', '/coal/freightYard/add', { code: 'SZ01', name: '神木一号货场', address: '陕西省神木市', capacityT: '120000.5', longitude: '110.4983', latitude: '38.8421' });
    expect(add.success, add.message).toBe(true);
    yardId = add.result.id;
    expect((await admin.get(`/coal/freightYard/queryById?id=${yardId}`)).result).toMatchObject({ capacityT: '120000.500', longitude: '110.498300', latitude: '38.842100' });
  });

  it('refuses a bad yard with Chinese messages', async () => {
    const bad = async (p: object) => (await admin.send('POST', '/coal/freightYard/add', { code: 'SZ02', name: '二号', ...p })).message;
    expect(await bad({ code: 'SZ01' })).toBe('货场编码「SZ01」已存在');
    expect(await bad({ capacityT: '1.0005' })).toBe('容量(t)最多3位小数');
    expect(await bad({ capacityT: '-1' })).toBe('容量(t)不能小于0');
    expect(await bad({ longitude: '38.8' })).toBe('经度不能小于73');
    expect(await bad({ latitude: '110.5' })).toBe('纬度不能大于54');
  });

  it('keeps a stockpile within its capacity and its name unique within the yard', async () => {
    const add = await admin.send('POST', '/coal/stockpile/add', { yardId, name: 'A1垛', capacityT: '5000', stockT: '4999.999' });
    expect(add.success, add.message).toBe(true);
    expect((await admin.get(`/coal/stockpile/queryById?id=${add.result.id}`)).result).toMatchObject({ capacityT: '5000.000', stockT: '4999.999', yardId });
    expect((await admin.send('POST', '/coal/stockpile/add', { yardId, name: 'A2垛', capacityT: '100', stockT: '100.001' })).message).toBe('当前库存不能大于垛位容量');
    expect((await admin.send('PUT', '/coal/stockpile/edit', { id: add.result.id, capacityT: '4999.998' })).message).toBe('当前库存不能大于垛位容量');
    expect((await admin.send('PUT', '/coal/stockpile/edit', { id: add.result.id, stockT: '5000' })).success).toBe(true);
    expect((await admin.send('POST', '/coal/stockpile/add', { yardId, name: 'A1垛' })).message).toBe('垛位名称「A1垛」已存在');
    expect((await admin.send('POST', '/coal/stockpile/add', { yardId: 'no-such-yard', name: 'B1' })).message).toBe('所属货场的值不在可选范围内');
    expect((await admin.send('POST', '/coal/stockpile/add', { name: 'B1' })).message).toBe('请选择所属货场');
    const other = (await admin.send('POST', '/coal/freightYard/add', { code: 'SZ09', name: '九号货场' })).result.id;
    // Another yard may have its own A1垛.
    expect((await admin.send('POST', '/coal/stockpile/add', { yardId: other, name: 'A1垛' })).success).toBe(true);
    const list = (await admin.get(`/coal/stockpile/list?yardId=${yardId}`)).result;
    expect(list.records.map((r: any) => [r.name, r.yardId_dictText])).toEqual([['A1垛', '神木一号货场']]);
  });

  it('refuses to delete a yard with stockpiles or scales', async () => {
    expect((await admin.send('DELETE', `/coal/freightYard/delete?id=${yardId}`)).message).toBe('货场下还有垛位，不能删除');
    const piles = (await admin.get(`/coal/stockpile/list?yardId=${yardId}`)).result.records;
    for (const p of piles) await admin.send('DELETE', `/coal/stockpile/delete?id=${p.id}`);
    const scale = await admin.send('POST', '/coal/scale/add', { code: 'DB1', name: '1号地磅', yardId });
    expect(scale.success, scale.message).toBe(true);
    expect((await admin.send('DELETE', `/coal/freightYard/delete?id=${yardId}`)).message).toBe('货场下还有地磅，不能删除');
    await admin.send('DELETE', `/coal/scale/delete?id=${scale.result.id}`);
    expect((await admin.send('DELETE', `/coal/freightYard/delete?id=${yardId}`)).success).toBe(true);
    expect((await admin.send('DELETE', `/coal/freightYard/deleteRecycleBin?ids=${yardId}`)).message).toBe('货场下还有垛位，不能删除（含回收站中的记录）');
    expect((await admin.send('PUT', '/coal/freightYard/putRecycleBin', { ids: yardId })).success).toBe(true);
  });

  it('round-trips the stockpiles through export and import', async () => {
    const file = await exportFile(t, token, '/coal/stockpile');
    const rows = (await admin.get('/coal/stockpile/list')).result.records;
    for (const r of rows) {
      await admin.send('DELETE', `/coal/stockpile/delete?id=${r.id}`);
      await admin.send('DELETE', `/coal/stockpile/deleteRecycleBin?ids=${r.id}`);
    }
    // The recycle bin held the earlier A1垛 of SZ01: gone too, so the names are free again.
    for (const r of (await admin.get('/coal/stockpile/recycleBin')).result.records) await admin.send('DELETE', `/coal/stockpile/deleteRecycleBin?ids=${r.id}`);
    const imp = await importFile(t, token, '/coal/stockpile', file);
    expect(imp.success, JSON.stringify(imp)).toBe(true);
    const back = (await admin.get('/coal/stockpile/list?column=name&order=asc')).result.records;
    expect(back.map((r: any) => [r.name, r.yardId_dictText])).toEqual([['A1垛', '九号货场']]);
  });

  it('is reference data: an organisation-linked user reads yards, another tenant sees none', async () => {
    const linked = callsAs(t, await userWithPerms(t, 'yard_consumer', ['coal:freightYard:list', 'coal:stockpile:list'], { org: { kind: 'consumer', id: 'c-1' } }));
    expect((await linked.get('/coal/freightYard/list')).result.total).toBe(2);
    expect((await linked.get('/coal/stockpile/list')).result.total).toBe(1);
    const t2 = callsAs(t, await userWithPerms(t, 'yard_t2', ['coal:freightYard:list', 'coal:stockpile:list', 'coal:stockpile:add'], { tenantId: 2 }));
    expect((await t2.get('/coal/freightYard/list')).result.total).toBe(0);
    expect((await t2.get(`/coal/stockpile/list?yardId=${yardId}`)).result.total).toBe(0);
    // Tenant 1's yard is no value for tenant 2's stockpile.
    expect((await t2.send('POST', '/coal/stockpile/add', { yardId, name: '偷' })).message).toBe('所属货场的值不在可选范围内');
  });
});

describe('地磅', () => {
  it('defaults to 100 t and 20 kg, allows only 10/20/50 kg and no future verification', async () => {
    const yard = (await admin.send('POST', '/coal/freightYard/add', { code: 'DBY', name: '地磅货场' })).result.id;
    const add = await admin.send('POST', '/coal/scale/add', { code: 'DB2', name: '2号地磅', yardId: yard, verifiedOn: '2025-03-01', deviceNo: 'SCL-0002' });
    expect(add.success, add.message).toBe(true);
    expect((await admin.get(`/coal/scale/queryById?id=${add.result.id}`)).result).toMatchObject({ capacityKg: 100000, divisionKg: 20, verifiedOn: '2025-03-01', yardId: yard });
    expect((await admin.send('POST', '/coal/scale/add', { code: 'DB3', name: '3号', divisionKg: 30 })).message).toBe('分度值只能是10、20、50kg');
    expect((await admin.send('POST', '/coal/scale/add', { code: 'DB3', name: '3号', divisionKg: 50, verifiedOn: '2999-01-01' })).message).toBe('上次检定日期不能晚于今天');
    expect((await admin.send('POST', '/coal/scale/add', { code: 'DB3', name: '3号', deviceNo: 'SCL-0002' })).message).toBe('设备编号「SCL-0002」已存在');
    expect((await admin.send('POST', '/coal/scale/add', { code: 'DB2', name: '重复' })).message).toBe('地磅编码「DB2」已存在');
    expect((await admin.send('PUT', '/coal/scale/edit', { id: add.result.id, divisionKg: 50 })).success).toBe(true);
    expect((await admin.send('PUT', '/coal/scale/edit', { id: add.result.id, divisionKg: 25 })).message).toBe('分度值只能是10、20、50kg');
  });
});
