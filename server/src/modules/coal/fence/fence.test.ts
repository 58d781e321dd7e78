import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { getDictItems } from '../../../core/dict/lookup';
import { callsAs, exportFile, importFile, roleWith, secondTenant, sheetRows, userWith, userWithPerms, xlsxOf } from '../../../../test/support/coal-org';
import { coalFence } from './table';

let t: TestApp;
let token: string;
let admin: ReturnType<typeof callsAs>;
let t2: ReturnType<typeof callsAs>; // a user of tenant 2 with every fence and yard permission
let yard: string; // 大柳塔货场
let port: string; // 秦皇岛港
let platform: string; // 神木北站台
let yardOfT2: string;

const API = '/coal/fence';
/** The names a list answers, in code-point order (the default order is by creation time, which ties within a second). */
const names = async (query = '', who = admin): Promise<string[]> => (await who.get(`${API}/list?pageSize=100&${query}`)).result.records.map((r: any) => r.name).sort();
const byName = async (name: string) => (await admin.get(`${API}/list?name=${encodeURIComponent(name)}`)).result.records[0];
const add = (p: object, who = admin) => who.send('POST', `${API}/add`, p);
const edit = (p: object, who = admin) => who.send('PUT', `${API}/edit`, p);
/** A square of 0.1° around 110.1–110.2 E, 39.2–39.3 N (大柳塔). */
const SQUARE = '[[110.1,39.2],[110.2,39.2],[110.2,39.3],[110.1,39.3]]';
const OUTSIDE_CHINA = '多边形顶点须在中国境内（经度73到136，纬度3到54）';

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  admin = callsAs(t, token);
  yard = (await admin.send('POST', '/coal/freightYard/add', { code: 'DLT', name: '大柳塔货场' })).result.id;
  port = (await admin.send('POST', '/coal/port/add', { code: 'QHD', name: '秦皇岛港' })).result.id;
  platform = (await admin.send('POST', '/coal/platform/add', { code: 'ZT01', name: '神木北站台' })).result.id;
  await secondTenant(t);
  t2 = callsAs(t, await userWith(t, 'fence_t2', '2', await roleWith(t, 'fence-t2', 2, ['coal:fence:', 'coal:freightYard:'])));
  yardOfT2 = (await t2.send('POST', '/coal/freightYard/add', { code: 'DLT', name: '他家货场' })).result.id;
});
afterAll(async () => t?.close());

describe('圆形围栏', () => {
  it('seeds the shape and place-kind dictionaries', async () => {
    expect((await getDictItems(t.ctx, 'coal_fence_shape')).map((i) => [i.value, i.text])).toEqual([
      ['circle', '圆形'],
      ['polygon', '多边形'],
    ]);
    expect((await getDictItems(t.ctx, 'coal_place_kind')).map((i) => [i.value, i.text])).toEqual([
      ['yard', '货场'],
      ['port', '港口'],
      ['platform', '站台'],
    ]);
  });

  it('adds a circle bound to a yard; the centre comes back as 6-place strings, the flags as booleans', async () => {
    const a = await add({ name: '大柳塔货场围栏', shape: 'circle', centerLng: '110.2695', centerLat: 39.2731, radiusM: 800, placeKind: 'yard', placeId: yard, alarmEnter: true });
    expect(a, a.message).toMatchObject({ success: true, message: '添加成功！' });
    expect((await admin.get(`${API}/queryById?id=${a.result.id}`)).result).toMatchObject({
      shape: 'circle',
      shape_dictText: '圆形',
      centerLng: '110.269500',
      centerLat: '39.273100',
      radiusM: 800,
      points: null,
      placeKind: 'yard',
      placeKind_dictText: '货场',
      placeId: yard,
      enabled: true,
      alarmEnter: true,
      alarmLeave: false,
    });
  });

  it('gives a circle sent without a radius the declared 1000 m, and drops corners sent with it', async () => {
    const a = await add({ name: '默认半径', shape: 'circle', centerLng: '110.5', centerLat: '38.5', points: SQUARE });
    expect(a.success, a.message).toBe(true);
    expect((await admin.get(`${API}/queryById?id=${a.result.id}`)).result).toMatchObject({ radiusM: 1000, points: null, centerLng: '110.500000', placeKind: null, placeId: null });
    // An edit leaving the radius empty is given the default too.
    expect((await edit({ id: a.result.id, radiusM: '' })).success).toBe(true);
    expect((await admin.get(`${API}/queryById?id=${a.result.id}`)).result.radiusM).toBe(1000);
  });

  it('refuses a bad circle with its Chinese message', async () => {
    const bad = async (p: object) => (await add({ name: '坏圆', shape: 'circle', centerLng: '110.5', centerLat: '38.5', radiusM: 500, ...p })).message;
    expect(await bad({ centerLng: '', centerLat: '' })).toBe('圆形围栏请输入中心经度和中心纬度');
    expect(await bad({ centerLat: null })).toBe('圆形围栏请输入中心经度和中心纬度');
    expect(await bad({ centerLng: undefined })).toBe('圆形围栏请输入中心经度和中心纬度');
    expect(await bad({ radiusM: 0 })).toBe('半径(米)不能小于1');
    expect(await bad({ radiusM: -5 })).toBe('半径(米)不能小于1');
    expect(await bad({ radiusM: 100001 })).toBe('半径(米)不能大于100000');
    expect(await bad({ radiusM: '1.5' })).toBe('半径(米)的值格式不正确');
    expect(await bad({ centerLng: '38.5', centerLat: '110.5' })).toBe('中心经度不能小于73');
    expect(await bad({ centerLat: '54.5' })).toBe('中心纬度不能大于54');
    expect(await bad({ centerLng: '110.1234567' })).toBe('中心经度最多6位小数');
    expect(await bad({ shape: '' })).toBe('请选择形状');
    expect(await bad({ shape: 'triangle' })).toBe('形状的值不在可选范围内');
    expect(await bad({ name: '' })).toBe('请输入围栏名称');
    expect(await bad({ name: '大柳塔货场围栏' })).toBe('围栏名称「大柳塔货场围栏」已存在');
    // The bounds themselves are fine.
    expect((await add({ name: '最小圆', shape: 'circle', centerLng: '73', centerLat: '3', radiusM: 1 })).success).toBe(true);
    expect((await add({ name: '最大圆', shape: 'circle', centerLng: '136', centerLat: '54', radiusM: 100000 })).success).toBe(true);
    expect(await names()).toEqual(['大柳塔货场围栏', '最大圆', '最小圆', '默认半径']);
  });
});

describe('多边形围栏', () => {
  it('adds a polygon: corners rounded to six places, the centre sent with it dropped', async () => {
    // 110.1234567 → 110123456.7 millionths → 110.123457; 39.2345674 → 39234567.4 → 39.234567; 110.2000004 → 110.2.
    const a = await add({
      name: '神木北站台围栏',
      shape: 'polygon',
      points: '[[110.1234567, 39.2345674], [110.2000004, 39.2], [110.2, 39.3]]',
      centerLng: '110.15',
      centerLat: '39.25',
      radiusM: 300,
      placeKind: 'platform',
      placeId: platform,
      enabled: false,
    });
    expect(a.success, a.message).toBe(true);
    expect((await admin.get(`${API}/queryById?id=${a.result.id}`)).result).toMatchObject({
      shape: 'polygon',
      shape_dictText: '多边形',
      points: '[[110.123457,39.234567],[110.2,39.2],[110.2,39.3]]',
      centerLng: null,
      centerLat: null,
      radiusM: null,
      placeKind_dictText: '站台',
      enabled: false,
    });
  });

  it('refuses unusable corners with their Chinese message', async () => {
    const bad = async (points: unknown) => (await add({ name: '坏多边形', shape: 'polygon', points })).message;
    expect(await bad(undefined)).toBe('请输入多边形顶点');
    expect(await bad('   ')).toBe('请输入多边形顶点');
    expect(await bad('[[110.1,39.2],[110.2,39.2]]')).toBe('多边形至少需要3个顶点');
    expect(await bad('[]')).toBe('多边形至少需要3个顶点');
    expect(await bad('[[110.1,39.2],[110.2,39.2],[110.2')).toBe('多边形顶点格式不正确，应为 [[经度, 纬度], …]');
    expect(await bad('{"lng":110.1,"lat":39.2}')).toBe('多边形顶点格式不正确，应为 [[经度, 纬度], …]');
    expect(await bad('[[110.1,39.2,0],[110.2,39.2,0],[110.2,39.3,0]]')).toBe('多边形顶点格式不正确，应为 [[经度, 纬度], …]');
    expect(await bad('[["110.1","39.2"],["110.2","39.2"],["110.2","39.3"]]')).toBe('多边形顶点格式不正确，应为 [[经度, 纬度], …]');
    expect(await bad('[[110.1,39.2],[110.2,null],[110.2,39.3]]')).toBe('多边形顶点格式不正确，应为 [[经度, 纬度], …]');
    // Latitude and longitude swapped, and a corner in San Francisco.
    expect(await bad('[[39.2,110.1],[39.2,110.2],[39.3,110.2]]')).toBe(OUTSIDE_CHINA);
    expect(await bad('[[110.1,39.2],[110.2,39.2],[-122.4,37.8]]')).toBe(OUTSIDE_CHINA);
    expect(await bad('[[110.1,39.2],[110.2,39.2],[136.000001,39.3]]')).toBe(OUTSIDE_CHINA);
    expect(await bad(`[${Array.from({ length: 1200 }, () => '[110.123456,39.123456]').join(',')}]`)).toBe('多边形顶点最大长度20000位字符');
    expect(await names('shape=polygon')).toEqual(['神木北站台围栏']);
  });
});

describe('switching shape', () => {
  it('clears the other shape\'s fields both ways', async () => {
    const id = (await add({ name: '变形围栏', shape: 'circle', centerLng: '111', centerLat: '39', radiusM: 600 })).result.id;
    // An edit sending only corners leaves a circle a circle.
    expect((await edit({ id, points: SQUARE })).success).toBe(true);
    expect((await admin.get(`${API}/queryById?id=${id}`)).result).toMatchObject({ shape: 'circle', points: null, radiusM: 600 });
    // To a polygon: needs corners, and the centre and radius go.
    expect((await edit({ id, shape: 'polygon' })).message).toBe('请输入多边形顶点');
    expect((await edit({ id, shape: 'polygon', points: SQUARE })).success).toBe(true);
    expect((await admin.get(`${API}/queryById?id=${id}`)).result).toMatchObject({ shape: 'polygon', points: SQUARE, centerLng: null, centerLat: null, radiusM: null });
    // Corners replaced on their own are checked again.
    expect((await edit({ id, points: '[[111,39],[111.1,39]]' })).message).toBe('多边形至少需要3个顶点');
    // Back to a circle: the centre was cleared, so it must be given again; the corners go.
    expect((await edit({ id, shape: 'circle' })).message).toBe('圆形围栏请输入中心经度和中心纬度');
    expect((await edit({ id, shape: 'circle', centerLng: '111.5', centerLat: '39.5' })).success).toBe(true);
    expect((await admin.get(`${API}/queryById?id=${id}`)).result).toMatchObject({ shape: 'circle', points: null, centerLng: '111.500000', centerLat: '39.500000', radiusM: 1000 });
  });
});

describe('bound place', () => {
  it('takes a place kind and a place together, the place a live one of the tenant', async () => {
    const bad = async (p: object) => (await add({ name: '绑定测试', shape: 'circle', centerLng: '110', centerLat: '39', ...p })).message;
    expect(await bad({ placeKind: 'yard' })).toBe('请选择绑定的货场');
    expect(await bad({ placeKind: 'port', placeId: '' })).toBe('请选择绑定的港口');
    expect(await bad({ placeKind: 'platform' })).toBe('请选择绑定的站台');
    expect(await bad({ placeId: yard })).toBe('请选择绑定场所类型');
    expect(await bad({ placeKind: 'warehouse', placeId: yard })).toBe('绑定场所类型的值不在可选范围内');
    expect(await bad({ placeKind: 'yard', placeId: 'no-such-yard' })).toBe('绑定的货场不存在');
    // A place of another kind is no place of this kind.
    expect(await bad({ placeKind: 'yard', placeId: port })).toBe('绑定的货场不存在');
    expect(await bad({ placeKind: 'port', placeId: platform })).toBe('绑定的港口不存在');
    expect(await bad({ placeKind: 'platform', placeId: yard })).toBe('绑定的站台不存在');
    // Another tenant's yard does not exist here.
    expect(await bad({ placeKind: 'yard', placeId: yardOfT2 })).toBe('绑定的货场不存在');
    // A place in the recycle bin is no live place.
    const spare = (await admin.send('POST', '/coal/platform/add', { code: 'ZT09', name: '备用站台' })).result.id;
    expect((await admin.send('DELETE', `/coal/platform/delete?id=${spare}`)).success).toBe(true);
    expect(await bad({ placeKind: 'platform', placeId: spare })).toBe('绑定的站台不存在');
    expect(await bad({ placeKind: 'platform', placeId: 'x'.repeat(37) })).toBe('绑定场所最大长度36位字符');
    const ok = await add({ name: '绑定测试', shape: 'circle', centerLng: '110', centerLat: '39', placeKind: 'port', placeId: port });
    expect(ok.success, ok.message).toBe(true);
  });

  it('checks the binding an edit leaves, and unbinds', async () => {
    const id = (await byName('绑定测试')).id;
    // Only the kind changed: the port's id is no yard.
    expect((await edit({ id, placeKind: 'yard' })).message).toBe('绑定的货场不存在');
    expect((await edit({ id, placeKind: '' })).message).toBe('请选择绑定场所类型');
    expect((await edit({ id, placeId: '' })).message).toBe('请选择绑定的港口');
    expect((await edit({ id, placeKind: 'yard', placeId: yard })).success).toBe(true);
    expect((await admin.get(`${API}/queryById?id=${id}`)).result).toMatchObject({ placeKind: 'yard', placeId: yard });
    expect((await edit({ id, placeKind: '', placeId: '' })).success).toBe(true);
    expect((await admin.get(`${API}/queryById?id=${id}`)).result).toMatchObject({ placeKind: null, placeId: null });
  });

  it('holds its yard: a yard with a fence is not deleted, nor, while the fence is in the recycle bin, deleted for good', async () => {
    const fence = (await byName('大柳塔货场围栏')).id;
    expect((await admin.send('DELETE', `/coal/freightYard/delete?id=${yard}`)).message).toBe('货场已绑定电子围栏，不能删除');
    expect((await admin.send('DELETE', `${API}/delete?id=${fence}`)).message).toBe('删除成功!');
    expect((await admin.send('DELETE', `/coal/freightYard/delete?id=${yard}`)).message).toBe('删除成功!');
    expect((await admin.send('DELETE', `/coal/freightYard/deleteRecycleBin?ids=${yard}`)).message).toBe('货场已绑定电子围栏，不能删除（含回收站中的记录）');
    expect((await admin.send('PUT', '/coal/freightYard/putRecycleBin', { ids: yard })).success).toBe(true);
    expect((await admin.send('PUT', `${API}/putRecycleBin`, { ids: fence })).message).toBe('还原电子围栏成功！');
    expect((await admin.get(`${API}/queryById?id=${fence}`)).result).toMatchObject({ placeKind: 'yard', placeId: yard, radiusM: 800 });
  });
});

describe('电子围栏 recycle bin, lists, organisations and tenants', () => {
  it('deletes into the recycle bin and restores; the name stays taken meanwhile', async () => {
    const id = (await byName('变形围栏')).id;
    expect((await admin.send('DELETE', `${API}/deleteBatch?ids=${id}`)).message).toBe('批量删除成功!');
    expect(await names('name=变形围栏')).toEqual([]);
    expect((await admin.get(`${API}/recycleBin`)).result.records.map((r: any) => r.name)).toEqual(['变形围栏']);
    expect((await add({ name: '变形围栏', shape: 'circle', centerLng: '111', centerLat: '39' })).message).toBe('围栏名称「变形围栏」已存在');
    expect((await admin.send('PUT', `${API}/putRecycleBin`, { ids: id })).message).toBe('还原电子围栏成功！');
    expect(await names('name=变形围栏')).toEqual(['变形围栏']);
  });

  it('answers the list syntax: wildcard, dictionary value, boolean, operator and super query', async () => {
    expect(await names()).toEqual(['变形围栏', '大柳塔货场围栏', '最大圆', '最小圆', '神木北站台围栏', '绑定测试', '默认半径']);
    expect(await names(`name=${encodeURIComponent('*围栏*')}`)).toEqual(['变形围栏', '大柳塔货场围栏', '神木北站台围栏']);
    expect(await names('placeKind=yard,platform')).toEqual(['大柳塔货场围栏', '神木北站台围栏']);
    expect(await names(`placeId=${platform}`)).toEqual(['神木北站台围栏']);
    // The list names each bound place from the table of its kind.
    const bound = (await admin.get(`${API}/list?placeKind=yard,platform&pageSize=100`)).result.records.map((r: any) => [r.name, r.placeId_dictText]).sort();
    expect(bound).toEqual([
      ['大柳塔货场围栏', '大柳塔货场'],
      ['神木北站台围栏', '神木北站台'],
    ]);
    expect(await names('enabled=false')).toEqual(['神木北站台围栏']);
    expect(await names('alarmEnter=true')).toEqual(['大柳塔货场围栏']);
    expect(await names(`radiusM=${encodeURIComponent('>= 1000')}`)).toEqual(['变形围栏', '最大圆', '绑定测试', '默认半径']);
    expect(await names(`centerLat=${encodeURIComponent('>= 39.273100')}`)).toEqual(['变形围栏', '大柳塔货场围栏', '最大圆']);
    const sq = encodeURIComponent(JSON.stringify([{ field: 'placeKind', rule: 'empty' }, { field: 'shape', rule: 'eq', val: 'circle' }]));
    expect(await names(`superQueryParams=${sq}&superQueryMatchType=and`)).toEqual(['变形围栏', '最大圆', '最小圆', '绑定测试', '默认半径']);
    const sq2 = encodeURIComponent(JSON.stringify([{ field: 'points', rule: 'like', val: '110.123457' }, { field: 'radiusM', rule: 'eq', val: 1 }]));
    expect(await names(`superQueryParams=${sq2}&superQueryMatchType=or`)).toEqual(['最小圆', '神木北站台围栏']);
  });

  it('a hostile query string changes nothing and shows nothing of the other tenant', async () => {
    expect((await add({ name: '他家围栏', shape: 'circle', centerLng: '110', centerLat: '39', placeKind: 'yard', placeId: yardOfT2 }, t2)).success).toBe(true);
    const msg = async (q: string) => (await admin.get(`${API}/list?${q}`)).message;
    expect(await names(`shape=${encodeURIComponent("circle' or '1'='1")}`)).toEqual([]);
    expect(await names(`placeId=${yardOfT2}`)).toEqual([]);
    expect(await names(`name=${encodeURIComponent('他家*')}`)).toEqual([]);
    expect(await names('tenantId=2&tenant_id=2&delFlag=1&del_flag=1')).toHaveLength(7);
    expect(await msg('enabled=yes')).toBe('启用的值格式不正确');
    expect(await msg(`radiusM=${encodeURIComponent('1 or 1=1')}`)).toBe('半径(米)的值格式不正确');
    expect(await msg(`column=${encodeURIComponent('radius_m; update coal_fence set enabled = false')}`)).toBe('请注意，将要排序的列字段不存在：radius_m; update coal_fence set enabled = false');
    expect(await msg(`superQueryParams=${encodeURIComponent(JSON.stringify([{ field: 'tenantId', rule: 'ne', val: 1 }]))}`)).toBe('请注意，将要查询的列字段不存在：tenantId');
    const [{ n }] = await t.ctx.db.select({ n: count() }).from(coalFence);
    expect(n).toBe(8);
    expect(await names('enabled=true')).toEqual(['变形围栏', '大柳塔货场围栏', '最大圆', '最小圆', '绑定测试', '默认半径']);
  });

  it('another tenant sees none of these fences, cannot touch them by id, and may reuse their names', async () => {
    expect(await names('', t2)).toEqual(['他家围栏']);
    const fence = (await byName('大柳塔货场围栏')).id;
    expect((await t2.get(`${API}/queryById?id=${fence}`)).message).toBe('未找到对应数据');
    expect((await edit({ id: fence, enabled: false }, t2)).message).toBe('未找到对应数据');
    expect((await t2.send('DELETE', `${API}/delete?id=${fence}`)).message).toBe('未找到对应数据');
    expect((await t2.send('DELETE', `${API}/deleteRecycleBin?ids=${fence}`)).message).toBe('未找到对应数据');
    // Tenant 1's yard is no place for tenant 2's fence.
    expect((await add({ name: '大柳塔货场围栏', shape: 'circle', centerLng: '110', centerLat: '39', placeKind: 'yard', placeId: yard }, t2)).message).toBe('绑定的货场不存在');
    expect((await add({ name: '大柳塔货场围栏', shape: 'polygon', points: SQUARE }, t2)).success).toBe(true);
    expect((await admin.get(`${API}/queryById?id=${fence}`)).result).toMatchObject({ enabled: true, shape: 'circle' });
  });

  it('is reference data: users linked to an organisation read every fence', async () => {
    const consumer = callsAs(t, await userWithPerms(t, 'fence_consumer', ['coal:fence:list'], { org: { kind: 'consumer', id: 'consumer-1' } }));
    expect(await names('', consumer)).toEqual(['变形围栏', '大柳塔货场围栏', '最大圆', '最小圆', '神木北站台围栏', '绑定测试', '默认半径']);
    expect((await add({ name: 'x', shape: 'circle', centerLng: '110', centerLat: '39' }, consumer)).code).toBe(510);
    const carrier = callsAs(t, await userWithPerms(t, 'fence_carrier', ['coal:fence:list'], { org: { kind: 'carrier', id: 'carrier-1' } }));
    expect((await carrier.get(`${API}/queryById?id=${(await byName('神木北站台围栏')).id}`)).result.points).toBe('[[110.123457,39.234567],[110.2,39.2],[110.2,39.3]]');
  });
});

describe('电子围栏 spreadsheets', () => {
  const TEMPLATE = ['围栏名称*', '形状*', '绑定场所类型', '绑定场所', '中心经度', '中心纬度', '半径(米)', '多边形顶点', '启用', '进入报警', '离开报警', '备注'];

  it('exports fences with the dictionary texts, a polygon\'s corners and the flags as 是/否', async () => {
    const rows = await sheetRows(await exportFile(t, token, API, `?name=${encodeURIComponent('*围栏')}&column=name&order=asc`));
    expect(rows[0]).toEqual(['围栏名称', '形状', '绑定场所类型', '绑定场所', '中心经度', '中心纬度', '半径(米)', '多边形顶点', '启用', '进入报警', '离开报警', '创建时间']);
    // The place goes out as its id (read back by the import), the corners as the JSON the import reads.
    expect(rows.slice(1).map((r) => Array.from(r.slice(0, 11), (c) => c ?? null))).toEqual([
      ['变形围栏', '圆形', null, null, 111.5, 39.5, 1000, null, '是', '否', '否'],
      ['大柳塔货场围栏', '圆形', '货场', yard, 110.2695, 39.2731, 800, null, '是', '是', '否'],
      ['神木北站台围栏', '多边形', '站台', platform, null, null, null, '[[110.123457,39.234567],[110.2,39.2],[110.2,39.3]]', '否', '否', '否'],
    ]);
  });

  it('imports a filled-in template with the shape checks; an unusable row goes to the error file, the others are written', async () => {
    expect((await sheetRows((await t.call({ method: 'GET', url: `/api${API}/importTemplate`, headers: { 'x-access-token': token } })).rawPayload))[0]).toEqual(TEMPLATE);
    const circle = ['秦皇岛港围栏', '圆形', '港口', port, '119.6', '39.93', '', '', 'true', 'false', 'true', ''];
    const polygon = ['导入多边形', '多边形', '', '', '', '', '', '[[110.1,39.2],[110.2,39.2],[110.2,39.3]]', 'false', 'false', 'false', '进出矿区'];
    const twoCorners = ['两点多边形', '多边形', '', '', '', '', '', '[[110.1,39.2],[110.2,39.2]]', 'true', 'false', 'false', ''];
    const imp = await importFile(t, token, API, await xlsxOf('围栏', [TEMPLATE, circle, polygon, twoCorners]));
    expect(imp, JSON.stringify(imp)).toMatchObject({ code: 201, message: '文件导入成功，但有1条数据导入失败' });
    const errors = await sheetRows((await t.call({ method: 'GET', url: `/api/${imp.result}`, headers: { 'x-access-token': token } })).rawPayload);
    expect(errors[1][0]).toBe('两点多边形');
    expect(errors[1][errors[1].length - 1]).toBe('多边形至少需要3个顶点');
    expect(await names(`name=${encodeURIComponent('两点多边形')}`)).toEqual([]);
    expect(await byName('秦皇岛港围栏')).toMatchObject({ shape: 'circle', placeKind: 'port', placeId: port, centerLng: '119.600000', centerLat: '39.930000', radiusM: 1000, alarmLeave: true });
    expect(await byName('导入多边形')).toMatchObject({ shape: 'polygon', points: '[[110.1,39.2],[110.2,39.2],[110.2,39.3]]', enabled: false, remark: '进出矿区' });
    // The port now holds a fence.
    expect((await admin.send('DELETE', `/coal/port/delete?id=${port}`)).message).toBe('港口已绑定电子围栏，不能删除');
    // The same file again: the names are taken.
    const again = await importFile(t, token, API, await xlsxOf('围栏', [TEMPLATE, circle, polygon]));
    expect(again).toMatchObject({ code: 201, message: '文件导入成功，但有2条数据导入失败' });
  });

  it('reads its own export back: 是/否 and the corners as written', async () => {
    const file = await exportFile(t, token, API, `?name=${encodeURIComponent('最小圆')}`);
    const id = (await byName('最小圆')).id;
    await admin.send('DELETE', `${API}/delete?id=${id}`);
    await admin.send('DELETE', `${API}/deleteRecycleBin?ids=${id}`);
    const imp = await importFile(t, token, API, file);
    expect(imp, JSON.stringify(imp)).toMatchObject({ success: true, message: '文件导入成功！数据行数：1' });
    expect(await byName('最小圆')).toMatchObject({ centerLng: '73.000000', centerLat: '3.000000', radiusM: 1, enabled: true });
  });
});
