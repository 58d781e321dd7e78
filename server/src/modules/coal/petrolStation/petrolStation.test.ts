import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { callsAs, exportFile, importFile, roleWith, secondTenant, sheetRows, userWith, userWithPerms } from '../../../../test/support/coal-org';
import { coalPetrolStation } from './table';

let t: TestApp;
let token: string;
let admin: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  admin = callsAs(t, token);
});
afterAll(async () => t?.close());

const API = '/coal/petrolStation';
/** The names a list answers, in code-point order (the default order is by creation time, which ties within a second). */
const names = async (query = '', who = admin): Promise<string[]> => (await who.get(`${API}/list?pageSize=100&${query}`)).result.records.map((r: any) => r.name).sort();
const DLT = { name: '大柳塔加油站', partner: '中国石化', fuelPrice: '7.85', address: '陕西省神木市大柳塔镇', longitude: '110.2695', latitude: '39.2731' };

let dlt: string;

describe('加油站', () => {
  it('adds a station; the fuel price is a 4-place decimal string, coordinates 6-place', async () => {
    const a = await admin.send('POST', `${API}/add`, DLT);
    expect(a, a.message).toMatchObject({ success: true, message: '添加成功！' });
    dlt = a.result.id;
    expect((await admin.get(`${API}/queryById?id=${dlt}`)).result).toMatchObject({
      name: '大柳塔加油站',
      partner: '中国石化',
      fuelPrice: '7.8500',
      address: '陕西省神木市大柳塔镇',
      longitude: '110.269500',
      latitude: '39.273100',
    });
    // A number is taken as its decimal text; the reply is always the string.
    expect((await admin.send('PUT', `${API}/edit`, { id: dlt, fuelPrice: 7.9125 })).message).toBe('编辑成功!');
    expect((await admin.get(`${API}/queryById?id=${dlt}`)).result.fuelPrice).toBe('7.9125');
    const free = await admin.send('POST', `${API}/add`, { name: '免费加油站', fuelPrice: 0 });
    expect(free.result.fuelPrice).toBe('0.0000');
    const top = await admin.send('POST', `${API}/add`, { name: '最贵加油站', fuelPrice: '100' });
    expect(top.result).toMatchObject({ fuelPrice: '100.0000', partner: null, longitude: null });
  });

  it('refuses a bad station with its Chinese message', async () => {
    const bad = async (p: object) => (await admin.send('POST', `${API}/add`, { name: '榆林加油站', ...p })).message;
    expect(await bad({ name: '大柳塔加油站' })).toBe('加油站名称「大柳塔加油站」已存在');
    expect(await bad({ name: '' })).toBe('请输入加油站名称');
    expect(await bad({ name: '站'.repeat(101) })).toBe('加油站名称最大长度100位字符');
    expect(await bad({ fuelPrice: '7.12345' })).toBe('油价(元/升)最多4位小数');
    // 0.1 + 0.2 in binary floating point is 0.30000000000000004 (17 places): no decimal a price is written in.
    expect(await bad({ fuelPrice: 0.1 + 0.2 })).toBe('油价(元/升)的值格式不正确');
    expect(await bad({ fuelPrice: '-0.0001' })).toBe('油价(元/升)不能小于0');
    expect(await bad({ fuelPrice: '100.0001' })).toBe('油价(元/升)不能大于100');
    expect(await bad({ fuelPrice: '7,85' })).toBe('油价(元/升)的值格式不正确');
    expect(await bad({ fuelPrice: { value: 7 } })).toBe('油价(元/升)的值格式不正确');
    expect(await bad({ longitude: '39.2731', latitude: '110.2695' })).toBe('经度不能小于73');
    expect(await bad({ latitude: '110.2695' })).toBe('纬度不能大于54');
    expect(await names()).toEqual(['免费加油站', '大柳塔加油站', '最贵加油站']);
  });

  it('deletes into the recycle bin and restores; the name stays taken meanwhile', async () => {
    const id = (await admin.send('POST', `${API}/add`, { name: '榆林加油站', partner: '中国石油', fuelPrice: '7.6' })).result.id;
    expect((await admin.send('DELETE', `${API}/delete?id=${id}`)).message).toBe('删除成功!');
    expect(await names('name=榆林加油站')).toEqual([]);
    expect((await admin.get(`${API}/recycleBin`)).result.records.map((r: any) => [r.name, r.fuelPrice])).toEqual([['榆林加油站', '7.6000']]);
    expect((await admin.send('POST', `${API}/add`, { name: '榆林加油站' })).message).toBe('加油站名称「榆林加油站」已存在');
    expect((await admin.send('PUT', `${API}/putRecycleBin`, { ids: id })).message).toBe('还原加油站成功！');
    expect(await names('name=榆林加油站')).toEqual(['榆林加油站']);
    // Two at once, then one of them gone for good.
    expect((await admin.send('DELETE', `${API}/deleteBatch?ids=${id},${dlt}`)).message).toBe('批量删除成功!');
    expect(await names()).toEqual(['免费加油站', '最贵加油站']);
    expect((await admin.send('DELETE', `${API}/deleteRecycleBin?ids=${id}`)).message).toBe('彻底删除加油站成功！');
    expect((await admin.send('PUT', `${API}/putRecycleBin`, { ids: dlt })).message).toBe('还原加油站成功！');
    expect(await names()).toEqual(['免费加油站', '大柳塔加油站', '最贵加油站']);
    expect((await admin.send('POST', `${API}/add`, { name: '榆林加油站', partner: '中国石油', fuelPrice: '7.6' })).success).toBe(true);
  });
});

describe('加油站 lists, organisations and tenants', () => {
  let t2: ReturnType<typeof callsAs>;
  beforeAll(async () => {
    await secondTenant(t);
    t2 = callsAs(t, await userWith(t, 'petrol_t2', '2', await roleWith(t, 'petrol-t2', 2, ['coal:petrolStation:'])));
    expect((await t2.send('POST', `${API}/add`, { name: '他家加油站', fuelPrice: '1' })).success).toBe(true);
  });

  it('answers the list syntax: wildcard, exact decimal, operator and super query', async () => {
    expect(await names(`partner=${encodeURIComponent('*石*')}`)).toEqual(['大柳塔加油站', '榆林加油站']);
    expect(await names(`partner=${encodeURIComponent('中国石化')}`)).toEqual(['大柳塔加油站']);
    // 7.9125 is stored as 7.9125 exactly: an equality on the decimal finds it, a one-place-off one does not.
    expect(await names('fuelPrice=7.9125')).toEqual(['大柳塔加油站']);
    expect(await names('fuelPrice=7.9124')).toEqual([]);
    expect(await names(`fuelPrice=${encodeURIComponent('>= 7.6')}`)).toEqual(['大柳塔加油站', '最贵加油站', '榆林加油站']);
    const sq = encodeURIComponent(JSON.stringify([{ field: 'fuelPrice', rule: 'lt', val: '1' }, { field: 'address', rule: 'like', val: '神木' }]));
    expect(await names(`superQueryParams=${sq}&superQueryMatchType=or`)).toEqual(['免费加油站', '大柳塔加油站']);
    const empty = encodeURIComponent(JSON.stringify([{ field: 'partner', rule: 'empty' }]));
    expect(await names(`superQueryParams=${empty}`)).toEqual(['免费加油站', '最贵加油站']);
  });

  it('a hostile query string changes nothing and shows nothing of the other tenant', async () => {
    const msg = async (q: string) => (await admin.get(`${API}/list?${q}`)).message;
    expect(await names(`name=${encodeURIComponent("x' or 1=1; drop table coal_petrol_station; --")}`)).toEqual([]);
    expect(await names('tenantId=2&delFlag=1&fuel_price=1')).toEqual(['免费加油站', '大柳塔加油站', '最贵加油站', '榆林加油站']);
    expect(await msg(`fuelPrice=${encodeURIComponent('1 or 1=1')}`)).toBe('油价(元/升)的值格式不正确');
    expect(await msg('column=fuel_price')).toBe('请注意，将要排序的列字段不存在：fuel_price');
    expect(await msg(`column=${encodeURIComponent('name desc, (select 1)')}`)).toBe('请注意，将要排序的列字段不存在：name desc, (select 1)');
    expect(await msg(`superQueryParams=${encodeURIComponent(JSON.stringify([{ field: 'name', rule: 'eq; drop', val: 'x' }]))}`)).toBe('高级查询的匹配规则不正确');
    expect(await msg(`superQueryParams=${encodeURIComponent(JSON.stringify([{ field: 'tenantId', rule: 'eq', val: 2 }]))}`)).toBe('请注意，将要查询的列字段不存在：tenantId');
    // Four of tenant 1 (a fifth was deleted for good), one of tenant 2.
    const [{ n }] = await t.ctx.db.select({ n: count() }).from(coalPetrolStation);
    expect(n).toBe(5);
  });

  it('another tenant sees none of these stations, cannot touch them by id, and may reuse their names', async () => {
    expect(await names('', t2)).toEqual(['他家加油站']);
    expect((await t2.get(`${API}/queryById?id=${dlt}`)).message).toBe('未找到对应数据');
    expect((await t2.send('PUT', `${API}/edit`, { id: dlt, fuelPrice: '0.01' })).message).toBe('未找到对应数据');
    expect((await t2.send('DELETE', `${API}/delete?id=${dlt}`)).message).toBe('未找到对应数据');
    expect((await t2.send('DELETE', `${API}/deleteBatch?ids=${dlt}`)).message).toBe('未找到对应数据');
    expect((await t2.send('POST', `${API}/add`, DLT)).success).toBe(true);
    expect((await admin.get(`${API}/queryById?id=${dlt}`)).result.fuelPrice).toBe('7.9125');
  });

  it('is reference data: users linked to a carrier or a supplier read every station', async () => {
    const carrier = callsAs(t, await userWithPerms(t, 'petrol_carrier', ['coal:petrolStation:list'], { org: { kind: 'carrier', id: 'carrier-1' } }));
    expect(await names('', carrier)).toEqual(['免费加油站', '大柳塔加油站', '最贵加油站', '榆林加油站']);
    expect((await carrier.send('POST', `${API}/add`, { name: '新站' })).code).toBe(510);
    const supplier = callsAs(t, await userWithPerms(t, 'petrol_supplier', ['coal:petrolStation:list'], { org: { kind: 'supplier', id: 'supplier-1' } }));
    expect((await supplier.get(`${API}/queryById?id=${dlt}`)).result.name).toBe('大柳塔加油站');
  });
});

describe('加油站 spreadsheets', () => {
  it('exports stations and imports the file back with the exact prices', async () => {
    const file = await exportFile(t, token, API, `?partner=${encodeURIComponent('*石*')}&column=name&order=asc`);
    const rows = await sheetRows(file);
    expect(rows[0]).toEqual(['加油站名称', '合作方', '油价(元/升)', '地址', '经度', '纬度', '创建时间']);
    expect(rows.slice(1).map((r) => r.slice(0, 3))).toEqual([
      ['大柳塔加油站', '中国石化', 7.9125],
      ['榆林加油站', '中国石油', 7.6],
    ]);
    expect((await importFile(t, token, API, file)).message).toBe('文件导入成功，但有2条数据导入失败');
    for (const r of (await admin.get(`${API}/list?partner=${encodeURIComponent('*石*')}`)).result.records) {
      await admin.send('DELETE', `${API}/delete?id=${r.id}`);
      await admin.send('DELETE', `${API}/deleteRecycleBin?ids=${r.id}`);
    }
    const imp = await importFile(t, token, API, file);
    expect(imp, JSON.stringify(imp)).toMatchObject({ success: true, message: '文件导入成功！数据行数：2' });
    const back = (await admin.get(`${API}/list?partner=${encodeURIComponent('*石*')}&column=name&order=asc`)).result.records;
    expect(back.map((r: any) => [r.name, r.fuelPrice, r.address, r.longitude, r.latitude])).toEqual([
      ['大柳塔加油站', '7.9125', '陕西省神木市大柳塔镇', '110.269500', '39.273100'],
      ['榆林加油站', '7.6000', null, null, null],
    ]);
  });
});
