import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import * as XLSX from 'xlsx-republish';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createWaybillTable, demoWaybill, seedWaybillDicts, waybillMeta, waybillRoutes } from '../../../test/support/waybill';
import { sysDataLog, sysDepart, sysLog, sysPermission, sysPermissionDataRule, sysRole, sysRolePermission, sysTenant } from '../db/schema/index';
import { seedId } from '../db/seed-id';
import { countReuse } from './counts';
import { bookmarkReuse } from './bookmarks';
import { importChunk, readSheet } from './import';
import { awaitSheetBacklog, drainOrClose } from './export';
import { PassThrough } from 'node:stream';
import { ENTITY_ACTIONS, permissionCode } from '@meiyun/shared';

let t: TestApp;
let admin: string;
let clerk: string; // tenant 1, department A01A01, all waybill buttons
let other: string; // tenant 2
let viewer: string; // tenant 1, list only
const dataDir = mkdtempSync(path.join(tmpdir(), 'meiyun-crud-'));
const API = '/api/demo/waybill';

async function grantRole(roleCode: string, perms: string[]) {
  const roleId = seedId(`role:${roleCode}`);
  await t.ctx.db.insert(sysRole).values({ id: roleId, roleCode, roleName: roleCode }).onConflictDoNothing();
  await t.ctx.db.insert(sysRolePermission).values({ roleId, permissionId: seedId('menu:demo:waybill') }).onConflictDoNothing();
  for (const p of perms) await t.ctx.db.insert(sysRolePermission).values({ roleId, permissionId: seedId(`btn:${p}`) }).onConflictDoNothing();
}

beforeAll(async () => {
  t = await createTestApp({ dataDir }, [waybillRoutes]);
  await createWaybillTable(t.ctx.db, true);
  await seedWaybillDicts(t.ctx.db);
  await t.ctx.db.insert(sysTenant).values({ id: 2, name: '第二租户' }).onConflictDoNothing();
  await t.ctx.db.insert(sysPermission).values({ id: seedId('menu:demo:waybill'), name: '运单', url: '/demo/waybill', menuType: 1 });
  for (const a of ENTITY_ACTIONS) {
    await t.ctx.db.insert(sysPermission).values({ id: seedId(`btn:${permissionCode(waybillMeta, a)}`), parentId: seedId('menu:demo:waybill'), name: a, menuType: 2, perms: permissionCode(waybillMeta, a) });
  }
  await grantRole('clerk', ENTITY_ACTIONS.map((a) => permissionCode(waybillMeta, a)));
  await grantRole('viewer', ['demo:waybill:list']);
  // The admin role holds every permission seeded at start; these rows came later.
  await grantRole('admin', ENTITY_ACTIONS.map((a) => permissionCode(waybillMeta, a)));
  await t.createUser({ username: 'clerk1', password: 'Clerk1234', roles: ['clerk'], orgCodes: ['A01A01'], tenants: '1' });
  // Tenant 2 has a department of its own: another tenant's department is no value for its records.
  await t.ctx.db.insert(sysDepart).values({ id: seedId('depart:B01'), departName: '二号公司', orgCode: 'B01', orgCategory: '1', orgType: '1', tenantId: 2 });
  await t.createUser({ username: 'other1', password: 'Other1234', roles: ['clerk'], orgCodes: ['B01'], tenants: '2' });
  await t.createUser({ username: 'viewer1', password: 'Viewer1234', roles: ['viewer'], orgCodes: ['A01A01'], tenants: '1' });
  admin = await t.login();
  clerk = await t.login('clerk1', 'Clerk1234');
  other = await t.login('other1', 'Other1234');
  viewer = await t.login('viewer1', 'Viewer1234');
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const h = (token: string) => ({ 'x-access-token': token });
const get = (url: string, token = clerk) => t.call({ method: 'GET', url, headers: h(token) });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object | undefined, token = clerk) => t.call({ method, url, headers: h(token), payload });
const list = async (qs: string, token = clerk) => {
  const r = await get(`${API}/list?${qs}`, token);
  expect(r.json.success, r.body).toBe(true);
  return r.json.result;
};

const base = { plateNo: '晋A12345', driverName: '张三', coalType: 'YM', netWeight: 32000, price: '615.50', status: 1, tags: 'U,C', loadTime: '2024-05-01 08:30:00', loadDate: '2024-05-01', orgCode: 'A01A01' };
const add = (rec: object, token = clerk) => send('POST', `${API}/add`, { ...base, ...rec }, token);

describe('add and the field checks', () => {
  it('refuses bad input with a Chinese message and writes nothing', async () => {
    const cases: [object, string][] = [
      [{ waybillNo: '' }, '请输入运单号'],
      [{ waybillNo: 'WB-1' }, '请输入20位以内的英文字符和数字'],
      [{ waybillNo: 'WB0001', coalType: 'XX' }, '煤种的值不在可选范围内'],
      [{ waybillNo: 'WB0001', tags: 'U,Z' }, '标签的值不在可选范围内'],
      [{ waybillNo: 'WB0001', netWeight: 'heavy' }, '净重(kg)的值格式不正确'],
      [{ waybillNo: 'WB0001', netWeight: -1 }, '净重(kg)不能小于0'],
      [{ waybillNo: 'WB0001', price: '1.234' }, '单价最多2位小数'],
      [{ waybillNo: 'WB0001', loadTime: '2024-02-30 08:00:00' }, '装车时间的值格式不正确'],
      [{ waybillNo: 'WB0001', driverPhone: '123' }, '请输入正确手机号'],
      [{ waybillNo: 'WB0001', plateNo: '晋A1234' }, '车牌号格式不正确'],
      [{ waybillNo: 'WB0001', plateNo: '晋I12345' }, '车牌号格式不正确'],
      [{ waybillNo: 'WB0001', orgCode: 'ZZZ' }, '所属部门的值不在可选范围内'],
    ];
    for (const [rec, message] of cases) {
      const r = await add(rec);
      expect(r.json, JSON.stringify(rec)).toMatchObject({ success: false, code: 500, message });
    }
    const [{ n }] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(demoWaybill);
    expect(Number(n)).toBe(0);
  });

  it('adds in the session tenant, never storing a secret field, and refuses a taken number', async () => {
    // The plate as a clerk may type it: lower case, the dot after the office letter; stored as the plate reads.
    const r = await add({ waybillNo: 'WB0001', plateNo: ' 晋a·12345', secretNote: 'hush', tenantId: 2, createBy: 'mallory' });
    expect(r.json).toMatchObject({ success: true, message: '添加成功！' });
    const [row] = await t.ctx.db.select().from(demoWaybill).where(eq(demoWaybill.waybillNo, 'WB0001'));
    expect(row).toMatchObject({ tenantId: 1, createBy: 'clerk1', secretNote: null, netWeight: 32000, price: '615.50', plateNo: '晋A12345' });
    // The duplicate check compares in the stored form too.
    const dup = await get(`/api/sys/duplicate/check?tableName=demo_waybill&fieldName=plateNo&fieldVal=${encodeURIComponent('晋a12345')}`);
    expect(dup.json).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    expect((await add({ waybillNo: 'WB0001' })).json.message).toBe('运单号「WB0001」已存在');
    // Unique per tenant: the other tenant may use the number.
    expect((await add({ waybillNo: 'WB0001', orgCode: 'A01A02' }, other)).json.message).toBe('所属部门的值不在可选范围内');
    expect((await add({ waybillNo: 'WB0001', orgCode: 'B01' }, other)).json.success).toBe(true);
  });
});

describe('list', () => {
  beforeAll(async () => {
    const more = [
      { waybillNo: 'WB0002', driverName: '李四', coalType: 'WYM', netWeight: 28000, status: 2, tags: 'F', loadTime: '2024-05-02 23:59:59', loadDate: '2024-05-02' },
      { waybillNo: 'WB0003', driverName: '王五', coalType: 'HM', netWeight: 40000, status: 0, tags: '', loadTime: '2024-05-03 00:00:00', loadDate: '2024-05-03', orgCode: 'A01A02' },
      { waybillNo: 'WB0004', driverName: '张小三', coalType: 'YM', netWeight: 15000, status: 1, tags: 'C', loadTime: '2024-04-30 10:00:00', loadDate: '2024-04-30', driverPhone: '13800000000' },
    ];
    for (const m of more) expect((await add(m, admin)).json.success).toBe(true);
  });

  it('answers the page with dictionary texts beside the values and no secrets', async () => {
    const page = await list('column=waybillNo&order=asc&pageSize=2', admin);
    expect(page).toMatchObject({ total: 4, size: 2, current: 1, pages: 2 });
    expect(page.records[0]).toMatchObject({
      waybillNo: 'WB0001',
      coalType: 'YM',
      coalType_dictText: '烟煤',
      status: 1,
      status_dictText: '运输中',
      tags: 'U,C',
      tags_dictText: '加急,冷链',
      orgCode: 'A01A01',
      orgCode_dictText: '调度中心',
      loadTime: '2024-05-01 08:30:00',
      loadDate: '2024-05-01',
      price: '615.50',
      delFlag: 0,
    });
    expect(page.records[0]).not.toHaveProperty('secretNote');
    expect(page.records[0]).not.toHaveProperty('tenantId');
  });

  it('filters in the contract syntax against the database', async () => {
    const nos = async (qs: string) => (await list(`${qs}&column=waybillNo&order=asc`, admin)).records.map((r: any) => r.waybillNo);
    expect(await nos('driverName=*三*')).toEqual(['WB0001', 'WB0004']);
    expect(await nos('driverName=张*')).toEqual(['WB0001', 'WB0004']);
    expect(await nos('driverName=*小三')).toEqual(['WB0004']);
    expect(await nos('driverName=!张三')).toEqual(['WB0002', 'WB0003', 'WB0004']);
    expect(await nos('coalType=YM,HM')).toEqual(['WB0001', 'WB0003', 'WB0004']);
    expect(await nos(`netWeight=${encodeURIComponent('>= 28000')}`)).toEqual(['WB0001', 'WB0002', 'WB0003']);
    expect(await nos(`netWeight=${encodeURIComponent('< 28000')}`)).toEqual(['WB0004']);
    expect(await nos('tags=,F,C,')).toEqual(['WB0001', 'WB0002', 'WB0004']);
    expect(await nos('loadTime_begin=2024-05-01&loadTime_end=2024-05-02')).toEqual(['WB0001', 'WB0002']);
    expect(await nos('loadDate_begin=2024-05-02&loadDate_end=2024-05-03')).toEqual(['WB0002', 'WB0003']);
    expect(await nos('driverName=50%25*')).toEqual([]);
    const sq = encodeURIComponent(JSON.stringify([{ field: 'status', rule: 'eq', val: '0' }, { field: 'driverName', rule: 'right_like', val: '李' }]));
    expect(await nos(`superQueryParams=${sq}&superQueryMatchType=or`)).toEqual(['WB0002', 'WB0003']);
    expect(await nos('secretNote=hush&password=x&_t=1')).toEqual(['WB0001', 'WB0002', 'WB0003', 'WB0004']);
    // A deep page goes through the ids first (offset ≥ 1000).
    const deep = await list('pageNo=101&pageSize=10&coalType=YM', admin);
    expect(deep).toMatchObject({ records: [], total: 2, current: 101 });
  });

  it('refuses hostile sort and super-query fields with the Chinese message, and nothing runs', async () => {
    const evil = encodeURIComponent('create_time; drop table demo_waybill');
    const r = await get(`${API}/list?column=${evil}&order=asc`, admin);
    expect(r.json).toMatchObject({ success: false, message: '请注意，将要排序的列字段不存在：create_time; drop table demo_waybill' });
    const s = await get(`${API}/list?column=secretNote`, admin);
    expect(s.json.message).toBe('请注意，将要排序的列字段不存在：secretNote');
    const sq = encodeURIComponent(JSON.stringify([{ field: 'secretNote', rule: 'eq', val: 'hush' }]));
    expect((await get(`${API}/list?superQueryParams=${sq}`, admin)).json.message).toBe('请注意，将要查询的列字段不存在：secretNote');
    expect((await get(`${API}/list?netWeight=abc`, admin)).json.message).toBe('净重(kg)的值格式不正确');
    const [{ n }] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(demoWaybill);
    expect(Number(n)).toBe(5);
  });

  it('keeps tenants apart in list, queryById, edit and delete', async () => {
    const mine = await list('', other);
    expect(mine.records.map((r: any) => r.waybillNo)).toEqual(['WB0001']);
    const foreign = (await list('waybillNo=WB0002', admin)).records[0];
    expect((await get(`${API}/queryById?id=${foreign.id}`, other)).json.message).toBe('未找到对应数据');
    expect((await send('PUT', `${API}/edit`, { id: foreign.id, driverName: 'x' }, other)).json.message).toBe('未找到对应数据');
    expect((await send('DELETE', `${API}/delete?id=${foreign.id}`, undefined, other)).json.message).toBe('未找到对应数据');
    expect((await get(`${API}/queryById?id=${foreign.id}`, admin)).json.result).toMatchObject({ waybillNo: 'WB0002', coalType_dictText: '无烟煤' });
  });

  it('applies the data rules of the menu held through the role, and refuses an SQL rule', async () => {
    const ruleId = seedId('rule:dept');
    await t.ctx.db.insert(sysPermissionDataRule).values({ id: ruleId, permissionId: seedId('menu:demo:waybill'), ruleName: '本部门', ruleColumn: 'orgCode', ruleConditions: 'RIGHT_LIKE', ruleValue: '#{sys_org_code}' });
    // Written straight to the database, so the test says what changed, as the product's own writes do.
    const setRules = async (ids: string | null) => {
      await t.ctx.db.update(sysRolePermission).set({ dataRuleIds: ids }).where(and(eq(sysRolePermission.roleId, seedId('role:viewer')), eq(sysRolePermission.permissionId, seedId('menu:demo:waybill'))));
      await t.ctx.identity.grantsChanged();
    };
    expect((await list('', viewer)).total).toBe(4);
    await setRules(ruleId);
    const ruled = await list('column=waybillNo&order=asc', viewer);
    expect(ruled.records.map((r: any) => r.waybillNo)).toEqual(['WB0001', 'WB0002', 'WB0004']);
    // The clerk's role does not hold the rule.
    expect((await list('', clerk)).total).toBe(4);
    const userRule = seedId('rule:user');
    await t.ctx.db.insert(sysPermissionDataRule).values({ id: userRule, permissionId: seedId('menu:demo:waybill'), ruleName: '本人', ruleColumn: 'create_by', ruleConditions: '=', ruleValue: '#{sys_user_code}' });
    await setRules(userRule);
    // create_by is not a declared field: the rule cannot be applied, so nothing is answered.
    expect((await get(`${API}/list`, viewer)).json).toMatchObject({ success: false, message: '数据权限规则配置有误，请联系管理员' });
    const sqlRule = seedId('rule:sql');
    await t.ctx.db.insert(sysPermissionDataRule).values({ id: sqlRule, permissionId: seedId('menu:demo:waybill'), ruleName: 'SQL', ruleColumn: 'orgCode', ruleConditions: 'USE_SQL_RULES', ruleValue: '1=1' });
    await setRules(sqlRule);
    expect((await get(`${API}/list`, viewer)).json.message).toBe('数据权限规则配置有误，请联系管理员');
    await setRules(null);
  });

  it('answers 510 for an action whose permission the user lacks', async () => {
    const r = await add({ waybillNo: 'WB0099' }, viewer);
    expect(r.json).toMatchObject({ success: false, code: 510 });
    expect((await get(`${API}/exportXls`, viewer)).json.code).toBe(510);
    expect((await get(`${API}/recycleBin`, viewer)).json.code).toBe(510);
  });
});

describe('edit, delete, recycle bin, logs', () => {
  it('keeps every previous version in the data log and writes the operation log', async () => {
    const rec = (await list('waybillNo=WB0004', admin)).records[0];
    const e1 = await send('PUT', `${API}/edit`, { id: rec.id, driverName: '张小三丰', secretNote: 'x' }, admin);
    expect(e1.json).toMatchObject({ success: true, message: '编辑成功!' });
    const e2 = await send('POST', `${API}/edit`, { id: rec.id, netWeight: 16000 }, admin);
    expect(e2.json.result).toMatchObject({ driverName: '张小三丰', netWeight: 16000 });
    const versions = await t.ctx.db.select().from(sysDataLog).where(eq(sysDataLog.dataId, rec.id)).orderBy(sysDataLog.dataVersion);
    expect(versions.map((v) => [v.dataTable, v.dataVersion, JSON.parse(v.dataContent).driverName])).toEqual([
      ['demo_waybill', 1, '张小三'],
      ['demo_waybill', 2, '张小三丰'],
    ]);
    expect(versions[0].dataContent).not.toContain('secretNote');
    const logs = await t.ctx.db.select().from(sysLog).where(and(eq(sysLog.logType, 2), eq(sysLog.requestUrl, `${API}/edit`)));
    expect(logs.length).toBe(2);
    expect(logs[0]).toMatchObject({ operateType: 3, username: 'admin', method: expect.stringMatching(/PUT|POST/) });
    expect(typeof logs[0].costTime).toBe('number');
    expect(logs[0].ip).toBeTruthy();
  });

  it('soft-deletes into the recycle bin, restores and deletes for ever', async () => {
    const recs = (await list('column=waybillNo&order=asc', admin)).records;
    const [a, b, c] = recs;
    expect((await send('DELETE', `${API}/delete?id=${a.id}`, undefined, admin)).json.message).toBe('删除成功!');
    expect((await send('DELETE', `${API}/deleteBatch?ids=${b.id},${c.id}`, undefined, admin)).json.message).toBe('批量删除成功!');
    expect((await list('', admin)).total).toBe(1);
    const bin = (await get(`${API}/recycleBin?column=waybillNo&order=asc&driverName=*三*`, admin)).json.result;
    expect(bin.records.map((r: any) => r.waybillNo)).toEqual(['WB0001']);
    expect(bin.records[0].coalType_dictText).toBe('烟煤');
    expect((await send('PUT', `${API}/putRecycleBin`, { ids: `${a.id},${b.id}` }, admin)).json).toMatchObject({ success: true, message: '还原运单成功！' });
    expect((await list('', admin)).total).toBe(3);
    const gone = await send('DELETE', `${API}/deleteRecycleBin?ids=${c.id}`, undefined, admin);
    expect(gone.json).toMatchObject({ success: true, message: '彻底删除运单成功！' });
    const [{ n }] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(demoWaybill).where(eq(demoWaybill.id, c.id));
    expect(Number(n)).toBe(0);
    // A live record cannot be deleted for ever through the bin.
    expect((await send('DELETE', `${API}/deleteRecycleBin?ids=${a.id}`, undefined, admin)).json.message).toBe('未找到对应数据');
    const ops = await t.ctx.db.select({ op: sysLog.operateType }).from(sysLog).where(and(eq(sysLog.logType, 2), sql`${sysLog.requestUrl} like '/api/demo/waybill/%'`));
    expect(new Set(ops.map((o) => o.op))).toEqual(new Set([2, 3, 4]));
  });
});

async function readXlsx(buf: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as never);
  const ws = wb.worksheets[0];
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('export', () => {
  it('streams an xlsx with Chinese titles, dictionary texts, the filters and the selections', async () => {
    const r = await t.call({ method: 'GET', url: `${API}/exportXls?column=waybillNo&order=asc&fileName=${encodeURIComponent('运单导出')}`, headers: h(admin) });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    expect(r.headers['content-disposition']).toBe(`attachment; filename="____.xlsx"; filename*=UTF-8''${encodeURIComponent('运单导出.xlsx')}`);
    const rows = await readXlsx(r.rawPayload);
    expect(rows[0]).toEqual(['运单号', '车牌号', '司机', '司机电话', '煤种', '净重(kg)', '单价', '状态', '标签', '装车时间', '装车日期', '所属部门', '创建时间']);
    expect(rows.slice(1).map((x) => x[0])).toEqual(['WB0001', 'WB0002', 'WB0004']);
    expect(rows[1].slice(4, 12)).toEqual(['烟煤', 32000, 615.5, '运输中', '加急,冷链', '2024-05-01 08:30:00', '2024-05-01', '调度中心']);
    expect(JSON.stringify(rows)).not.toContain('hush');
    const ids = (await list('column=waybillNo&order=asc', admin)).records.map((x: any) => x.id);
    const sel = await t.call({ method: 'GET', url: `${API}/exportXls?selections=${ids[0]},${ids[2]}&coalType=YM&column=waybillNo&order=asc`, headers: h(admin) });
    expect((await readXlsx(sel.rawPayload)).slice(1).map((x) => x[0])).toEqual(['WB0001', 'WB0004']);
    // Tenant 2 exports its own rows only.
    const mine = await t.call({ method: 'GET', url: `${API}/exportXls`, headers: h(other) });
    expect((await readXlsx(mine.rawPayload)).slice(1).map((x) => x[0])).toEqual(['WB0001']);
    await new Promise((r) => setTimeout(r, 50));
    const [log] = await t.ctx.db.select().from(sysLog).where(and(eq(sysLog.operateType, 6), eq(sysLog.username, 'other1')));
    expect(log.logContent).toBe('导出运单：1条');
  });
});

function multipart(files: { name: string; buf: Buffer }[]) {
  const boundary = '----meiyun' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const f of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="${encodeURIComponent(f.name)}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
    parts.push(f.buf, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('运单');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const importFiles = (files: { name: string; buf: Buffer }[], token = clerk) => {
  const m = multipart(files);
  return t.call({ method: 'POST', url: `${API}/importExcel`, headers: { ...h(token), ...m.headers }, payload: m.payload });
};

describe('import', () => {
  it('writes the good rows, answers 201 with an error file only its owner can fetch', async () => {
    const header = ['运单号', '车牌号', '司机', '煤种', '净重(kg)', '状态', '标签', '装车时间', '备注列'];
    const buf = await xlsxOf([
      header,
      ['IM0001', '晋B11111', '赵一', '烟煤', 30000, '运输中', '加急,易碎', new Date(Date.UTC(2024, 5, 1, 9, 15, 0)), 'x'],
      ['IM0002', '晋B22222', '钱二', '褐煤', '29000', '待装车', '', '2024-06-02', ''],
      ['IM0001', '晋B33333', '孙三', '烟煤', 1000, '运输中', '', '', ''],
      ['WB0001', '晋B44444', '李四', '烟煤', 1000, '运输中', '', '', ''],
      ['IM0005', '', '周五', '烟煤', 1000, '运输中', '', '', ''],
      ['IM0006', '晋B66666', '吴六', '泥煤', 1000, '运输中', '', '', ''],
      ['IM0007', '晋B77777', '郑七', '烟煤', 'abc', '运输中', '', '', ''],
    ]);
    const r = await importFiles([{ name: '运单.xlsx', buf }]);
    expect(r.json, r.body).toMatchObject({ success: true, code: 201, message: '文件导入成功，但有5条数据导入失败' });
    expect(r.json.result).toMatch(/^sys\/common\/importErrors\/[a-f0-9]{32}\.xlsx$/);
    const imported = (await list('waybillNo=IM*&column=waybillNo&order=asc')).records;
    expect(imported.map((x: any) => [x.waybillNo, x.coalType, x.status, x.tags, x.loadTime, x.netWeight])).toEqual([
      ['IM0001', 'YM', 1, 'U,F', '2024-06-01 09:15:00', 30000],
      ['IM0002', 'HM', 0, null, '2024-06-02 00:00:00', 29000],
    ]);
    const file = await t.call({ method: 'GET', url: `/api/${r.json.result}`, headers: h(clerk) });
    expect(file.statusCode).toBe(200);
    const rows = await readXlsx(file.rawPayload);
    expect(rows[0]).toEqual([...header, '错误原因']);
    expect(rows.slice(1).map((x) => [x[0], x[x.length - 1]])).toEqual([
      ['IM0001', '运单号「IM0001」在文件中重复'],
      ['WB0001', '运单号「WB0001」已存在'],
      ['IM0005', '请输入车牌号'],
      ['IM0006', '煤种的值不在可选范围内'],
      ['IM0007', '净重(kg)的值格式不正确'],
    ]);
    const stranger = await t.call({ method: 'GET', url: `/api/${r.json.result}`, headers: h(admin) });
    expect(stranger.json).toMatchObject({ success: false, message: '文件不存在或已过期' });
    expect((await t.call({ method: 'GET', url: `/api/${r.json.result}` })).statusCode).toBe(401);
    const [log] = await t.ctx.db.select().from(sysLog).where(and(eq(sysLog.operateType, 5), eq(sysLog.username, 'clerk1')));
    expect(log.logContent).toBe('导入运单：成功2条，失败5条');
  });

  it('imports several files, .xls among them, and answers the row count when all are good', async () => {
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['waybillNo', '车牌号', '煤种'], ['XL0001', '晋C00001', '无烟煤']]), 'S1');
    const xls = XLSX.write(wb, { type: 'buffer', bookType: 'xls' }) as Buffer;
    const xlsx = await xlsxOf([['运单号', '车牌号'], ['XL0002', '晋C00002'], ['XL0003', '晋C00003']]);
    const r = await importFiles([{ name: 'a.xls', buf: xls }, { name: 'b.xlsx', buf: xlsx }]);
    expect(r.json).toMatchObject({ success: true, code: 200, message: '文件导入成功！数据行数：3' });
    const rows = (await list('waybillNo=XL*&column=waybillNo&order=asc')).records;
    expect(rows.map((x: any) => [x.waybillNo, x.coalType_dictText])).toEqual([
      ['XL0001', '无烟煤'],
      ['XL0002', null],
      ['XL0003', null],
    ]);
  });

  it('refuses a file that is not a spreadsheet and writes nothing of the request', async () => {
    const good = await xlsxOf([['运单号', '车牌号'], ['NX0001', '晋D00001']]);
    const r = await importFiles([{ name: 'good.xlsx', buf: good }, { name: 'evil.xlsx', buf: Buffer.from('not a spreadsheet at all') }]);
    expect(r.json).toMatchObject({ success: false, message: '文件「evil.xlsx」不是Excel文件，请上传xls或xlsx文件' });
    expect((await list('waybillNo=NX0001')).total).toBe(0);
    const none = await importFiles([{ name: 'x.xlsx', buf: await xlsxOf([['甲', '乙'], ['1', '2']]) }]);
    expect(none.json.message).toBe('文件「x.xlsx」中没有可导入的列，请下载导入模板填写');
  });
});

describe('import in chunks', () => {
  it('checks duplicates across chunks and sees the rows earlier chunks wrote', async () => {
    importChunk.rows = 2;
    try {
      const buf = await xlsxOf([
        ['运单号', '车牌号'],
        ['CH0001', '晋E00001'],
        ['CH0002', '晋E00002'],
        ['CH0003', '晋E00003'],
        ['CH0001', '晋E00004'], // a duplicate of the first chunk, found in the second
        ['CH0005', '晋E00005'],
      ]);
      const r = await importFiles([{ name: '分块.xlsx', buf }]);
      expect(r.json, r.body).toMatchObject({ success: true, code: 201, message: '文件导入成功，但有1条数据导入失败' });
      expect((await list('waybillNo=CH*&column=waybillNo&order=asc')).records.map((x: any) => x.waybillNo)).toEqual(['CH0001', 'CH0002', 'CH0003', 'CH0005']);
    } finally {
      importChunk.rows = 5000;
    }
  });

  it('writes nothing of a file when a later chunk fails in the database', async () => {
    importChunk.rows = 2;
    try {
      // 单价 passes the field checks but overflows numeric(12,2): the third chunk's insert fails.
      const buf = await xlsxOf([
        ['运单号', '车牌号', '单价'],
        ['RB0001', '晋F00001', '1'],
        ['RB0002', '晋F00002', '1'],
        ['RB0003', '晋F00003', '1'],
        ['RB0004', '晋F00004', '1'],
        ['RB0005', '晋F00005', '99999999999'],
      ]);
      const r = await importFiles([{ name: '回滚.xlsx', buf }]);
      expect(r.json.success).toBe(false);
      expect((await list('waybillNo=RB*')).total).toBe(0);
    } finally {
      importChunk.rows = 5000;
    }
  });

  it('stops reading a file past the largest one accepted', async () => {
    const buf = await xlsxOf([['运单号'], ['A1'], ['A2'], ['A3'], ['A4']]);
    await expect(readSheet('大.xlsx', buf, 3)).rejects.toThrow('单个文件最多导入3行');
    expect((await readSheet('大.xlsx', buf, 4)).rows).toEqual([['A1'], ['A2'], ['A3'], ['A4']]);
  });
});

describe('export backpressure', () => {
  it("finds the streams ExcelJS's sheet writes into (an upgrade that moves them must fail here)", async () => {
    const out = new PassThrough();
    out.resume();
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
    const ws = wb.addWorksheet('s');
    for (let i = 0; i < 1000; i++) ws.addRow([i, '煤'.repeat(50)]).commit();
    expect(await awaitSheetBacklog(ws, out)).toBeGreaterThan(0);
    ws.commit();
    await wb.commit();
  });

  it('leaves no listener behind after each wait, whichever event came', async () => {
    const out = new PassThrough();
    const pipe = new PassThrough();
    const counts = () => [pipe.listenerCount('drain'), pipe.listenerCount('error'), out.listenerCount('close'), out.listenerCount('error')];
    const before = counts();
    for (let i = 0; i < 20; i++) {
      const wait = drainOrClose(pipe, out);
      pipe.emit('drain');
      await wait;
    }
    expect(counts()).toEqual(before);
    const closing = drainOrClose(pipe, out);
    out.destroy();
    await closing;
    expect(counts()).toEqual(before);
  });
});

describe('bookmarked pages', () => {
  it('answers every page exactly as skipping from the start does, in every order, nulls and ties included', async () => {
    // 37 rows: weights with ties and nulls, creation times with microseconds (a Date would lose them).
    await t.ctx.db.execute(sql`
      insert into demo_waybill (id, tenant_id, waybill_no, plate_no, net_weight, price, create_time)
      select 'bm' || lpad(i::text, 3, '0'), 1, 'BM' || lpad(((i * 17) % 37)::text, 3, '0'), '晋B' || i,
        case when i % 5 = 0 then null else (i % 4) * 1000 end,
        case when i % 3 = 0 then null else i end,
        timestamptz '2024-01-01 00:00:00+08' + ((i % 9) * interval '1.234567 second')
      from generate_series(1, 37) i`);
    const orders = ['', 'column=netWeight&order=asc', 'column=netWeight&order=desc', 'column=createTime&order=desc', 'column=createTime&order=asc', 'column=waybillNo&order=asc', 'column=price&order=asc', 'column=price&order=desc'];
    const pageIds = async (order: string, pageNo: number) => (await list(`waybillNo=BM*&${order}&pageNo=${pageNo}&pageSize=3`, admin)).records.map((r: any) => r.id);
    const saved = { ...bookmarkReuse };
    try {
      for (const order of orders) {
        bookmarkReuse.fromOffset = Number.POSITIVE_INFINITY; // no bookmarks: the plain offset read
        const expected: string[][] = [];
        for (let p = 1; p <= 14; p++) expected.push(await pageIds(order, p));
        expect(expected.flat()).toHaveLength(37);
        bookmarkReuse.fromOffset = 0;
        for (let p = 1; p <= 14; p++) expect(await pageIds(order, p), `${order} page ${p}, forwards`).toEqual(expected[p - 1]);
        for (let p = 14; p >= 1; p--) expect(await pageIds(order, p), `${order} page ${p}, backwards`).toEqual(expected[p - 1]);
        for (const p of [9, 2, 13, 5, 5, 12]) expect(await pageIds(order, p), `${order} page ${p}, jumping`).toEqual(expected[p - 1]);
      }
    } finally {
      Object.assign(bookmarkReuse, saved);
    }
  });

  it('forgets the bookmarks of an entity on a write through its routes', async () => {
    const saved = { ...bookmarkReuse };
    bookmarkReuse.fromOffset = 0;
    try {
      const first = (await list('waybillNo=BM*&column=waybillNo&order=asc&pageNo=3&pageSize=3', admin)).records.map((r: any) => r.waybillNo);
      expect(first).toEqual(['BM006', 'BM007', 'BM008']);
      // BM0005 sorts before page 3's bookmark (after BM005): a kept bookmark would still answer BM006 first.
      expect((await add({ waybillNo: 'BM0005' }, admin)).json.success).toBe(true);
      const after = (await list('waybillNo=BM*&column=waybillNo&order=asc&pageNo=3&pageSize=3', admin)).records.map((r: any) => r.waybillNo);
      expect(after).toEqual(['BM005', 'BM006', 'BM007']);
    } finally {
      Object.assign(bookmarkReuse, saved);
    }
  });
});

describe('reused totals', () => {
  it('reuses a slow total until a write through the routes drops it', async () => {
    countReuse.slowMs = 0; // every count counts as slow here
    try {
      const before = (await list('', admin)).total;
      // Past the end of a reused total: an empty page with the same total.
      expect(await list('pageNo=999&pageSize=10', admin)).toMatchObject({ records: [], total: before, current: 999, pages: Math.ceil(before / 10) });
      await t.ctx.db.insert(demoWaybill).values({ tenantId: 1, waybillNo: 'RAW0001', plateNo: '晋Z00001' });
      expect((await list('', admin)).total).toBe(before); // reused: the raw insert went around the routes
      expect((await add({ waybillNo: 'CNT0001' }, admin)).json.success).toBe(true);
      expect((await list('', admin)).total).toBe(before + 2);
    } finally {
      countReuse.slowMs = 25;
    }
  });
});
