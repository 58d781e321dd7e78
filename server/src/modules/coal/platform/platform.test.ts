import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { callsAs, exportFile, importFile, roleWith, secondTenant, sheetRows, userWith, userWithPerms } from '../../../../test/support/coal-org';
import { coalPlatform } from './table';

let t: TestApp;
let token: string;
let admin: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  admin = callsAs(t, token);
});
afterAll(async () => t?.close());

const API = '/coal/platform';
const codes = (page: any) => page.records.map((r: any) => r.code);
const shenmu = { code: 'ZT01', name: '神木北站台', station: '神木北站', capacityT: '30000.25', longitude: '110.4983', latitude: '38.8421' };

let zt01: string;

describe('站台', () => {
  it('adds a platform; capacity and coordinates come back as exact decimal strings', async () => {
    const a = await admin.send('POST', `${API}/add`, shenmu);
    expect(a, a.message).toMatchObject({ success: true, message: '添加成功！' });
    zt01 = a.result.id;
    expect((await admin.get(`${API}/queryById?id=${zt01}`)).result).toMatchObject({
      code: 'ZT01',
      name: '神木北站台',
      station: '神木北站',
      capacityT: '30000.250',
      longitude: '110.498300',
      latitude: '38.842100',
    });
    expect((await admin.send('PUT', `${API}/edit`, { id: zt01, capacityT: 30000.125 })).message).toBe('编辑成功!');
    expect((await admin.get(`${API}/queryById?id=${zt01}`)).result.capacityT).toBe('30000.125');
  });

  it('refuses a bad platform with its Chinese message', async () => {
    const bad = async (p: object) => (await admin.send('POST', `${API}/add`, { code: 'ZT02', name: '大柳塔站台', ...p })).message;
    expect(await bad({ code: 'ZT01' })).toBe('站台编码「ZT01」已存在');
    expect(await bad({ code: 'ZT 02' })).toBe('站台编码只能包含字母、数字和下划线');
    expect(await bad({ code: null })).toBe('请输入站台编码');
    expect(await bad({ name: '' })).toBe('请输入站台名称');
    expect(await bad({ station: '站'.repeat(101) })).toBe('所在车站最大长度100位字符');
    expect(await bad({ capacityT: '-1' })).toBe('容量(t)不能小于0');
    expect(await bad({ capacityT: '1.0005' })).toBe('容量(t)最多3位小数');
    expect(await bad({ capacityT: '100000000000' })).toBe('容量(t)不能大于99999999999');
    expect(await bad({ capacityT: '一万' })).toBe('容量(t)的值格式不正确');
    expect(await bad({ longitude: '38.8421' })).toBe('经度不能小于73');
    expect(await bad({ latitude: '54.000001' })).toBe('纬度不能大于54');
    expect(await bad({ latitude: '38.84211234' })).toBe('纬度最多6位小数');
    expect(codes((await admin.get(`${API}/list`)).result)).toEqual(['ZT01']);
  });

  it('refuses to delete a platform a fence is bound to, live or in the recycle bin', async () => {
    const fence = await admin.send('POST', '/coal/fence/add', { name: '神木北站台围栏', shape: 'circle', centerLng: '110.4983', centerLat: '38.8421', radiusM: 500, placeKind: 'platform', placeId: zt01 });
    expect(fence.success, fence.message).toBe(true);
    expect((await admin.send('DELETE', `${API}/delete?id=${zt01}`)).message).toBe('站台已绑定电子围栏，不能删除');
    expect((await admin.send('DELETE', `${API}/deleteBatch?ids=${zt01}`)).message).toBe('站台已绑定电子围栏，不能删除');
    expect((await admin.get(`${API}/list?code=ZT01`)).result.total).toBe(1);
    // The fence in the recycle bin: a delete into the bin goes, a permanent one still waits for it.
    expect((await admin.send('DELETE', `/coal/fence/delete?id=${fence.result.id}`)).success).toBe(true);
    expect((await admin.send('DELETE', `${API}/delete?id=${zt01}`)).message).toBe('删除成功!');
    expect((await admin.send('DELETE', `${API}/deleteRecycleBin?ids=${zt01}`)).message).toBe('站台已绑定电子围栏，不能删除（含回收站中的记录）');
    expect((await admin.send('PUT', `${API}/putRecycleBin`, { ids: zt01 })).message).toBe('还原站台成功！');
    // Restored and bound to a yard instead, the fence no longer holds the platform.
    expect((await admin.send('PUT', '/coal/fence/putRecycleBin', { ids: fence.result.id })).success).toBe(true);
    expect((await admin.send('DELETE', `${API}/delete?id=${zt01}`)).message).toBe('站台已绑定电子围栏，不能删除');
    const yard = (await admin.send('POST', '/coal/freightYard/add', { code: 'Y1', name: '一号货场' })).result.id;
    expect((await admin.send('PUT', '/coal/fence/edit', { id: fence.result.id, placeKind: 'yard', placeId: yard })).success).toBe(true);
    expect((await admin.send('DELETE', `${API}/delete?id=${zt01}`)).message).toBe('删除成功!');
    expect((await admin.send('PUT', `${API}/putRecycleBin`, { ids: zt01 })).message).toBe('还原站台成功！');
    const spare = (await admin.send('POST', `${API}/add`, { code: 'ZT09', name: '备用站台' })).result.id;
    expect((await admin.send('DELETE', `${API}/delete?id=${spare}`)).success).toBe(true);
    expect((await admin.send('DELETE', `${API}/deleteRecycleBin?ids=${spare}`)).message).toBe('彻底删除站台成功！');
    expect((await admin.get(`${API}/recycleBin`)).result.total).toBe(0);
  });

  it('deletes into the recycle bin and restores; the code stays taken meanwhile', async () => {
    const id = (await admin.send('POST', `${API}/add`, { code: 'DLT01', name: '大柳塔站台', station: '大柳塔站', capacityT: '8000' })).result.id;
    expect((await admin.send('DELETE', `${API}/delete?id=${id}`)).message).toBe('删除成功!');
    expect((await admin.get(`${API}/list?code=DLT01`)).result.total).toBe(0);
    expect(codes((await admin.get(`${API}/recycleBin`)).result)).toEqual(['DLT01']);
    expect((await admin.send('POST', `${API}/add`, { code: 'DLT01', name: '重名' })).message).toBe('站台编码「DLT01」已存在');
    expect((await admin.send('PUT', `${API}/putRecycleBin`, { ids: id })).message).toBe('还原站台成功！');
    expect((await admin.get(`${API}/queryById?id=${id}`)).result).toMatchObject({ name: '大柳塔站台', capacityT: '8000.000' });
  });
});

describe('站台 lists, organisations and tenants', () => {
  let t2: ReturnType<typeof callsAs>;
  beforeAll(async () => {
    expect((await admin.send('POST', `${API}/add`, { code: 'BJ01', name: '包头东站台', station: '包头东站', capacityT: '30000.126' })).success).toBe(true);
    await secondTenant(t);
    t2 = callsAs(t, await userWith(t, 'platform_t2', '2', await roleWith(t, 'platform-t2', 2, ['coal:platform:'])));
    expect((await t2.send('POST', `${API}/add`, { code: 'T2ONLY', name: '他家站台' })).success).toBe(true);
  });

  it('answers the list syntax: wildcard, exact field, operator and super query', async () => {
    expect(codes((await admin.get(`${API}/list`)).result)).toEqual(['BJ01', 'DLT01', 'ZT01']);
    expect(codes((await admin.get(`${API}/list?station=${encodeURIComponent('*柳塔*')}`)).result)).toEqual(['DLT01']);
    expect(codes((await admin.get(`${API}/list?name=${encodeURIComponent('*站台')}`)).result)).toEqual(['BJ01', 'DLT01', 'ZT01']);
    expect(codes((await admin.get(`${API}/list?code=ZT01`)).result)).toEqual(['ZT01']);
    // 30000.126 > 30000.125 by one kilogram: compared exactly.
    expect(codes((await admin.get(`${API}/list?capacityT=${encodeURIComponent('> 30000.125')}`)).result)).toEqual(['BJ01']);
    expect(codes((await admin.get(`${API}/list?capacityT=30000.125`)).result)).toEqual(['ZT01']);
    const sq = encodeURIComponent(JSON.stringify([{ field: 'capacityT', rule: 'lt', val: '10000' }, { field: 'station', rule: 'right_like', val: '包头' }]));
    expect(codes((await admin.get(`${API}/list?superQueryParams=${sq}&superQueryMatchType=or`)).result)).toEqual(['BJ01', 'DLT01']);
    expect(codes((await admin.get(`${API}/list?column=capacityT&order=desc`)).result)).toEqual(['BJ01', 'ZT01', 'DLT01']);
  });

  it('a hostile query string changes nothing and shows nothing of the other tenant', async () => {
    const msg = async (q: string) => (await admin.get(`${API}/list?${q}`)).message;
    expect((await admin.get(`${API}/list?code=${encodeURIComponent("ZT01' or 1=1 --")}`)).result.total).toBe(0);
    expect((await admin.get(`${API}/list?station=${encodeURIComponent('_%')}`)).result.total).toBe(0);
    const sneaky = (await admin.get(`${API}/list?tenantId=2&tenant_id=2&delFlag=1&id=x&pageSize=100`)).result;
    expect(codes(sneaky)).toEqual(['BJ01', 'DLT01', 'ZT01']);
    expect(await msg(`column=${encodeURIComponent('(select 1)')}`)).toBe('请注意，将要排序的列字段不存在：(select 1)');
    expect(await msg('column=delFlag&order=asc')).toBe('请注意，将要排序的列字段不存在：delFlag');
    expect(await msg(`superQueryParams=${encodeURIComponent(JSON.stringify([{ field: 'del_flag', rule: 'eq', val: 1 }]))}`)).toBe('请注意，将要查询的列字段不存在：del_flag');
    expect(await msg(`capacityT=${encodeURIComponent('0; delete from coal_platform')}`)).toBe('容量(t)的值格式不正确');
    const [{ n }] = await t.ctx.db.select({ n: count() }).from(coalPlatform);
    expect(n).toBe(4);
    expect((await t2.get(`${API}/list`)).result.records.map((r: any) => r.code)).toEqual(['T2ONLY']);
  });

  it('another tenant sees none of these platforms, cannot touch them by id, and may reuse their codes', async () => {
    expect((await t2.get(`${API}/list?code=ZT01`)).result.total).toBe(0);
    expect((await t2.get(`${API}/queryById?id=${zt01}`)).message).toBe('未找到对应数据');
    expect((await t2.send('PUT', `${API}/edit`, { id: zt01, name: '改名' })).message).toBe('未找到对应数据');
    expect((await t2.send('DELETE', `${API}/delete?id=${zt01}`)).message).toBe('未找到对应数据');
    expect((await t2.send('PUT', `${API}/putRecycleBin`, { ids: zt01 })).message).toBe('未找到对应数据');
    expect((await t2.send('POST', `${API}/add`, { ...shenmu })).success).toBe(true);
    expect((await admin.get(`${API}/queryById?id=${zt01}`)).result).toMatchObject({ name: '神木北站台', capacityT: '30000.125' });
  });

  it('is reference data: a user linked to a carrier reads every platform, and writes none without the permission', async () => {
    const linked = callsAs(t, await userWithPerms(t, 'platform_carrier', ['coal:platform:list'], { org: { kind: 'carrier', id: 'carrier-1' } }));
    expect(codes((await linked.get(`${API}/list`)).result)).toEqual(['BJ01', 'DLT01', 'ZT01']);
    expect((await linked.get(`${API}/queryById?id=${zt01}`)).result.code).toBe('ZT01');
    expect((await linked.send('PUT', `${API}/edit`, { id: zt01, name: '改名' })).code).toBe(510);
  });
});

describe('站台 spreadsheets', () => {
  it('exports platforms and imports the file back', async () => {
    const file = await exportFile(t, token, API, '?code=DLT01');
    const rows = await sheetRows(file);
    expect(rows[0]).toEqual(['站台编码', '站台名称', '所在车站', '容量(t)', '经度', '纬度', '创建时间']);
    expect(rows[1].slice(0, 4)).toEqual(['DLT01', '大柳塔站台', '大柳塔站', 8000]);
    // The same file again: the code is taken.
    expect((await importFile(t, token, API, file)).code).toBe(201);
    const id = (await admin.get(`${API}/list?code=DLT01`)).result.records[0].id;
    await admin.send('DELETE', `${API}/delete?id=${id}`);
    expect((await admin.send('DELETE', `${API}/deleteRecycleBin?ids=${id}`)).success).toBe(true);
    const imp = await importFile(t, token, API, file);
    expect(imp, JSON.stringify(imp)).toMatchObject({ success: true, message: '文件导入成功！数据行数：1' });
    expect((await admin.get(`${API}/list?code=DLT01`)).result.records[0]).toMatchObject({ name: '大柳塔站台', station: '大柳塔站', capacityT: '8000.000', longitude: null });
    // Imported into tenant 1 only.
    const [{ n }] = await t.ctx.db.select({ n: count() }).from(coalPlatform).where(eq(coalPlatform.code, 'DLT01'));
    expect(n).toBe(1);
  });
});
