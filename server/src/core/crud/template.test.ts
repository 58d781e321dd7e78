import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { entityActions, isImported, positionMeta, userMeta } from '@meiyun/shared';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { sysDepart, sysPermission, sysRole, sysRolePermission, sysTenant, sysUserRole } from '../db/schema/index';
import { seedId } from '../db/seed-id';
import { boundEntities } from './binding';
import { columnTitles, IMPORT_MAX_ROWS, importFields, mapColumns, readSheet } from './import';
import { DICT_SHEET, displayWidth } from './template';
import { getDictItems, TABLE_DICT_MAX_ITEMS } from '../dict/lookup';

let t: TestApp;
let admin: string; // tenant 1, platform administrator
let importer2: string; // tenant 2, may list and import positions and users
let lister2: string; // tenant 2, may only list positions
let importer3: string; // tenant 3, a tenant with more departments than a list shows

const h = (token: string) => ({ 'x-access-token': token });
const get = (url: string, token = admin) => t.call({ method: 'GET', url: `/api${url}`, headers: h(token) });

async function tenantRole(key: string, tenantId: number, perms: string[]) {
  const id = seedId(`test-role:${key}`);
  await t.ctx.db.insert(sysRole).values({ id, roleCode: key, roleName: key, tenantId });
  const rows = await t.ctx.db.select({ id: sysPermission.id, perms: sysPermission.perms }).from(sysPermission).where(eq(sysPermission.delFlag, 0));
  const wanted = rows.filter((r) => perms.some((p) => (r.perms ?? '').split(',').includes(p)));
  expect(wanted.length).toBe(perms.length);
  await t.ctx.db.insert(sysRolePermission).values(wanted.map((r) => ({ roleId: id, permissionId: r.id })));
  return id;
}

async function userWith(username: string, tenant: string, roleId: string) {
  const id = await t.createUser({ username, password: 'Passw0rd!x', tenants: tenant });
  await t.ctx.db.insert(sysUserRole).values({ userId: id, roleId });
  return t.login(username, 'Passw0rd!x');
}

async function workbookOf(url: string, token = admin) {
  const r = await get(url, token);
  expect(r.statusCode, r.body).toBe(200);
  expect(r.headers['content-type']).toContain('spreadsheetml');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(r.rawPayload as never);
  return { wb, res: r };
}

/** The columns of the dictionary sheet: title → texts listed below it. */
function dictColumns(wb: ExcelJS.Workbook): Map<string, string[]> {
  const ws = wb.getWorksheet(DICT_SHEET);
  const out = new Map<string, string[]>();
  if (!ws) return out;
  ws.getRow(1).eachCell((cell, col) => {
    const texts: string[] = [];
    for (let r = 2; r <= ws.rowCount; r++) {
      const v = ws.getCell(r, col).value;
      if (v !== null && v !== undefined && v !== '') texts.push(String(v));
    }
    out.set(String(cell.value), texts);
  });
  return out;
}

/** The template as the importer reads it back. */
const sheetOf = async (wb: ExcelJS.Workbook) => readSheet('template.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));

async function importFile(api: string, wb: ExcelJS.Workbook, token = admin) {
  const boundary = `----t${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="filled.xlsx"\r\n\r\n`),
    Buffer.from(await wb.xlsx.writeBuffer()),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.call({ method: 'POST', url: `/api${api}/importExcel`, headers: { ...h(token), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
}

const labels = (fields: { label: string; importable?: boolean; readonly?: boolean; secret?: boolean; form?: unknown }[]) => fields.filter((f) => isImported(f as never)).map((f) => f.label);
const stripMark = (headers: string[]) => headers.map((x) => x.replace(/\*$/, ''));

beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.db.insert(sysTenant).values([{ id: 2, name: '第二租户' }, { id: 3, name: '第三租户' }]).onConflictDoNothing();
  await t.ctx.db.insert(sysDepart).values({ id: seedId('depart:T2'), departName: '二号公司', orgCode: 'B01', orgCategory: '1', orgType: '1', tenantId: 2 });
  // Tenant 3 has more departments than a table dictionary lists.
  await t.ctx.db.insert(sysDepart).values(
    Array.from({ length: TABLE_DICT_MAX_ITEMS + 5 }, (_, i) => ({ id: seedId(`depart:T3-${i}`), departName: `三号部门${String(i).padStart(4, '0')}`, orgCode: `C${String(i).padStart(4, '0')}`, orgCategory: '2', orgType: '2', tenantId: 3 })),
  );
  admin = await t.login();
  importer2 = await userWith('imp2', '2', await tenantRole('importer2', 2, ['system:position:list', 'system:position:importExcel', 'system:user:list', 'system:user:importExcel']));
  lister2 = await userWith('list2', '2', await tenantRole('lister2', 2, ['system:position:list']));
  importer3 = await userWith('imp3', '3', await tenantRole('importer3', 3, ['system:position:importExcel']));
});
afterAll(() => t?.close());

describe('GET <api>/importTemplate', () => {
  it('answers the positions template: one header row of the importable labels, required ones marked, no data', async () => {
    const { wb, res } = await workbookOf('/sys/position/importTemplate');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="______.xlsx"; filename*=UTF-8''${encodeURIComponent('职务导入模板.xlsx')}`);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['职务', DICT_SHEET]);
    const sheet = await sheetOf(wb);
    expect(sheet.headers).toEqual(['职务编码*', '职务名称*', '职级*', '公司', '部门']);
    expect(stripMark(sheet.headers)).toEqual(labels(positionMeta.fields));
    expect(sheet.rows).toEqual([]);
    const ws = wb.worksheets[0];
    expect(ws.getCell('A1').value).toBe('职务编码*');
    expect(ws.getCell('A1').note).toBe('必填；最多20个字符');
    expect(ws.getCell('C1').note).toBe(`必填；可填写的值见「${DICT_SHEET}」工作表`);
    expect(ws.getCell('D1').note).toBe(`可填写的值见「${DICT_SHEET}」工作表`);
    // Columns fit their titles (a Chinese character is two units wide).
    sheet.headers.forEach((title, i) => expect(ws.getColumn(i + 1).width).toBeGreaterThanOrEqual(displayWidth(title)));
  });

  it('lists the dictionary texts on the second sheet, with a drop-down for the system dictionary', async () => {
    const { wb } = await workbookOf('/sys/position/importTemplate');
    const dicts = dictColumns(wb);
    const ranks = await getDictItems(t.ctx, 'position_rank');
    expect(ranks.length).toBeGreaterThan(0);
    expect(dicts.get('职级')).toEqual(ranks.map((r) => r.text));
    for (const col of ['公司', '部门']) expect(dicts.get(col)).toEqual(expect.arrayContaining(['煤运集团', '调度中心', '财务部', '信息中心']));
    const validations = (wb.worksheets[0] as unknown as { dataValidations: { model: Record<string, ExcelJS.DataValidation> } }).dataValidations.model;
    // ExcelJS reads the one range back cell by cell: the first and the last row of the importer's limit.
    for (const cell of ['C2', `C${IMPORT_MAX_ROWS + 1}`]) {
      expect(validations[cell]).toMatchObject({ type: 'list', formulae: [`'${DICT_SHEET}'!$A$2:$A$${ranks.length + 1}`] });
    }
    expect(validations.C1).toBeUndefined();
    // Table dictionaries change as rows come and go: no drop-down.
    expect(Object.keys(validations).filter((r) => /^[DE]2/.test(r))).toEqual([]);
  });

  it('round-trips: the template with one row filled in imports that row', async () => {
    const { wb } = await workbookOf('/sys/position/importTemplate');
    const rank = dictColumns(wb).get('职级')![0];
    wb.worksheets[0].addRow(['TPL01', '模板职务', rank, '煤运集团', '财务部']);
    const r = await importFile('/sys/position', wb);
    expect(r.json, r.body).toMatchObject({ success: true, message: '文件导入成功！数据行数：1' });
    const rec = (await get('/sys/position/list?code=TPL01')).json.result.records[0];
    expect(rec).toMatchObject({ name: '模板职务', rank_dictText: rank, companyId: seedId('depart:A01'), departId: seedId('depart:A01A02') });
  });

  it('answers the users template and imports a filled-in row', async () => {
    const { wb } = await workbookOf('/sys/user/importTemplate');
    const sheet = await sheetOf(wb);
    expect(sheet.headers).toEqual(['用户账号*', '用户姓名*', '工号', '性别', '生日', '手机号码', '邮箱', '部门', '职务', '用户类型']);
    expect(stripMark(sheet.headers)).toEqual(labels(userMeta.fields));
    expect(JSON.stringify(sheet.headers)).not.toMatch(/密码|角色|租户/);
    const dicts = dictColumns(wb);
    expect(dicts.get('性别')).toEqual(['男', '女']);
    expect(dicts.get('部门')).toEqual(expect.arrayContaining(['调度中心', '财务部']));
    wb.worksheets[0].addRow(['tpl0001', '模板用户', '', '女', '1990-01-31', '13900000099', '', '财务部']);
    const r = await importFile('/sys/user', wb);
    expect(r.json, r.body).toMatchObject({ success: true, message: '文件导入成功！数据行数：1' });
    const rec = (await get('/sys/user/list?username=tpl0001')).json.result.records[0];
    expect(rec).toMatchObject({ realname: '模板用户', sex: 2, birthday: '1990-01-31', orgCode: 'A01A02' });
  });

  it("lists a tenant's own departments only", async () => {
    const tenant1 = (await t.ctx.db.select({ name: sysDepart.departName }).from(sysDepart).where(eq(sysDepart.tenantId, 1))).map((d) => d.name);
    expect(tenant1.length).toBeGreaterThan(3);
    for (const url of ['/sys/position/importTemplate', '/sys/user/importTemplate']) {
      const { wb } = await workbookOf(url, importer2);
      const dicts = dictColumns(wb);
      expect(dicts.get('部门')).toEqual(['二号公司']);
      const all = [...dicts.values()].flat();
      for (const name of tenant1) expect(all).not.toContain(name);
    }
  });

  it('cuts a long table dictionary and says so', async () => {
    const { wb } = await workbookOf('/sys/position/importTemplate', importer3);
    const listed = dictColumns(wb).get('公司')!;
    expect(listed).toHaveLength(TABLE_DICT_MAX_ITEMS + 1);
    expect(listed.at(-1)).toBe(`（仅列出前${TABLE_DICT_MAX_ITEMS}项，未列出的也可填写）`);
    expect(listed).not.toContain('调度中心');
  });

  it('is refused without the import permission', async () => {
    const r = await get('/sys/position/importTemplate', lister2);
    expect(r.json).toMatchObject({ success: false, code: 510 });
    expect(r.headers['content-type']).toContain('application/json');
  });

  it('answers the departments template, and it imports', async () => {
    const { wb, res } = await workbookOf('/sys/sysDepart/importTemplate');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('部门导入模板.xlsx'));
    const sheet = await sheetOf(wb);
    expect(sheet.headers).toEqual(['部门名称*', '机构编码', '上级机构编码', '机构类型', '排序', '手机号', '地址', '备注']);
    expect(dictColumns(wb).get('机构类型')).toEqual(['公司', '部门', '岗位']);
    wb.worksheets[0].addRow(['模板部门', 'X1', 'A01', '部门', 9]);
    const r = await importFile('/sys/sysDepart', wb);
    expect(r.json, r.body).toMatchObject({ success: true, message: '文件导入成功！数据行数：1' });
    const [row] = await t.ctx.db.select().from(sysDepart).where(eq(sysDepart.departName, '模板部门'));
    expect(row).toMatchObject({ parentId: seedId('depart:A01'), orgCategory: '2', departOrder: 9, tenantId: 1 });
  });

  it("reads back to every entity's importable fields, whatever entity offers import", async () => {
    const offering = [...boundEntities().values()].filter((b) => entityActions(b.meta).includes('importExcel'));
    expect(offering.length).toBeGreaterThan(3);
    for (const b of offering) {
      const fields = importFields(b);
      expect(mapColumns(columnTitles(fields), fields), b.meta.name).toEqual(fields);
      const { wb } = await workbookOf(`${b.meta.api}/importTemplate`);
      const sheet = await sheetOf(wb);
      expect(sheet.headers, b.meta.name).toEqual(columnTitles(fields));
      expect(mapColumns(sheet.headers, fields), b.meta.name).toEqual(fields);
    }
  });
});
