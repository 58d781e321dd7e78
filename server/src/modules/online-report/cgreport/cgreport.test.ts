import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { reportLimits } from './report-sql';

let t: TestApp;
let admin: string;
let plain: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  await t.createUser({ username: 'rp_plain', password: 'Plain12345', roles: ['dispatcher'] });
  plain = await t.login('rp_plain', 'Plain12345');
});
afterAll(async () => t?.close());

const h = (token: string) => ({ 'x-access-token': token });
const get = (url: string, token = admin) => t.call({ method: 'GET', url: `/api${url}`, headers: h(token) });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) => t.call({ method, url: `/api${url}`, headers: h(token), payload });

const report = (over: object = {}) => ({
  code: 'roles_rp',
  name: '角色报表',
  cgrSql: 'select id, role_code, role_name from rpt_role where role_code <> ${skip}',
  items: [
    { fieldName: 'id', fieldTxt: 'ID', isShow: 0 },
    { fieldName: 'role_code', fieldTxt: '角色编码', isOrder: 1, isQuery: 1 },
    { fieldName: 'role_name', fieldTxt: '角色名称', isQuery: 1, searchHidden: '1' },
  ],
  params: [{ paramName: 'skip', paramTxt: '排除', paramValue: 'none' }],
  ...over,
});

describe('online report definitions', () => {
  it('refuses a non-admin with 510', async () => {
    expect((await get('/online/cgreport/head/list', plain)).json.code).toBe(510);
    expect((await send('POST', '/online/cgreport/head/add', report(), plain)).json.code).toBe(510);
    expect((await send('POST', '/online/cgreport/head/parseSql', { sql: 'select 1 as a' }, plain)).json.code).toBe(510);
  });

  it('refuses writes and a second statement; a trailing comment swallows nothing', async () => {
    for (const [cgrSql, message] of [
      ['delete from sys_role', '报表SQL只能是一条SELECT查询语句'],
      ['select 1; drop table sys_role', '报表SQL只能是一条SELECT查询语句'],
      ['select 1 as a /* x', '报表SQL有误'],
      ['update sys_user set realname = 1', '报表SQL只能是一条SELECT查询语句'],
    ]) {
      const r = (await send('POST', '/online/cgreport/head/add', report({ cgrSql, params: [] }))).json;
      expect(r, cgrSql).toMatchObject({ success: false, message });
    }
    // A data-modifying WITH cannot hide inside the wrapping subquery, and the READ ONLY transaction refuses any
    // other write a function call might make.
    const w = (await send('POST', '/online/cgreport/head/parseSql', { sql: "with x as (delete from sys_role where role_code = 'admin' returning id) select * from x" })).json;
    expect(w.success).toBe(false);
    expect((await get('/sys/role/queryall')).json.result.map((r: any) => r.roleCode)).toContain('admin');
    await t.ctx.db.execute(sql`create sequence if not exists rp_test_seq`);
    const seqReport = (await send('POST', '/online/cgreport/head/add', report({ code: 'seq_rp', cgrSql: "select nextval('rp_test_seq') as n", params: [], items: [] }))).json;
    expect(seqReport).toMatchObject({ success: false, message: '报表SQL不允许使用函数：nextval' });
    const commented = (await send('POST', '/online/cgreport/head/parseSql', { sql: 'select 1 as a -- the rest is mine' })).json;
    expect(commented.result.items.map((i: any) => i.fieldName)).toEqual(['a']);
  });

  it('reads the columns and parameters of a statement', async () => {
    const r = (await send('POST', '/online/cgreport/head/parseSql', { sql: 'select id, role_code from rpt_role where role_code = ${c}' })).json;
    expect(r.result.items.map((i: any) => i.fieldName)).toEqual(['id', 'role_code']);
    expect(r.result.params.map((p: any) => p.paramName)).toEqual(['c']);
  });

  it('adds, edits and deletes a report', async () => {
    const add = (await send('POST', '/online/cgreport/head/add', report())).json;
    expect(add).toMatchObject({ success: true, message: '添加成功！' });
    expect((await send('POST', '/online/cgreport/head/add', report())).json.message).toBe('报表编码已存在');
    const id = add.result.id;
    const edit = (await send('PUT', '/online/cgreport/head/edit', { ...report({ name: '角色报表二' }), id })).json;
    expect(edit.success).toBe(true);
    const detail = (await get(`/online/cgreport/head/queryById?id=${id}`)).json.result;
    expect(detail).toMatchObject({ name: '角色报表二' });
    expect(detail.items).toHaveLength(3);
  });
});

describe('the report list through the list kit', () => {
  it('lists with the generic filters, sorting and China-time timestamps', async () => {
    const page = (await get('/online/cgreport/head/list?name=*登录*&column=code&order=asc')).json;
    expect(page.success, JSON.stringify(page)).toBe(true);
    expect(page.result.records.map((r: any) => r.code)).toEqual(['login_per_day']);
    expect(page.result.records[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await get('/online/cgreport/head/list?code=login*')).json.result.total).toBe(1);
    expect((await get('/online/cgreport/head/list?column=cgrSqlx&order=asc')).json.success).toBe(false);
    // One report, read to be edited, still carries its columns and parameters, with the same time format.
    const one = (await get(`/online/cgreport/head/queryById?id=${page.result.records[0].id}`)).json.result;
    expect(one).toMatchObject({ code: 'login_per_day', createTime: page.result.records[0].createTime });
    expect(one.params.map((p: any) => p.paramName)).toEqual(['days']);
  });

  it('exports the definitions with their Chinese titles', async () => {
    const r = await t.call({ method: 'GET', url: '/api/online/cgreport/head/exportXls?code=login_per_day', headers: h(admin) });
    expect(r.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.rawPayload as never);
    const rows: unknown[][] = [];
    wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['报表名称', '报表编码', '报表SQL', '描述', '创建时间']);
    expect(rows.slice(1).map((x) => x[1])).toEqual(['login_per_day']);
  });

  it('an edit without columns or parameters keeps them', async () => {
    const add = (await send('POST', '/online/cgreport/head/add', report({ code: 'keep_rp' }))).json;
    expect(add.result.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const { items: _items, params: _params, ...head } = report({ code: 'keep_rp', name: '只改名称' });
    expect((await send('PUT', '/online/cgreport/head/edit', { ...head, id: add.result.id })).json).toMatchObject({ success: true, message: '编辑成功!', result: { id: add.result.id, name: '只改名称' } });
    const detail = (await get(`/online/cgreport/head/queryById?id=${add.result.id}`)).json.result;
    expect(detail.name).toBe('只改名称');
    expect(detail.items).toHaveLength(3);
    expect(detail.params).toHaveLength(1);
    // The statement is checked against the kept parameters.
    const unknownParam = (await send('PUT', '/online/cgreport/head/edit', { ...head, cgrSql: 'select id from rpt_role where role_code = ${other}', id: add.result.id })).json;
    expect(unknownParam).toMatchObject({ success: false, message: 'SQL中的参数${other}未定义' });
  });

  it('deletes several at once; a deleted one leaves the list and keeps its code', async () => {
    const a = (await send('POST', '/online/cgreport/head/add', report({ code: 'batch_a', params: [], cgrSql: 'select id from rpt_role', items: [] }))).json.result.id;
    const b = (await send('POST', '/online/cgreport/head/add', report({ code: 'batch_b', params: [], cgrSql: 'select id from rpt_role', items: [] }))).json.result.id;
    expect((await send('DELETE', `/online/cgreport/head/deleteBatch?ids=${a},${b}`)).json).toMatchObject({ success: true, message: '批量删除成功!' });
    expect((await get('/online/cgreport/head/list?code=batch_*')).json.result.total).toBe(0);
    expect((await send('POST', '/online/cgreport/head/add', report({ code: 'batch_a', params: [], cgrSql: 'select id from rpt_role', items: [] }))).json.message).toBe('报表编码已存在');
    expect((await get(`/online/cgreport/head/queryById?id=${a}`)).json).toMatchObject({ success: false, message: '报表不存在' });
  });
});

describe('running a report', () => {
  let id: string;
  beforeAll(async () => {
    id = (await get('/online/cgreport/api/getRpColumns/roles_rp')).json.result.cgRpConfigId;
  });

  it('answers its shown columns and query fields', async () => {
    const cols = (await get('/online/cgreport/api/getRpColumns/roles_rp', plain)).json.result;
    expect(cols.cgRpConfigName).toBe('角色报表二');
    expect(cols.columns.map((c: any) => c.dataIndex)).toEqual(['role_code', 'role_name']);
    const info = (await get(`/online/cgreport/api/getQueryInfo/${id}`)).json.result;
    expect(info.map((i: any) => [i.field, i.hidden])).toEqual([['role_code', '0'], ['role_name', '1']]);
  });

  it('binds the named parameters and the query fields', async () => {
    const all = (await get(`/online/cgreport/api/getData/${id}?sorter=role_code=asc&pageSize=20`)).json.result;
    // The seeded roles of tenant 1: the platform's and the coal business users'.
    expect(all.records.map((r: any) => r.role_code)).toEqual(['admin', 'coal_dispatcher', 'coal_info_staff', 'coal_shipper', 'coal_trader', 'contract_approver', 'contract_clerk', 'dispatcher', 'finance_clerk', 'quality_approver', 'quality_lab', 'weighbridge_clerk']);
    const skipped = (await get(`/online/cgreport/api/getData/${id}?self_skip=admin&pageSize=20`)).json.result;
    expect(skipped.records.map((r: any) => r.role_code).sort()).toEqual(['coal_dispatcher', 'coal_info_staff', 'coal_shipper', 'coal_trader', 'contract_approver', 'contract_clerk', 'dispatcher', 'finance_clerk', 'quality_approver', 'quality_lab', 'weighbridge_clerk']);
    const hostile = (await get(`/online/cgreport/api/getData/${id}?self_skip=${encodeURIComponent("x' or 1=1 --")}`)).json.result;
    expect(hostile.total).toBe(all.records.length);
    // Matches dispatcher and coal_dispatcher; one per page.
    const filtered = (await get(`/online/cgreport/api/getData/${id}?role_code=disp&pageSize=1&pageNo=1`)).json.result;
    expect(filtered).toMatchObject({ total: 2, size: 1 });
    expect((await get(`/online/cgreport/api/getData/${id}?role_code=%25`)).json.result.total).toBe(0);
  });

  it('sorts only by the report’s own columns', async () => {
    expect((await get(`/online/cgreport/api/getData/${id}?sorter=password_hash=asc`)).json).toMatchObject({ success: false, message: '排序字段不是报表的列' });
    expect((await get(`/online/cgreport/api/getData/${id}?sorter=${encodeURIComponent('role_code desc, (select 1)')}`)).json.message).toMatch(/排序参数格式不正确/);
  });

  it('runs the seeded reports', async () => {
    const users = (await get('/online/cgreport/api/getRpColumns/user_by_depart')).json.result;
    expect(users.dictOptions.sex.length).toBeGreaterThan(0);
    const data = (await get(`/online/cgreport/api/getData/${users.cgRpConfigId}?username=admin`)).json.result;
    expect(data.records[0]).toMatchObject({ username: 'admin' });
    const logins = (await get('/online/cgreport/api/getRpColumns/login_per_day')).json.result;
    const days = (await get(`/online/cgreport/api/getData/${logins.cgRpConfigId}?self_days=7`)).json.result;
    expect(days.total).toBeGreaterThan(0);
  });

  // PGlite runs in this process and cannot cancel a running statement; PostgreSQL applies statement_timeout.
  it.runIf(process.env.TEST_DATABASE_URL)('cuts a slow query with the statement timeout', async () => {
    const add = (await send('POST', '/online/cgreport/head/add', report({ code: 'slow_rp', cgrSql: 'with recursive r(n) as (select 1 union all select n + 1 from r where n < 100000000) select count(*) as s from r', params: [], items: [] }))).json;
    const before = reportLimits.statementTimeoutMs;
    reportLimits.statementTimeoutMs = 300;
    try {
      const started = Date.now();
      const r = (await get(`/online/cgreport/api/getData/${add.result.id}`)).json;
      expect(r).toMatchObject({ success: false, message: '报表查询超时，请缩小查询范围' });
      expect(Date.now() - started).toBeLessThan(4000);
    } finally {
      reportLimits.statementTimeoutMs = before;
    }
  });

  it('no longer runs a deleted report', async () => {
    expect((await send('DELETE', `/online/cgreport/head/delete?id=${id}`)).json.success).toBe(true);
    expect((await get(`/online/cgreport/api/getData/${id}`)).json).toMatchObject({ success: false, message: '报表不存在' });
  });
});

describe('what a report may read (issue 21)', () => {
  const refused = async (text: string) => (await send('POST', '/online/cgreport/head/parseSql', { sql: text })).json;

  it('refuses the secrets, the catalogs, unregistered tables and functions, however wrapped', async () => {
    const cases: [string, RegExp][] = [
      ['select key, value from sys_config', /已登记的报表视图：sys_config/],
      ['select * from rpt_user where id in (select value from sys_config)', /sys_config/],
      ['with s as (select value from sys_config) select * from s', /sys_config/],
      ['select u.username, s.id from rpt_user u join sys_session s on s.user_id = u.id', /sys_session/],
      ['select username from rpt_user union select password_hash from sys_user', /sys_user/],
      ['select usename, passwd from pg_catalog.pg_user', /pg_catalog\.pg_user/],
      ['select * from pg_shadow', /pg_shadow/],
      ['select table_name from information_schema.tables', /information_schema\.tables/],
      ['select * from public.rpt_user', /public\.rpt_user/],
      ["select pg_read_file('/etc/passwd') as f", /pg_read_file/],
      ["select lo_import('/etc/passwd') as f", /lo_import/],
      ["select current_setting('meiyun.tenant_id') as t", /current_setting/],
      ["select set_config('meiyun.tenant_id', '2', false) as t", /set_config/],
      ["select * from generate_series(1, 3)", /报表SQL有误/],
      ["select 'sys_config'::regclass as r", /不允许的类型/],
      ['select current_user as u', /报表SQL有误/],
      ['select pg_catalog.now() as n, pg_sleep(1)', /pg_sleep/],
    ];
    for (const [text, message] of cases) {
      const r = await refused(text);
      expect(r.success, text).toBe(false);
      expect(r.message, text).toMatch(message);
      const add = (await send('POST', '/online/cgreport/head/add', report({ code: 'evil_rp', cgrSql: text, params: [], items: [] }))).json;
      expect(add.success, text).toBe(false);
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL runs as a role that reads the report views only', async () => {
    const can = async (table: string) =>
      ((await t.ctx.db.execute(sql`select has_table_privilege('meiyun_report', ${table}, 'select') as ok`)) as unknown as { rows: { ok: boolean }[] }).rows[0].ok;
    expect(await can('rpt_user')).toBe(true);
    for (const table of ['sys_config', 'sys_session', 'sys_user', 'pg_catalog.pg_authid']) expect(await can(table), table).toBe(false);
  });

  it('answers 报表SQL有误 without the database words', async () => {
    const r = await refused('select password from rpt_user');
    expect(r).toMatchObject({ success: false, message: '报表SQL有误' });
    expect(JSON.stringify(r)).not.toMatch(/column|password|does not exist/);
  });

  it('a stored statement written before the checker no longer runs', async () => {
    const add = (await send('POST', '/online/cgreport/head/add', report({ code: 'old_rp', cgrSql: 'select id from rpt_role', params: [], items: [] }))).json;
    await t.ctx.db.execute(sql`update onl_cgreport_head set cgr_sql = 'select key, value from sys_config' where id = ${add.result.id}`);
    const r = (await get(`/online/cgreport/api/getData/${add.result.id}`)).json;
    expect(r.success).toBe(false);
    expect(JSON.stringify(r)).not.toMatch(/jwt|secret/i);
  });

  it('a second tenant sees its own rows and reports only', async () => {
    await t.createUser({ username: 'rp_t2', password: 'Plain12345', roles: ['admin'], tenants: '2' });
    const other = await t.login('rp_t2', 'Plain12345');
    const users = (await get('/online/cgreport/api/getRpColumns/user_by_depart', other)).json;
    expect(users).toMatchObject({ success: false, message: '报表不存在' });
    expect((await get('/online/cgreport/head/list', other)).json.result.records).toEqual([]);
    const own = (await send('POST', '/online/cgreport/head/add', report({ code: 'user_by_depart', cgrSql: 'select username from rpt_user', params: [], items: [{ fieldName: 'username', fieldTxt: '账号' }] }), other)).json;
    expect(own.success, JSON.stringify(own)).toBe(true);
    const rows = (await get(`/online/cgreport/api/getData/${own.result.id}?pageSize=100`, other)).json.result.records.map((r: any) => r.username);
    expect(rows).toEqual(['rp_t2']);
  });
});
