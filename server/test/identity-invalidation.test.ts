import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app';
import { sysPosition } from '../src/modules/sys/position/table';
import { seedId } from '../src/core/db/seed-id';
import { createTestApp, type TestApp } from './helpers';
import { roleWith, userWith } from './support/coal-org';

/**
 * Who is asking is kept in memory (core/auth/identity.ts, sessions.ts): every change that affects it must reach
 * the next request at once. Each path is run as an administrator acting on instance A while the user works on
 * instance B. Without PostgreSQL and Redis (TEST_DATABASE_URL, REDIS_URL) A and B are one instance and the change
 * must show on the very next request; with them B is a second instance on the same database and Redis, and the
 * change must reach it through Redis pub/sub (within moments: the message is on its way when A answers).
 */
const TWO = !!process.env.TEST_DATABASE_URL && !!process.env.REDIS_URL;

let a: TestApp;
let b: BuiltApp;
let admin: string;

type Outcome = 'works' | 'refused' | 'no permission' | `${number} rows` | 'tenant frozen';

/** What the user's position list answers on instance B. */
async function onB(token: string, tenant?: number): Promise<Outcome> {
  const res = await b.app.inject({ method: 'GET', url: '/api/sys/position/list?pageSize=50&code=INV*', headers: { 'x-access-token': token, ...(tenant ? { 'tenant-id': String(tenant) } : {}) } });
  if (res.statusCode === 401) return 'refused';
  const json = res.json();
  if (json.code === 510) return 'no permission';
  if (res.statusCode === 403) return 'tenant frozen';
  if (!json.success) throw new Error(res.body);
  return json.result.total === 2 ? 'works' : `${json.result.total} rows`;
}

/** B answers `wanted` now (one instance) or within moments (two). */
async function expectOnB(token: string, wanted: Outcome, tenant?: number) {
  if (!TWO) return expect(await onB(token, tenant)).toBe(wanted);
  await expect.poll(() => onB(token, tenant), { timeout: 2000, interval: 10 }).toBe(wanted);
}

const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) => {
  const res = await a.call({ method, url: `/api${url}`, headers: { 'x-access-token': token }, payload });
  expect(res.json?.success, `${url}: ${res.body}`).toBe(true);
  return res.json;
};

const positionPerms = () => [seedId('menu:system:position'), seedId('btn:system:position:list')].join(',');

/** A user of tenant 1 holding the position list through a role of their own, signed in, seen by B. */
async function worker(name: string) {
  const roleId = await roleWith(a, `role_${name}`, 1, ['system:position:list']);
  const token = await userWith(a, name, '1', roleId);
  await expectOnB(token, 'works');
  return { roleId, token, id: seedId(`test-user:${name}`) };
}

beforeAll(async () => {
  a = await createTestApp();
  // The second instance: the same database, secrets, Redis and cache prefix (the invalidation channel is per prefix).
  b = TWO ? await buildApp({ config: { ...a.ctx.config } }) : a;
  await a.ctx.db.insert(sysPosition).values([
    { code: 'INV1', name: '调度员', rank: '1', tenantId: 1 },
    { code: 'INV2', name: '司磅员', rank: '2', tenantId: 1 },
  ]);
  admin = await a.login();
}, 60_000);
afterAll(async () => {
  if (TWO) await b?.app.close();
  await a?.close();
});

describe(`who is asking, changed on A, seen by ${TWO ? 'a second instance B' : 'the same instance'}`, () => {
  it('logout', async () => {
    const u = await worker('inv_logout');
    await send('POST', '/sys/logout', {}, u.token);
    await expectOnB(u.token, 'refused');
  });

  it('force logout by an administrator', async () => {
    const u = await worker('inv_force');
    const online = (await a.call({ method: 'GET', url: '/api/sys/online/list?username=inv_force', headers: { 'x-access-token': admin } })).json.result.records;
    await send('POST', '/sys/online/forceLogout', { sessionId: online[0].id });
    await expectOnB(u.token, 'refused');
  });

  it('freezing the user', async () => {
    const u = await worker('inv_freeze');
    await send('PUT', '/sys/user/frozenBatch', { ids: u.id, status: 2 });
    await expectOnB(u.token, 'refused');
  });

  it("an administrator setting the user's password", async () => {
    const u = await worker('inv_reset');
    await send('PUT', '/sys/user/resetPassword', { id: u.id, password: 'Reset@2024x' });
    await expectOnB(u.token, 'refused');
  });

  it("the user changing their own password ends their other sessions", async () => {
    const u = await worker('inv_pwd');
    const other = await a.login('inv_pwd', 'Passw0rd!x');
    await expectOnB(other, 'works');
    await send('PUT', '/sys/user/updatePassword', { username: 'inv_pwd', oldpassword: 'Passw0rd!x', password: 'Changed@2024x', confirmpassword: 'Changed@2024x' }, u.token);
    await expectOnB(other, 'refused');
    await expectOnB(u.token, 'works');
  });

  it("the role's permissions taken away and given back", async () => {
    const u = await worker('inv_grant');
    await send('POST', '/sys/permission/saveRolePermission', { roleId: u.roleId, permissionIds: seedId('menu:system:position'), lastpermissionIds: '' });
    await expectOnB(u.token, 'no permission');
    await send('POST', '/sys/permission/saveRolePermission', { roleId: u.roleId, permissionIds: positionPerms(), lastpermissionIds: '' });
    await expectOnB(u.token, 'works');
  });

  it('the user taken out of the role', async () => {
    const u = await worker('inv_member');
    await send('DELETE', `/sys/user/deleteUserRole?roleId=${u.roleId}&userId=${u.id}`);
    await expectOnB(u.token, 'no permission');
    await send('POST', '/sys/user/addSysUserRole', { roleId: u.roleId, userIdList: [u.id] });
    await expectOnB(u.token, 'works');
  });

  it("the user's roles replaced through the user form", async () => {
    const u = await worker('inv_form');
    await send('PUT', '/sys/user/edit', { id: u.id, selectedroles: '' });
    await expectOnB(u.token, 'no permission');
  });

  it('the role deleted', async () => {
    const u = await worker('inv_role_del');
    await send('DELETE', `/sys/role/delete?id=${u.roleId}`);
    await expectOnB(u.token, 'no permission');
  });

  it('a data rule granted to the role, changed, then taken away', async () => {
    const u = await worker('inv_rule');
    const permissionId = seedId('menu:system:position');
    await send('POST', '/sys/permission/saveRolePermission', { roleId: u.roleId, permissionIds: positionPerms(), lastpermissionIds: '' });
    const rule = await send('POST', '/sys/permission/addPermissionRule', { permissionId, ruleName: '仅INV1', ruleColumn: 'code', ruleConditions: '=', ruleValue: 'INV1' });
    await send('POST', '/sys/permission/saveDataRule', { permissionId, roleId: u.roleId, dataRuleIds: rule.result.id });
    await expectOnB(u.token, '1 rows');
    await send('PUT', '/sys/permission/editPermissionRule', { id: rule.result.id, permissionId, ruleName: '非INV1', ruleColumn: 'code', ruleConditions: '=', ruleValue: 'NONE' });
    await expectOnB(u.token, '0 rows');
    await send('POST', '/sys/permission/saveDataRule', { permissionId, roleId: u.roleId, dataRuleIds: '' });
    await expectOnB(u.token, 'works');
    await send('DELETE', `/sys/permission/deletePermissionRule?id=${rule.result.id}`);
  });

  it('a tenant the user works in frozen and unfrozen', async () => {
    await send('POST', '/sys/tenant/add', { id: 31, name: '冻结测试租户' });
    const u = await worker('inv_tenant');
    await send('PUT', '/sys/user/edit', { id: u.id, relTenantIds: '1,31' });
    // The user row changed (a new tenant): B lets the user work in it at once.
    await expectOnB(u.token, '0 rows', 31);
    await send('PUT', '/sys/tenant/frozenBatch', { ids: '31', status: 0 });
    await expectOnB(u.token, 'tenant frozen', 31);
    await expectOnB(u.token, 'works');
    await send('PUT', '/sys/tenant/frozenBatch', { ids: '31', status: 1 });
    await expectOnB(u.token, '0 rows', 31);
  });

  it('the menu button of the list deleted', async () => {
    const u = await worker('inv_menu');
    await send('DELETE', `/sys/permission/delete?id=${seedId('btn:system:position:list')}`);
    await expectOnB(u.token, 'no permission');
    // Whatever the admin still holds, nothing of it was read from a copy taken before the delete.
    expect((await a.ctx.identity.grants(seedId('test-user:inv_menu'))).codes.has('system:position:list')).toBe(false);
  });
});
