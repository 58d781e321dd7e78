import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:net';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { sysDataLog } from '../../../core/db/schema/index';
import { sysDataSource } from './table';
import { openPassword, sealPassword } from './sealed-password';
import { isAllowed, isInsideAddress, outsideAddress } from './outside-address';

let t: TestApp;
let admin: string;
let plain: string;
beforeAll(async () => {
  // No DATA_SOURCE_ALLOWED_HOSTS: the inside is refused. Tests that reach the local PostgreSQL allow it for a while.
  t = await createTestApp();
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

/** Runs fn with DATA_SOURCE_ALLOWED_HOSTS set to hosts, as an administrator would allow the company's database. */
async function allowing<T>(hosts: string[], fn: () => Promise<T>): Promise<T> {
  const saved = t.ctx.config.dataSourceAllowedHosts;
  t.ctx.config.dataSourceAllowedHosts = hosts;
  try {
    return await fn();
  } finally {
    t.ctx.config.dataSourceAllowedHosts = saved;
  }
}
const PG = !!process.env.TEST_DATABASE_URL;
const FAILED = { success: false, message: '数据库连接失败' };
/** The answer without its time stamp, to compare failures. */
const answer = (r: { json: Record<string, unknown> }) => ({ ...r.json, timestamp: undefined });

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

  // The local PostgreSQL (trust authentication) is needed: run with TEST_DATABASE_URL, as the integration suite does.
  it.skipIf(!PG)('tests a connection from separate fields: the allowed local PostgreSQL succeeds, a wrong database fails alike', async () => {
    await allowing(['127.0.0.1'], async () => {
      const good = await send('POST', '/sys/dataSource/testConnection', { ...local, password: '' });
      expect(good.json).toMatchObject({ success: true, message: '数据库连接成功' });
      // The stored password is used when none is typed (local trust authentication ignores it).
      expect((await send('POST', '/sys/dataSource/testConnection', { ...local, id })).json.message).toBe('数据库连接成功');
      const noDb = await send('POST', '/sys/dataSource/testConnection', { ...local, databaseName: 'no_such_db_meiyun' });
      expect(noDb.json).toMatchObject(FAILED);
      expect(noDb.body).not.toMatch(/error|stack|at |no_such_db_meiyun|3D000/i);
    });
    // The same PostgreSQL, not allowed: refused before any connection.
    expect((await send('POST', '/sys/dataSource/testConnection', { ...local, password: '' })).json).toMatchObject(FAILED);
  });

  it('refuses the inside (loopback, unspecified, private, link-local, CGNAT, mapped) and unknown hosts with the one failure message', async () => {
    const answers = [];
    for (const host of ['127.0.0.1', '0.0.0.0', '2130706433', '0x7f.1', '169.254.169.254', '::1', 'localhost', '10.0.0.1', '172.16.5.4', '192.168.1.10', '100.64.0.1', 'fe80::1', '::', '::ffff:127.0.0.1', '::ffff:a9fe:a9fe', 'no-such-host.invalid']) {
      const r = await send('POST', '/sys/dataSource/testConnection', { ...local, host });
      expect(r.json, host).toMatchObject(FAILED);
      expect(r.body, host).not.toMatch(/refused|inside|拒绝|超时|解析|ENOTFOUND|ECONN/i);
      answers.push(answer(r));
    }
    for (const a of answers) expect(a).toEqual(answers[0]);
  });

  it('answers a closed port behind the checks with the same message: an allowed inside host, and a public address', async () => {
    const port = await closedPort();
    const refusedInside = answer(await send('POST', '/sys/dataSource/testConnection', { ...local, port }));
    const started = Date.now();
    const closed = await allowing(['127.0.0.0/8'], () => send('POST', '/sys/dataSource/testConnection', { ...local, port }));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(closed.json).toMatchObject(FAILED);
    expect(answer(closed)).toEqual(refusedInside);
    // Whatever the network does with it (refused, unreachable, silently dropped until the 5 s timeout), one answer.
    const outside = await send('POST', '/sys/dataSource/testConnection', { ...local, host: '8.8.8.8', port: 1 });
    expect(answer(outside)).toEqual(refusedInside);
  }, 20_000);

  it('resolves once and judges every address: names, numeric forms and the allow-list (names, addresses, CIDRs)', async () => {
    expect(await outsideAddress('2130706433', [])).toMatchObject({ ok: false });
    expect(await outsideAddress('localhost', [])).toMatchObject({ ok: false });
    expect(await outsideAddress('no-such-host.invalid', [])).toMatchObject({ ok: false, reason: expect.stringMatching(/not found/) });
    expect(await outsideAddress('0x7f.1', ['127.0.0.1'])).toEqual({ ok: true, address: '127.0.0.1' });
    expect(await outsideAddress('127.0.0.1', ['127.0.0.0/8'])).toEqual({ ok: true, address: '127.0.0.1' });
    expect(await outsideAddress('10.1.2.3', ['10.1.2.3'])).toEqual({ ok: true, address: '10.1.2.3' });
    expect(await outsideAddress('10.1.2.4', ['10.1.2.3'])).toMatchObject({ ok: false });
    expect(await outsideAddress('localhost', ['localhost'])).toMatchObject({ ok: true });
    // An outside address is connected to as resolved: the caller never looks the name up again.
    expect(await outsideAddress('8.8.8.8', [])).toEqual({ ok: true, address: '8.8.8.8' });
  });

  it('classifies addresses: inside ones, IPv4-mapped ones and allow-list entries', () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '0.0.0.0', '0.1.2.3', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.0.1', '169.254.169.254', '100.64.1.1', '100.127.255.254', '224.0.0.1', '239.1.1.1', '255.255.255.255', '240.0.0.1', '192.0.2.1', '198.18.0.1', '::', '::1', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', 'fec0::1', '2001:db8::1', '64:ff9b::7f00:1', '2002:7f00:1::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '::ffff:169.254.169.254', 'not-an-ip']) {
      expect(isInsideAddress(a), a).toBe(true);
    }
    for (const a of ['8.8.8.8', '114.114.114.114', '172.32.0.1', '100.128.0.1', '2400:3200::1', '::ffff:8.8.8.8']) expect(isInsideAddress(a), a).toBe(false);
    expect(isAllowed('db.corp', '10.1.2.3', ['10.1.0.0/16'])).toBe(true);
    expect(isAllowed('db.corp', '10.2.2.3', ['10.1.0.0/16'])).toBe(false);
    expect(isAllowed('DB.corp', '10.2.2.3', ['db.corp'])).toBe(true);
    expect(isAllowed('x', '::ffff:10.1.2.3', ['10.1.0.0/16'])).toBe(true);
    expect(isAllowed('x', '::ffff:10.1.2.3', ['10.1.2.3'])).toBe(true);
    expect(isAllowed('x', '::1', ['0:0::1'])).toBe(true);
    expect(isAllowed('x', '10.1.2.3', ['fd00::/8', 'other.corp'])).toBe(false);
  });

  it('does not read a stored password of another tenant: the same failure message', async () => {
    await t.createUser({ username: 'ds2', password: 'Ds2-12345x', roles: ['admin'], tenants: '2' });
    const other = await t.login('ds2', 'Ds2-12345x');
    await allowing(['127.0.0.1'], async () => {
      const r = await send('POST', '/sys/dataSource/testConnection', { ...local, id }, other);
      expect(r.json).toMatchObject(FAILED);
      // The owner's tenant reaches it (the refusal above is the tenant's, not the address's).
      if (PG) expect((await send('POST', '/sys/dataSource/testConnection', { ...local, id })).json.message).toBe('数据库连接成功');
    });
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
