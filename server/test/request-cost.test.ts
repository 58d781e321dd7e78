import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

/**
 * What a list request costs the database once the user has been seen: the page, the count and at most one query
 * decorating the page's rows. Who is asking (session, user, tenants, permissions, data rules) comes from memory.
 */
let t: TestApp;
let token: string;
let statements: string[] = [];

async function statementsOf(url: string): Promise<string[]> {
  statements = [];
  const res = await t.call({ method: 'GET', url, headers: { 'X-Access-Token': token } });
  expect(res.json?.success, res.body).toBe(true);
  return statements;
}

beforeAll(async () => {
  t = await createTestApp({}, [], [], { onStatement: (sql) => statements.push(sql) });
  for (let i = 0; i < 12; i++) await t.createUser({ username: `cost${String(i).padStart(2, '0')}`, password: 'Cost@2024x', roles: ['dispatcher'], orgCodes: ['A01'] });
  token = await t.login();
}, 60_000);
afterAll(() => t?.close());

describe('statements per request', () => {
  it('the 10-row user list: page, count and one decoration', async () => {
    await statementsOf('/api/sys/user/list?pageNo=1&pageSize=10'); // the first request reads who is asking
    const sql = await statementsOf('/api/sys/user/list?pageNo=1&pageSize=10');
    expect(sql.length, sql.join('\n')).toBeLessThanOrEqual(3);
    expect(sql.filter((s) => /sys_session|sys_permission|sys_tenant/.test(s)), 'who is asking comes from memory').toEqual([]);
    // Nothing of the list reads the password hash.
    expect(sql.filter((s) => s.includes('password_hash'))).toEqual([]);
  });

  it('the second page of users with a filter, the role list and a coal list stay within four', async () => {
    for (const url of ['/api/sys/user/list?pageNo=2&pageSize=5&username=cost*', '/api/sys/role/list?pageNo=1&pageSize=10', '/api/coal/car/list?pageNo=1&pageSize=10']) {
      await statementsOf(url);
      const sql = await statementsOf(url);
      expect(sql.length, `${url}\n${sql.join('\n')}`).toBeLessThanOrEqual(4);
    }
  });

  it('a request of a user seen before reads nothing to know who they are', async () => {
    await statementsOf('/api/sys/position/list?pageNo=1&pageSize=10'); // reads the data rules of the menu, once
    const sql = await statementsOf('/api/sys/position/list?pageNo=2&pageSize=10');
    expect(sql.filter((s) => /sys_session|"sys_user"|sys_user_role|sys_permission|sys_tenant/.test(s)), sql.join('\n')).toEqual([]);
  });
});
