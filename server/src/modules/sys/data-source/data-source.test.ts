import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:net';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { sysDataSource, sysDataLog } from '../../../core/db/schema/index';
import { openPassword, sealPassword } from './sealed-password';
import { isAllowed, isInsideAddress } from './outside-address';

let t: TestApp;
let admin: string;
let plain: string;
beforeAll(async () => {
  // The local PostgreSQL is inside: allowed here by name, as an administrator would allow the company's database.
  t = await createTestApp({ dataSourceAllowedHosts: ['127.0.0.1'] });
  admin = await t.login();
  await t.createUser({ username: 'plain01', password: 'Plain12345', roles: ['dispatcher'] });
  plain = await t.login('plain01', 'Plain12345');
});
afterAll(async () => {
  await t?.close();
});

const h = (token: string) => ({ 'x-access-token': token });
const get = (url: string, token = admin) => t.call({ method: 'GET', url: `/api${url}`, headers: h(token) });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) => t.call({ method, url: `/api${url}`, headers: h(token), payload });
const SECRET = 'Sup3r-Secret!pw';
const local = { kind: 'postgresql', host: '127.0.0.1', port: 5432, databaseName: 'postgres', userName: 'postgres' };

/** A port nothing listens on: bound, then closed. */
async function closedPort(): Promise<number> {
  const s: Server = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as { port: number }).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

describe('data sources', () => {
  let id: string;
  it('stores the password sealed with AES-256-GCM and never answers it (add, list, queryById, export, data log)', async () => {
    const add = await send('POST', '/sys/dataSource/add', { code: 'report01', name: '报表库', ...local, password: SECRET, remark: '只读' });
    expect(add.json).toMatchObject({ success: true });
    id = add.json.result.id;
    const [row] = await t.ctx.db.select().from(sysDataSource).where(eq(sysDataSource.id, id));
    expect(row.passwordEnc).not.toContain(SECRET);
    expect(openPassword(t.ctx.secrets.dataSourceKey, row.passwordEnc!)).toBe(SECRET);
    const list = await get('/sys/dataSource/list');
    const one = await get(`/sys/dataSource/queryById?id=${id}`);
    for (const r of [add, list, one]) {
      expect(r.body).not.toContain(SECRET);
      expect(r.body).not.toContain(row.passwordEnc!);
      expect(r.body).not.toMatch(/password/i);
    }
    expect(one.json.result).toMatchObject({ code: 'report01', host: '127.0.0.1', port: 5432, kind_dictText: 'PostgreSQL' });
    const xls = await t.call({ method: 'GET', url: '/api/sys/dataSource/exportXls', headers: h(admin) });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xls.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    book.eachSheet((s) => s.eachRow((r) => r.eachCell((c) => void cells.push(String(c.value)))));
    expect(cells).toContain('report01');
    expect(cells.join('|')).not.toContain(SECRET);
    expect(cells.join('|')).not.toContain('密码');
    // The password cannot be a filter or a sort.
    expect((await get(`/sys/dataSource/list?password=${encodeURIComponent(SECRET)}`)).json.result.total).toBe(1);
    expect((await get('/sys/dataSource/list?column=password')).json.success).toBe(false);
    expect((await get('/sys/dataSource/list?column=passwordEnc')).json.success).toBe(false);
  });

  it('an edit with an empty password keeps the stored one; a typed one replaces it; the data log holds no password', async () => {
    await send('PUT', '/sys/dataSource/edit', { id, name: '报表库2', password: '' });
    const [kept] = await t.ctx.db.select().from(sysDataSource).where(eq(sysDataSource.id, id));
    expect(openPassword(t.ctx.secrets.dataSourceKey, kept.passwordEnc!)).toBe(SECRET);
    await send('PUT', '/sys/dataSource/edit', { id, password: 'Other-pw-2' });
    const [changed] = await t.ctx.db.select().from(sysDataSource).where(eq(sysDataSource.id, id));
    expect(openPassword(t.ctx.secrets.dataSourceKey, changed.passwordEnc!)).toBe('Other-pw-2');
    const versions = await t.ctx.db.select().from(sysDataLog).where(eq(sysDataLog.dataId, id));
    expect(versions.length).toBeGreaterThan(0);
    for (const v of versions) expect(v.dataContent).not.toMatch(/Other-pw-2|Sup3r|passwordEnc/);
  });

  it('refuses kinds outside the allow-list and bad ports', async () => {
    expect((await send('POST', '/sys/dataSource/add', { code: 'my01', name: 'MySQL', ...local, kind: 'mysql' })).json.message).toBe('数据库类型的值不在可选范围内');
    expect((await send('POST', '/sys/dataSource/add', { code: 'bad01', name: '坏端口', ...local, port: 70000 })).json.message).toBe('端口不能大于65535');
    expect((await send('POST', '/sys/dataSource/testConnection', { ...local, kind: 'mysql' })).json.message).toBe('不支持的数据库类型');
    expect((await send('POST', '/sys/dataSource/testConnection', { ...local, host: 'postgres://x@y/z' })).json.message).toBe('主机只能是域名或IP地址');
  });

  it('tests a connection from separate fields: the allowed local PostgreSQL succeeds, every failure answers one message', async () => {
    const good = await send('POST', '/sys/dataSource/testConnection', { ...local, password: '' });
    expect(good.json).toMatchObject({ success: true, message: '数据库连接成功' });
    // The stored password is used when none is typed (local trust authentication ignores it).
    expect((await send('POST', '/sys/dataSource/testConnection', { ...local, id })).json.message).toBe('数据库连接成功');
    const port = await closedPort();
    const started = Date.now();
    const bad = await send('POST', '/sys/dataSource/testConnection', { ...local, port });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(bad.json).toMatchObject({ success: false, message: '数据库连接失败' });
    const noDb = await send('POST', '/sys/dataSource/testConnection', { ...local, databaseName: 'no_such_db_meiyun' });
    expect(noDb.json.message).toBe('数据库连接失败');
    expect(noDb.body).not.toMatch(/error|stack|at |no_such_db_meiyun/i);
  });

  // 127.0.0.1 is allowed in this file, so localhost and 2130706433 (the same address) are too: hostile-tenant.test.ts tries them unallowed.
  it('refuses the inside (loopback, private, link-local) unless allowed, with the same message as any failure', async () => {
    for (const host of ['0.0.0.0', '::1', '10.0.0.1', '192.168.1.10', '169.254.169.254', '100.64.0.1', 'no-such-host.invalid', '0x7f000002']) {
      const r = await send('POST', '/sys/dataSource/testConnection', { ...local, host });
      expect(r.json, host).toMatchObject({ success: false, message: '数据库连接失败' });
    }
  });

  it('classifies addresses: inside ones, IPv4-mapped ones and allow-list entries', () => {
    for (const a of ['127.0.0.1', '0.0.0.0', '10.1.2.3', '172.16.0.1', '192.168.0.1', '169.254.169.254', '100.64.1.1', '224.0.0.1', '255.255.255.255', '::', '::1', 'fe80::1', 'fc00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', 'not-an-ip']) {
      expect(isInsideAddress(a), a).toBe(true);
    }
    for (const a of ['8.8.8.8', '114.114.114.114', '2400:3200::1', '::ffff:8.8.8.8']) expect(isInsideAddress(a), a).toBe(false);
    expect(isAllowed('db.corp', '10.1.2.3', ['10.1.0.0/16'])).toBe(true);
    expect(isAllowed('db.corp', '10.2.2.3', ['10.1.0.0/16'])).toBe(false);
    expect(isAllowed('DB.corp', '10.2.2.3', ['db.corp'])).toBe(true);
    expect(isAllowed('x', '::ffff:10.1.2.3', ['10.1.0.0/16'])).toBe(true);
  });

  it('does not read a stored password of another tenant', async () => {
    await t.createUser({ username: 'ds2', password: 'Ds2-12345x', roles: ['admin'], tenants: '2' });
    const other = await t.login('ds2', 'Ds2-12345x');
    const r = await send('POST', '/sys/dataSource/testConnection', { ...local, id }, other);
    expect(r.json.message).toBe('数据库连接失败');
    expect((await get(`/sys/dataSource/queryById?id=${id}`, other)).json.success).toBe(false);
  });

  it('needs its permission codes (510)', async () => {
    expect((await get('/sys/dataSource/list', plain)).json.code).toBe(510);
    expect((await send('POST', '/sys/dataSource/add', { code: 'x1', name: 'x', ...local }, plain)).json.code).toBe(510);
    expect((await send('POST', '/sys/dataSource/testConnection', local, plain)).json.code).toBe(510);
    expect((await send('DELETE', `/sys/dataSource/delete?id=${id}`, undefined, plain)).json.code).toBe(510);
  });

  it('seals with a fresh iv each time and refuses a tampered value', () => {
    const key = t.ctx.secrets.dataSourceKey;
    expect(key.length).toBe(32);
    const a = sealPassword(key, 'x');
    expect(a).not.toBe(sealPassword(key, 'x'));
    const [iv, tag, data] = a.split('.');
    expect(() => openPassword(key, [iv, tag, Buffer.from('y').toString('base64url')].join('.'))).toThrow();
    expect(openPassword(key, [iv, tag, data].join('.'))).toBe('x');
  });
});
