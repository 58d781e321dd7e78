import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { getDictItems } from '../../../core/dict/lookup';
import { callsAs, exportFile, importFile, userWithPerms } from '../../../../test/support/coal-org';

let t: TestApp;
let admin: ReturnType<typeof callsAs>;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login();
  admin = callsAs(t, adminToken);
});
afterAll(async () => t?.close());

const API = '/coal/material';
const thermal = { code: 'RM5000', name: '动力煤5000', category: 'thermal', qnetArMin: 4800, qnetArMax: 5200, mtMax: '15.5', adMax: 25, stdMax: '0.80', vdafMin: '28' };

describe('煤种', () => {
  it('seeds the 煤种类别 dictionary with the eleven classes', async () => {
    const items = await getDictItems(t.ctx, 'coal_category');
    expect(items.map((i) => i.text)).toEqual(['动力煤', '焦煤', '肥煤', '瘦煤', '贫煤', '无烟煤', '褐煤', '喷吹煤', '洗精煤', '混煤', '煤泥']);
  });

  it('adds a material and answers the percentages as 2-place decimal strings with the category text', async () => {
    const add = await admin.send('POST', `${API}/add`, thermal);
    expect(add).toMatchObject({ success: true, message: '添加成功！' });
    const rec = (await admin.get(`${API}/queryById?id=${add.result.id}`)).result;
    expect(rec).toMatchObject({ code: 'RM5000', qnetArMin: 4800, qnetArMax: 5200, mtMax: '15.50', adMax: '25.00', stdMax: '0.80', vdafMin: '28.00' });
    const list = (await admin.get(`${API}/list?category=thermal&name=*5000*`)).result;
    expect(list.total).toBe(1);
    expect(list.records[0].category_dictText).toBe('动力煤');
    const ge = await admin.get(`${API}/list?qnetArMin=${encodeURIComponent('>= 4900')}`);
    expect(ge.result?.total, JSON.stringify(ge)).toBe(0);
  });

  it('refuses bad values with their Chinese messages', async () => {
    const bad = async (patch: object) => (await admin.send('POST', `${API}/add`, { ...thermal, code: 'BAD1', ...patch })).message;
    expect(await bad({ qnetArMin: 5300 })).toBe('低位发热量下限不能大于上限');
    expect(await bad({ qnetArMin: '4800.5' })).toContain('低位发热量下限(kcal/kg)');
    expect(await bad({ mtMax: '100.01' })).toBe('全水分上限Mt(%)不能大于100');
    expect(await bad({ adMax: '-1' })).toBe('灰分上限Ad(%)不能小于0');
    expect(await bad({ stdMax: '0.805' })).toBe('全硫上限St,d(%)最多2位小数');
    expect(await bad({ category: 'gold' })).toBe('煤种类别的值不在可选范围内');
    expect(await bad({ code: '煤-1' })).toBe('煤种编码只能包含字母、数字和下划线');
    expect(await bad({ code: 'RM5000' })).toBe('煤种编码「RM5000」已存在');
    expect(await bad({ name: '' })).toBe('请输入煤种名称');
  });

  it('checks the range on edit against the stored other end', async () => {
    const id = (await admin.get(`${API}/list?code=RM5000`)).result.records[0].id;
    expect((await admin.send('PUT', `${API}/edit`, { id, qnetArMax: 4700 })).message).toBe('低位发热量下限不能大于上限');
    expect((await admin.send('PUT', `${API}/edit`, { id, qnetArMax: 5500 })).success).toBe(true);
  });

  it('refuses to delete a material a stockpile holds, then deletes it into the recycle bin once free', async () => {
    const mat = (await admin.send('POST', `${API}/add`, { code: 'JM1', name: '主焦煤', category: 'coking' })).result;
    const yard = (await admin.send('POST', '/coal/freightYard/add', { code: 'YDM', name: '煤种测试货场' })).result;
    const pile = (await admin.send('POST', '/coal/stockpile/add', { yardId: yard.id, name: '1号垛', materialId: mat.id, capacityT: '100' })).result;
    expect((await admin.send('DELETE', `${API}/delete?id=${mat.id}`)).message).toBe('煤种已被垛位使用，不能删除');
    await admin.send('DELETE', `/coal/stockpile/delete?id=${pile.id}`);
    // In the recycle bin the pile could come back: a permanent delete of the sort still waits for it.
    expect((await admin.send('DELETE', `${API}/delete?id=${mat.id}`)).success).toBe(true);
    expect((await admin.send('DELETE', `${API}/deleteRecycleBin?ids=${mat.id}`)).message).toBe('煤种已被垛位使用，不能删除（含回收站中的记录）');
    expect((await admin.get(`${API}/recycleBin?code=JM1`)).result.total).toBe(1);
    expect((await admin.send('PUT', `${API}/putRecycleBin`, { ids: mat.id })).success).toBe(true);
    expect((await admin.get(`${API}/list?code=JM1`)).result.total).toBe(1);
  });

  it('exports and imports the same file back', async () => {
    const file = await exportFile(t, adminToken, API, '?code=RM5000');
    const id = (await admin.get(`${API}/list?code=RM5000`)).result.records[0].id;
    await admin.send('DELETE', `${API}/delete?id=${id}`);
    await admin.send('DELETE', `${API}/deleteRecycleBin?ids=${id}`);
    const imp = await importFile(t, adminToken, API, file);
    expect(imp.success, JSON.stringify(imp)).toBe(true);
    const back = (await admin.get(`${API}/list?code=RM5000`)).result.records[0];
    expect(back).toMatchObject({ name: '动力煤5000', category: 'thermal', qnetArMin: 4800, qnetArMax: 5500, mtMax: '15.50', stdMax: '0.80' });
    // The same file again: every code is taken now.
    const again = await importFile(t, adminToken, API, file);
    expect(again.code, JSON.stringify(again)).toBe(201);
  });

  it('is reference data: an organisation-linked user reads it, another tenant sees nothing', async () => {
    const carrierUser = callsAs(t, await userWithPerms(t, 'mat_carrier', ['coal:material:list'], { org: { kind: 'carrier', id: 'some-carrier' } }));
    expect((await carrierUser.get(`${API}/list?code=RM5000`)).result.total).toBe(1);
    expect((await carrierUser.send('POST', `${API}/add`, { code: 'X', name: 'x' })).code).toBe(510);
    const other = callsAs(t, await userWithPerms(t, 'mat_t2', ['coal:material:list', 'coal:material:add', 'coal:material:edit', 'coal:material:delete'], { tenantId: 2 }));
    expect((await other.get(`${API}/list`)).result.total).toBe(0);
    const mine = (await admin.get(`${API}/list?code=RM5000`)).result.records[0];
    expect((await other.get(`${API}/queryById?id=${mine.id}`)).success).toBe(false);
    expect((await other.send('PUT', `${API}/edit`, { id: mine.id, name: '改' })).success).toBe(false);
    expect((await other.send('DELETE', `${API}/delete?id=${mine.id}`)).success).toBe(false);
    // The same code is free in the other tenant.
    expect((await other.send('POST', `${API}/add`, { code: 'RM5000', name: '他家动力煤' })).success).toBe(true);
    expect((await admin.get(`${API}/list?code=RM5000`)).result.records[0].name).toBe('动力煤5000');
  });
});
