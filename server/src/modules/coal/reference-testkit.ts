import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers';
import { sysPermission, sysRole, sysRolePermission, sysTenant, sysUser, sysUserRole } from '../../core/db/schema/index';
import { seedId } from '../../seed/ids';

/** Calls of the coal reference-data tests: JSON in, `{ json }` out, as one signed-in user. */
export function caller(t: TestApp, token: string) {
  const headers = { 'x-access-token': token };
  return {
    get: async (url: string) => (await t.call({ method: 'GET', url: `/api${url}`, headers })).json,
    send: async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => (await t.call({ method, url: `/api${url}`, headers, payload })).json,
  };
}

/** A user of `tenantId` holding exactly the given permission codes, optionally linked to an organisation. */
export async function userWithPerms(t: TestApp, username: string, perms: string[], opts: { tenantId?: number; orgKind?: 'carrier' | 'consumer' | 'supplier'; orgId?: string } = {}) {
  const tenantId = opts.tenantId ?? 1;
  if (tenantId !== 1) await t.ctx.db.insert(sysTenant).values({ id: tenantId, name: `租户${tenantId}` }).onConflictDoNothing();
  const roleId = seedId(`test-role:${username}`);
  await t.ctx.db.insert(sysRole).values({ id: roleId, roleCode: `r_${username}`, roleName: username, tenantId });
  const rows = await t.ctx.db.select({ id: sysPermission.id, perms: sysPermission.perms }).from(sysPermission).where(eq(sysPermission.delFlag, 0));
  const wanted = rows.filter((r) => perms.some((p) => (r.perms ?? '').split(',').includes(p)));
  if (wanted.length) await t.ctx.db.insert(sysRolePermission).values(wanted.map((r) => ({ roleId, permissionId: r.id })));
  const id = await t.createUser({ username, password: 'Passw0rd!x', tenants: String(tenantId) });
  await t.ctx.db.insert(sysUserRole).values({ userId: id, roleId });
  if (opts.orgKind) await t.ctx.db.update(sysUser).set({ orgKind: opts.orgKind, orgId: opts.orgId ?? null }).where(eq(sysUser.id, id));
  return t.login(username, 'Passw0rd!x');
}

function multipart(name: string, buf: Buffer) {
  const boundary = `----coal${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="${encodeURIComponent(name)}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  return { payload: Buffer.concat([head, buf, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The entity's export as a spreadsheet file, then that same file imported again (after the rows were purged). */
export async function exportFile(t: TestApp, token: string, api: string, query = ''): Promise<Buffer> {
  const r = await t.call({ method: 'GET', url: `/api${api}/exportXls${query}`, headers: { 'x-access-token': token } });
  if (r.statusCode !== 200) throw new Error(`export ${api}: ${r.statusCode} ${r.body}`);
  return r.rawPayload;
}

export async function importFile(t: TestApp, token: string, api: string, buf: Buffer) {
  const m = multipart('导入.xlsx', buf);
  return (await t.call({ method: 'POST', url: `/api${api}/importExcel`, headers: { 'x-access-token': token, ...m.headers }, payload: m.payload })).json;
}
