import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { callsAs, exportFile, importFile, roleWith, secondTenant, sheetRows, userWith, userWithPerms } from '../../../../test/support/coal-org';
import { coalPort } from './table';

let t: TestApp;
let token: string;
let admin: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  admin = callsAs(t, token);
});
afterAll(async () => t?.close());

const API = '/coal/port';
const BERTH = '/coal/berth';
const codes = (page: any) => page.records.map((r: any) => r.code);

let qhd: string; // 秦皇岛港, keeps its berths to the end
let hh: string; // 黄骅港, deleted for good on the way
let t2: ReturnType<typeof callsAs>; // a user of tenant 2 with every port and berth permission

describe('港口', () => {
  it('adds ports; coordinates come back as 6-place decimal strings', async () => {
    const a = await admin.send('POST', `${API}/add`, { code: 'QHD01', name: '秦皇岛港', address: '河北省秦皇岛市海港区', longitude: 119.6, latitude: '39.93' });
    expect(a, a.message).toMatchObject({ success: true, message: '添加成功！' });
    qhd = a.result.id;
    expect(a.result).toMatchObject({ code: 'QHD01', longitude: '119.600000', latitude: '39.930000' });
    hh = (await admin.send('POST', `${API}/add`, { code: 'HH01', name: '黄骅港', longitude: '117.857142', latitude: '38.321456' })).result.id;
    expect((await admin.get(`${API}/queryById?id=${hh}`)).result).toMatchObject({ code: 'HH01', name: '黄骅港', address: null, longitude: '117.857142', latitude: '38.321456' });
    expect((await admin.send('PUT', `${API}/edit`, { id: qhd, longitude: '119.612345' })).message).toBe('编辑成功!');
    expect((await admin.get(`${API}/queryById?id=${qhd}`)).result).toMatchObject({ longitude: '119.612345', latitude: '39.930000', name: '秦皇岛港' });
  });

  it('refuses a bad port with its Chinese message, and adds nothing', async () => {
    const bad = async (p: object) => (await admin.send('POST', `${API}/add`, { code: 'TJ01', name: '天津港', ...p })).message;
    expect(await bad({ code: 'QHD01' })).toBe('港口编码「QHD01」已存在');
    expect(await bad({ code: '津-1' })).toBe('港口编码只能包含字母、数字和下划线');
    expect(await bad({ code: '' })).toBe('请输入港口编码');
    expect(await bad({ code: 'A'.repeat(33) })).toBe('港口编码最大长度32位字符');
    expect(await bad({ name: '  ' })).toBe('请输入港口名称');
    // A swapped longitude and latitude is caught by China's extent.
    expect(await bad({ longitude: '39.93' })).toBe('经度不能小于73');
    expect(await bad({ longitude: '136.000001' })).toBe('经度不能大于136');
    expect(await bad({ latitude: '119.6' })).toBe('纬度不能大于54');
    expect(await bad({ latitude: '2.999999' })).toBe('纬度不能小于3');
    expect(await bad({ longitude: '117.1234567' })).toBe('经度最多6位小数');
    expect(await bad({ longitude: '117度' })).toBe('经度的值格式不正确');
    expect((await admin.send('PUT', `${API}/edit`, { id: hh, code: 'QHD01' })).message).toBe('港口编码「QHD01」已存在');
    expect(codes((await admin.get(`${API}/list`)).result)).toEqual(['HH01', 'QHD01']);
  });
});

describe('泊位', () => {
  let berth1: string;
  it('adds berths of a port; the tonnage is a 3-place decimal string and the port is named', async () => {
    const a = await admin.send('POST', `${BERTH}/add`, { portId: qhd, name: '1号泊位', tonnageT: '70000' });
    expect(a.success, a.message).toBe(true);
    berth1 = a.result.id;
    expect(a.result).toMatchObject({ portId: qhd, tonnageT: '70000.000' });
    expect((await admin.send('POST', `${BERTH}/add`, { portId: qhd, name: '2号泊位', tonnageT: 100000.5 })).result.tonnageT).toBe('100000.500');
    const list = (await admin.get(`${BERTH}/list?portId=${qhd}`)).result;
    expect(list.records.map((r: any) => [r.name, r.tonnageT, r.portId_dictText])).toEqual([
      ['1号泊位', '70000.000', '秦皇岛港'],
      ['2号泊位', '100000.500', '秦皇岛港'],
    ]);
  });

  it('keeps berth names unique within their port only, and checks the port and the tonnage', async () => {
    const bad = async (p: object) => (await admin.send('POST', `${BERTH}/add`, { portId: qhd, name: '3号泊位', ...p })).message;
    expect(await bad({ name: '1号泊位' })).toBe('泊位名称「1号泊位」已存在');
    // Another port may have its own 1号泊位.
    const other = await admin.send('POST', `${BERTH}/add`, { portId: hh, name: '1号泊位', tonnageT: '50000' });
    expect(other.success, other.message).toBe(true);
    // …but it cannot be moved beside the first one.
    expect((await admin.send('PUT', `${BERTH}/edit`, { id: other.result.id, portId: qhd })).message).toBe('泊位名称「1号泊位」已存在');
    expect((await admin.send('PUT', `${BERTH}/edit`, { id: berth1, name: '2号泊位' })).message).toBe('泊位名称「2号泊位」已存在');
    expect(await bad({ portId: '' })).toBe('请选择所属港口');
    expect(await bad({ portId: 'no-such-port' })).toBe('所属港口的值不在可选范围内');
    expect(await bad({ name: '' })).toBe('请输入泊位名称');
    expect(await bad({ tonnageT: '-0.001' })).toBe('吨级(t)不能小于0');
    expect(await bad({ tonnageT: '1.0005' })).toBe('吨级(t)最多3位小数');
    expect((await admin.get(`${BERTH}/list?portId=${hh}`)).result.records.map((r: any) => [r.name, r.tonnageT])).toEqual([['1号泊位', '50000.000']]);
    expect((await admin.get(`${BERTH}/list`)).result.total).toBe(3);
  });
});

describe('港口 deletes', () => {
  it('refuses to delete a port holding berths, live or in the recycle bin', async () => {
    expect((await admin.send('DELETE', `${API}/delete?id=${hh}`)).message).toBe('港口下还有泊位，不能删除');
    expect((await admin.send('DELETE', `${API}/deleteBatch?ids=${hh},${qhd}`)).message).toBe('港口下还有泊位，不能删除');
    expect(codes((await admin.get(`${API}/list`)).result)).toEqual(['HH01', 'QHD01']);
    const berth = (await admin.get(`${BERTH}/list?portId=${hh}`)).result.records[0].id;
    expect((await admin.send('DELETE', `${BERTH}/delete?id=${berth}`)).message).toBe('删除成功!');
    expect((await admin.send('DELETE', `${API}/delete?id=${hh}`)).message).toBe('删除成功!');
    // The berth in the recycle bin could come back: a permanent delete still waits for it.
    expect((await admin.send('DELETE', `${API}/deleteRecycleBin?ids=${hh}`)).message).toBe('港口下还有泊位，不能删除（含回收站中的记录）');
    expect((await admin.send('PUT', `${API}/putRecycleBin`, { ids: hh })).message).toBe('还原港口成功！');
    expect((await admin.send('DELETE', `${BERTH}/deleteRecycleBin?ids=${berth}`)).message).toBe('彻底删除泊位成功！');
  });

  it('refuses to delete a port a fence is bound to, live or in the recycle bin', async () => {
    const fence = await admin.send('POST', '/coal/fence/add', { name: '黄骅港围栏', shape: 'circle', centerLng: '117.857142', centerLat: '38.321456', radiusM: 2000, placeKind: 'port', placeId: hh });
    expect(fence.success, fence.message).toBe(true);
    expect((await admin.send('DELETE', `${API}/delete?id=${hh}`)).message).toBe('港口已绑定电子围栏，不能删除');
    expect((await admin.send('DELETE', `/coal/fence/delete?id=${fence.result.id}`)).success).toBe(true);
    expect((await admin.send('DELETE', `${API}/delete?id=${hh}`)).success).toBe(true);
    expect((await admin.send('DELETE', `${API}/deleteRecycleBin?ids=${hh}`)).message).toBe('港口已绑定电子围栏，不能删除（含回收站中的记录）');
    expect((await admin.send('DELETE', `/coal/fence/deleteRecycleBin?ids=${fence.result.id}`)).success).toBe(true);
    expect((await admin.send('DELETE', `${API}/deleteRecycleBin?ids=${hh}`)).message).toBe('彻底删除港口成功！');
    expect((await admin.get(`${API}/recycleBin`)).result.total).toBe(0);
    // Gone for good, its code is free again.
    expect((await admin.send('POST', `${API}/add`, { code: 'HH01', name: '黄骅港（新）' })).success).toBe(true);
  });

  it('deletes into the recycle bin and restores; the code stays taken meanwhile', async () => {
    const tj = (await admin.send('POST', `${API}/add`, { code: 'TJ01', name: '天津港', address: '天津市滨海新区', longitude: '117.74', latitude: '39' })).result.id;
    expect((await admin.send('DELETE', `${API}/delete?id=${tj}`)).message).toBe('删除成功!');
    expect((await admin.get(`${API}/list?code=TJ01`)).result.total).toBe(0);
    expect(codes((await admin.get(`${API}/recycleBin`)).result)).toEqual(['TJ01']);
    expect((await admin.send('POST', `${API}/add`, { code: 'TJ01', name: '又一个天津港' })).message).toBe('港口编码「TJ01」已存在');
    expect((await admin.send('PUT', `${API}/putRecycleBin`, { ids: tj })).message).toBe('还原港口成功！');
    expect((await admin.get(`${API}/list?code=TJ01`)).result.records.map((r: any) => r.name)).toEqual(['天津港']);
  });
});

describe('港口 lists, organisations and tenants', () => {
  beforeAll(async () => {
    for (const p of [
      { code: 'CFD01', name: '曹妃甸港', latitude: '38.97' },
      { code: 'JZ01', name: '锦州港', latitude: '40.83' },
    ])
      expect((await admin.send('POST', `${API}/add`, p)).success).toBe(true);
    await secondTenant(t);
    t2 = callsAs(t, await userWith(t, 'port_t2', '2', await roleWith(t, 'port-t2', 2, ['coal:port:', 'coal:berth:'])));
  });

  it('answers the list syntax: wildcard, exact field, operator and super query', async () => {
    expect(codes((await admin.get(`${API}/list`)).result)).toEqual(['CFD01', 'HH01', 'JZ01', 'QHD01', 'TJ01']);
    expect(codes((await admin.get(`${API}/list?name=${encodeURIComponent('*皇*')}`)).result)).toEqual(['QHD01']);
    expect(codes((await admin.get(`${API}/list?name=${encodeURIComponent('曹*')}`)).result)).toEqual(['CFD01']);
    expect((await admin.get(`${API}/list?code=TJ01`)).result.records.map((r: any) => r.name)).toEqual(['天津港']);
    // Exact decimals: 39.000000 is ≥ 39, 38.970000 is not.
    expect(codes((await admin.get(`${API}/list?latitude=${encodeURIComponent('>= 39')}`)).result)).toEqual(['JZ01', 'QHD01', 'TJ01']);
    const sq = encodeURIComponent(JSON.stringify([{ field: 'name', rule: 'like', val: '州' }, { field: 'code', rule: 'eq', val: 'TJ01' }]));
    expect(codes((await admin.get(`${API}/list?superQueryParams=${sq}&superQueryMatchType=or`)).result)).toEqual(['JZ01', 'TJ01']);
    expect(codes((await admin.get(`${API}/list?superQueryParams=${sq}&superQueryMatchType=and`)).result)).toEqual([]);
    expect(codes((await admin.get(`${API}/list?column=name&order=asc&pageSize=2`)).result)).toHaveLength(2);
  });

  it('another tenant sees none of these ports, cannot touch them by id, and may reuse their codes', async () => {
    expect((await t2.get(`${API}/list`)).result.total).toBe(0);
    expect((await t2.get(`${BERTH}/list`)).result.total).toBe(0);
    expect((await t2.get(`${API}/queryById?id=${qhd}`)).message).toBe('未找到对应数据');
    expect((await t2.send('PUT', `${API}/edit`, { id: qhd, name: '改名' })).message).toBe('未找到对应数据');
    expect((await t2.send('DELETE', `${API}/delete?id=${qhd}`)).message).toBe('未找到对应数据');
    expect((await t2.send('DELETE', `${API}/deleteRecycleBin?ids=${qhd}`)).message).toBe('未找到对应数据');
    const berth = (await admin.get(`${BERTH}/list?portId=${qhd}`)).result.records[0].id;
    expect((await t2.send('PUT', `${BERTH}/edit`, { id: berth, name: '改名' })).message).toBe('未找到对应数据');
    // The same code and name in tenant 2; tenant 1's port is no value for tenant 2's berth.
    const own = await t2.send('POST', `${API}/add`, { code: 'QHD01', name: '秦皇岛港' });
    expect(own.success, own.message).toBe(true);
    expect((await t2.send('POST', `${BERTH}/add`, { portId: qhd, name: '偷' })).message).toBe('所属港口的值不在可选范围内');
    expect((await t2.send('POST', `${BERTH}/add`, { portId: own.result.id, name: '1号泊位' })).success).toBe(true);
    expect((await admin.get(`${API}/queryById?id=${qhd}`)).result.name).toBe('秦皇岛港');
    expect((await admin.get(`${BERTH}/list?portId=${qhd}`)).result.total).toBe(2);
  });

  it('a hostile query string changes nothing and shows nothing of the other tenant', async () => {
    const total = async (q: string) => (await admin.get(`${API}/list?${q}`)).result.total;
    expect(await total(`name=${encodeURIComponent("' or '1'='1")}`)).toBe(0);
    expect(await total(`code=${encodeURIComponent("QHD01' --")}`)).toBe(0);
    expect(await total(`name=${encodeURIComponent('%')}`)).toBe(0);
    // Undeclared fields are no filters: not the tenant, not the delete flag.
    const sneaky = (await admin.get(`${API}/list?tenantId=2&tenant_id=2&delFlag=1&del_flag=1&createBy=x&pageSize=100`)).result;
    expect(codes(sneaky)).toEqual(['CFD01', 'HH01', 'JZ01', 'QHD01', 'TJ01']);
    expect(sneaky.records.map((r: any) => r.id)).not.toContain((await t2.get(`${API}/list`)).result.records[0].id);
    expect(sneaky.records[0]).not.toHaveProperty('tenantId');
    const msg = async (q: string) => (await admin.get(`${API}/list?${q}`)).message;
    expect(await msg(`column=${encodeURIComponent('code; drop table coal_port')}&order=asc`)).toBe('请注意，将要排序的列字段不存在：code; drop table coal_port');
    expect(await msg('column=tenantId')).toBe('请注意，将要排序的列字段不存在：tenantId');
    expect(await msg(`superQueryParams=${encodeURIComponent(JSON.stringify([{ field: 'tenant_id', rule: 'eq', val: 2 }]))}`)).toBe('请注意，将要查询的列字段不存在：tenant_id');
    expect(await msg(`superQueryParams=${encodeURIComponent('[{"field":"code"')}`)).toBe('高级查询参数格式不正确');
    expect(await msg(`latitude=${encodeURIComponent('1 or 1=1')}`)).toBe('纬度的值格式不正确');
    expect(await msg('pageSize=10;drop')).toBe('每页条数格式不正确');
    // An order that is not `asc` is descending, nothing else.
    expect(codes((await admin.get(`${API}/list?column=code&order=${encodeURIComponent('asc; drop table coal_port')}`)).result)).toEqual(['TJ01', 'QHD01', 'JZ01', 'HH01', 'CFD01']);
    const [{ n }] = await t.ctx.db.select({ n: count() }).from(coalPort);
    expect(n).toBe(6);
    const [{ n: n2 }] = await t.ctx.db.select({ n: count() }).from(coalPort).where(eq(coalPort.tenantId, 2));
    expect(n2).toBe(1);
  });

  it('is reference data: a user linked to an organisation reads every port and berth, and writes none without the permission', async () => {
    const linked = callsAs(t, await userWithPerms(t, 'port_consumer', ['coal:port:list', 'coal:berth:list'], { org: { kind: 'consumer', id: 'c-1' } }));
    expect(codes((await linked.get(`${API}/list`)).result)).toEqual(['CFD01', 'HH01', 'JZ01', 'QHD01', 'TJ01']);
    expect((await linked.get(`${BERTH}/list`)).result.records.map((r: any) => r.name)).toEqual(['1号泊位', '2号泊位']);
    expect((await linked.send('POST', `${API}/add`, { code: 'X1', name: 'x' })).code).toBe(510);
    expect((await linked.send('DELETE', `${API}/delete?id=${qhd}`)).code).toBe(510);
  });
});

describe('港口 and 泊位 spreadsheets', () => {
  it('exports a port and imports the file back; the same file again is refused, the code being taken', async () => {
    const file = await exportFile(t, token, API, '?code=TJ01');
    const rows = await sheetRows(file);
    expect(rows[0]).toEqual(['港口编码', '港口名称', '地址', '经度', '纬度', '创建时间']);
    expect(rows.slice(1).map((r) => r.slice(0, 5))).toEqual([['TJ01', '天津港', '天津市滨海新区', 117.74, 39]]);
    const again = await importFile(t, token, API, file);
    expect(again, JSON.stringify(again)).toMatchObject({ code: 201, message: '文件导入成功，但有1条数据导入失败' });
    const id = (await admin.get(`${API}/list?code=TJ01`)).result.records[0].id;
    await admin.send('DELETE', `${API}/delete?id=${id}`);
    expect((await admin.send('DELETE', `${API}/deleteRecycleBin?ids=${id}`)).success).toBe(true);
    const imp = await importFile(t, token, API, file);
    expect(imp, JSON.stringify(imp)).toMatchObject({ success: true, message: '文件导入成功！数据行数：1' });
    expect((await admin.get(`${API}/list?code=TJ01`)).result.records[0]).toMatchObject({ name: '天津港', address: '天津市滨海新区', longitude: '117.740000', latitude: '39.000000' });
  });

  it('round-trips berths, their port read back by name within the tenant', async () => {
    const file = await exportFile(t, token, BERTH, `?portId=${qhd}`);
    expect((await sheetRows(file)).map((r) => r.slice(0, 3))).toEqual([
      ['所属港口', '泊位名称', '吨级(t)'],
      ['秦皇岛港', '1号泊位', 70000],
      ['秦皇岛港', '2号泊位', 100000.5],
    ]);
    for (const r of (await admin.get(`${BERTH}/list?portId=${qhd}`)).result.records) {
      await admin.send('DELETE', `${BERTH}/delete?id=${r.id}`);
      await admin.send('DELETE', `${BERTH}/deleteRecycleBin?ids=${r.id}`);
    }
    expect((await admin.get(`${BERTH}/list?portId=${qhd}`)).result.total).toBe(0);
    const imp = await importFile(t, token, BERTH, file);
    expect(imp, JSON.stringify(imp)).toMatchObject({ success: true, message: '文件导入成功！数据行数：2' });
    // Tenant 2 has a 秦皇岛港 too: the name means tenant 1's own port.
    expect((await admin.get(`${BERTH}/list?portId=${qhd}`)).result.records.map((r: any) => [r.name, r.tonnageT, r.portId_dictText])).toEqual([
      ['1号泊位', '70000.000', '秦皇岛港'],
      ['2号泊位', '100000.500', '秦皇岛港'],
    ]);
    expect((await t2.get(`${BERTH}/list`)).result.records.map((r: any) => r.name)).toEqual(['1号泊位']);
  });
});

