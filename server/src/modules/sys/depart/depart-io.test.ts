import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp } from '../../../../test/helpers';

let t: TestApp;
let admin: string;
let plain: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  await t.createUser({ username: 'io_plain', password: 'Plain12345', roles: ['dispatcher'], orgCodes: ['A01A01'] });
  plain = await t.login('io_plain', 'Plain12345');
});
afterAll(() => t?.close());

const h = (token: string) => ({ 'x-access-token': token });
const get = (url: string, token = admin) => t.call({ method: 'GET', url: `/api${url}`, headers: h(token) });

async function readXlsx(buf: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as never);
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('部门');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function importFile(name: string, buf: Buffer, token = admin) {
  const boundary = '----meiyun' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="${encodeURIComponent(name)}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    buf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.call({ method: 'POST', url: '/api/sys/sysDepart/importExcel', headers: { ...h(token), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
}

const HEADER = ['部门名称', '机构编码', '上级机构编码', '机构类型', '排序', '手机号', '地址', '备注'];

describe('department export', () => {
  it('writes the tenant’s departments with Chinese titles, parent codes and category texts', async () => {
    const r = await get('/sys/sysDepart/exportXls');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    expect(r.headers['content-disposition']).toContain(encodeURIComponent('部门列表.xlsx'));
    const rows = await readXlsx(r.rawPayload);
    expect(rows[0]).toEqual(HEADER);
    expect(rows.slice(1).map((x) => x.slice(0, 4))).toEqual([
      ['煤运集团', 'A01', undefined, '公司'],
      ['调度中心', 'A01A01', 'A01', '部门'],
      ['财务部', 'A01A02', 'A01', '部门'],
      ['信息中心', 'A01A03', 'A01', '部门'],
    ]);
    expect(rows[1][4]).toBe(0);
  });
});

describe('department import', () => {
  it('creates a parent and its child with generated codes and refuses bad rows with an error file', async () => {
    const buf = await xlsxOf([
      HEADER,
      ['华北公司', 'X1', '', '公司', 1, '0351-7654321', '太原', '导入的公司'],
      ['华北调度', 'X2', 'X1', '部门', 2, '', '', ''],
      ['集团车队', '', 'A01', '岗位', '', '', '', ''],
      ['孤儿部门', 'X3', 'NOPE', '部门', '', '', '', ''],
      ['', 'X4', 'A01', '部门', '', '', '', ''],
      ['孙部门', 'X5', 'X3', '部门', '', '', '', ''],
    ]);
    const r = await importFile('部门.xlsx', buf);
    expect(r.json, r.body).toMatchObject({ success: true, code: 201, message: '文件导入成功，但有3条数据导入失败' });
    expect(r.json.result).toMatch(/^sys\/common\/importErrors\/[a-f0-9]{32}\.xlsx$/);

    const all = (await get('/sys/sysDepart/listAll')).json.result as any[];
    const byName = new Map(all.map((d) => [d.departName, d]));
    const company = byName.get('华北公司');
    expect(company).toMatchObject({ orgCode: 'A02', parentId: null, orgCategory: '1', departOrder: 1, mobile: '0351-7654321', address: '太原', description: '导入的公司' });
    expect(byName.get('华北调度')).toMatchObject({ orgCode: 'A02A01', parentId: company.id, orgCategory: '2', departOrder: 2 });
    expect(byName.get('集团车队')).toMatchObject({ orgCode: 'A01A04', orgCategory: '3' });
    expect(byName.has('孤儿部门')).toBe(false);
    expect(byName.has('孙部门')).toBe(false);

    const file = await t.call({ method: 'GET', url: `/api/${r.json.result}`, headers: h(admin) });
    const rows = await readXlsx(file.rawPayload);
    expect(rows[0]).toEqual([...HEADER, '错误原因']);
    expect(rows.slice(1).map((x) => x[x.length - 1])).toEqual(['上级机构编码「NOPE」不存在', '请输入机构名称', '上级机构编码「X3」的部门未能导入']);
  });

  it('writes nothing of a file that has only bad rows, and refuses a non-Excel file', async () => {
    const before = (await get('/sys/sysDepart/listAll')).json.result.length;
    const r = await importFile('坏.xlsx', await xlsxOf([HEADER, ['下级在前', 'Y2', 'Y1', '', '', '', '', ''], ['上级在后', 'Y1', '', '', '', '', '', '']]));
    expect(r.json.code).toBe(201);
    expect((await get('/sys/sysDepart/listAll')).json.result.map((d: any) => d.departName)).toContain('上级在后');
    expect((await get('/sys/sysDepart/listAll')).json.result).toHaveLength(before + 1);
    const file = await t.call({ method: 'GET', url: `/api/${r.json.result}`, headers: h(admin) });
    expect((await readXlsx(file.rawPayload))[1].at(-1)).toBe('上级机构编码「Y1」的部门须排在本行之前');
    expect((await importFile('a.txt', Buffer.from('hello'))).json.message).toBe('文件「a.txt」不是Excel文件，请上传xls或xlsx文件');
  });

  it('answers a clean file with the row count', async () => {
    const r = await importFile('好.xlsx', await xlsxOf([HEADER, ['审计部', '', 'A01', '部门', '', '', '', '']]));
    expect(r.json).toMatchObject({ success: true, code: 200, message: '文件导入成功！数据行数：1' });
  });
});

describe('我的部门 menu', () => {
  it('is given to the dispatcher role without the department admin buttons', async () => {
    const r = (await get('/sys/permission/getUserPermissionByToken', plain)).json.result;
    const all = (nodes: any[]): any[] => nodes.flatMap((n) => [n, ...all(n.children ?? [])]);
    const menus = all(r.menu);
    expect(menus.find((m) => m.path === '/system/my-depart')).toMatchObject({ component: 'system/depart/MyDepart', meta: { title: '我的部门' } });
    expect(menus.some((m) => m.path === '/system/depart')).toBe(false);
    expect(r.auth.map((a: any) => a.action)).not.toContain('system:depart:importExcel');
  });
});

describe('permissions', () => {
  it('refuses export and import without the codes with 510', async () => {
    expect((await get('/sys/sysDepart/exportXls', plain)).json.code).toBe(510);
    expect((await importFile('部门.xlsx', await xlsxOf([HEADER, ['x', '', '', '', '', '', '', '']]), plain)).json.code).toBe(510);
    expect((await get('/sys/sysDepart/listAll')).json.result.some((d: any) => d.departName === 'x')).toBe(false);
  });
});
