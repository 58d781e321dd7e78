import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { sysUser } from '../../../core/db/schema/user';
import { reportLimits } from './report-sql';
import { reportCell } from './export';

let t: TestApp;
let plain: string;
let id: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.login();
  await t.createUser({ username: 'xp_plain', password: 'Plain12345', roles: ['dispatcher'] });
  await t.createUser({ username: 'xp_b', password: 'Plain12345' });
  await t.ctx.db.update(sysUser).set({ sex: 2 }).where(inArray(sysUser.username, ['xp_plain', 'xp_b']));
  plain = await t.login('xp_plain', 'Plain12345');
  const add = await t.call({
    method: 'POST',
    url: '/api/online/cgreport/head/add',
    headers: { 'x-access-token': admin },
    payload: {
      code: 'xp_users',
      name: '导出/用户',
      cgrSql: 'select username, realname, sex, create_time from rpt_user',
      items: [
        { fieldName: 'username', fieldTxt: '账号', isOrder: 1, isQuery: 1 },
        { fieldName: 'realname', fieldTxt: '姓名' },
        { fieldName: 'sex', fieldTxt: '性别', dictCode: 'sex' },
        { fieldName: 'create_time', fieldTxt: '创建时间' },
      ],
      params: [],
    },
  });
  expect(add.json.success, add.json.message).toBe(true);
  id = add.json.result.id;
});
afterAll(async () => t?.close());

const exportXls = (query: string, token = plain) => t.call({ method: 'GET', url: `/api/online/cgreport/api/exportXls/${id}?${query}`, headers: { 'x-access-token': token } });

async function sheetOf(payload: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(payload as never);
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('exporting a report (导出 of the report page)', () => {
  it('writes the rows of the current query and sort, under the column titles, with dictionary texts and China times', async () => {
    const r = await exportXls('username=xp_&sorter=username=desc');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('导出用户.xlsx')}`);
    const rows = await sheetOf(r.rawPayload);
    expect(rows[0]).toEqual(['账号', '姓名', '性别', '创建时间']);
    expect(rows.slice(1).map((x) => x.slice(0, 3))).toEqual([
      ['xp_plain', '测试xp_plain', '女'],
      ['xp_b', '测试xp_b', '女'],
    ]);
    expect(rows[1][3]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('refuses more rows than an export may hold, and a report that is not there', async () => {
    const before = reportLimits.maxExportRows;
    reportLimits.maxExportRows = 1;
    try {
      expect((await exportXls('username=xp_')).json).toMatchObject({ success: false, message: '导出数据超过1条，请缩小查询范围后再导出' });
      expect((await exportXls('username=xp_b')).statusCode).toBe(200);
    } finally {
      reportLimits.maxExportRows = before;
    }
    const missing = await t.call({ method: 'GET', url: '/api/online/cgreport/api/exportXls/nope', headers: { 'x-access-token': plain } });
    expect(missing.json).toMatchObject({ success: false, message: '报表不存在' });
    expect((await exportXls('sorter=realname=sideways')).json.message).toMatch(/排序参数格式不正确/);
  });

  it('shows each cell as the report page does', () => {
    const sex = [
      { value: '1', text: '男' },
      { value: '2', text: '女' },
    ];
    expect(reportCell(sex, '1,2,9')).toBe('男,女,9');
    expect(reportCell(sex, 2)).toBe('女');
    expect(reportCell(undefined, new Date('2026-01-02T00:30:00Z'))).toBe('2026-01-02 08:30:00');
    expect(reportCell(undefined, '2026-01-02 00:30:00.123456+00')).toBe('2026-01-02 08:30:00');
    expect(reportCell(undefined, '2026-01-02T08:30:00+08:00')).toBe('2026-01-02 08:30:00');
    expect(reportCell(undefined, '2026-01-02')).toBe('2026-01-02');
    expect(reportCell(undefined, 12.5)).toBe(12.5);
    expect(reportCell(undefined, 7n)).toBe(7);
    expect(reportCell(undefined, '0012')).toBe('0012');
    expect(reportCell(undefined, null)).toBeNull();
    expect(reportCell(undefined, true)).toBe('是');
  });
});
