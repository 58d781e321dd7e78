/**
 * What the tests of the coal business organisations share: calls with a token, a role of chosen permissions, a
 * user linked to an organisation (sys_user.org_kind/org_id set directly, as coal-api.md "Business users" reads
 * them), and spreadsheet round trips through exportXls and importExcel.
 */
import ExcelJS from 'exceljs';
import { count, eq } from 'drizzle-orm';
import type { OrgKind } from '@meiyun/shared';
import type { TestApp } from '../helpers';
import { computeSign, signParams } from '../../src/core/auth/sign';
import { sysPermission, sysRole, sysRolePermission, sysTenant, sysUser, sysUserRole } from '../../src/core/db/schema/index';
import { seedId } from '../../src/core/db/seed-id';

export function caller(t: TestApp) {
  const headers = (token: string) => ({ 'x-access-token': token });
  return {
    get: (token: string, url: string) => t.call({ method: 'GET', url: `/api${url}`, headers: headers(token) }),
    send: (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.call({ method, url: `/api${url}`, headers: headers(token), payload }),
    /** A call signed with X-Sign, as the web client signs dictionary calls. */
    signed: (token: string, url: string) => {
      const full = `/api${url}`;
      const q = Object.fromEntries(new URL(full, 'http://x').searchParams);
      const sign = computeSign(signParams(full.split('?')[0], q), t.ctx.secrets.signKey);
      return t.call({ method: 'GET', url: full, headers: { ...headers(token), 'x-timestamp': String(Date.now()), 'x-sign': sign } });
    },
    /** Uploads one spreadsheet to `${api}/importExcel`. */
    upload: (token: string, api: string, name: string, buf: Buffer) => {
      const boundary = '----meiyun' + Math.random().toString(16).slice(2);
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="${encodeURIComponent(name)}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
        buf,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.call({ method: 'POST', url: `/api${api}/importExcel`, headers: { ...headers(token), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    },
  };
}

/** Calls as one signed-in user answering the envelope only: JSON in, `{ success, result, message }` out. */
export function callsAs(t: TestApp, token: string) {
  const api = caller(t);
  return {
    get: async (url: string) => (await api.get(token, url)).json,
    send: async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => (await api.send(token, method, url, payload)).json,
  };
}

/** A role of `tenantId` holding the permissions whose codes `wanted` accepts. */
async function roleOf(t: TestApp, key: string, tenantId: number, wanted: (code: string) => boolean): Promise<string> {
  const id = seedId(`test-role:${key}`);
  await t.ctx.db.insert(sysRole).values({ id, roleCode: key, roleName: key, tenantId });
  const rows = await t.ctx.db.select({ id: sysPermission.id, perms: sysPermission.perms }).from(sysPermission).where(eq(sysPermission.delFlag, 0));
  const held = rows.filter((r) => (r.perms ?? '').split(',').some(wanted));
  if (held.length) await t.ctx.db.insert(sysRolePermission).values(held.map((r) => ({ roleId: id, permissionId: r.id })));
  return id;
}

/** A role of `tenantId` holding every permission whose code starts with one of `prefixes` (`coal:consumer:`). */
export async function roleWith(t: TestApp, key: string, tenantId: number, prefixes: string[]): Promise<string> {
  const id = await roleOf(t, key, tenantId, (p) => prefixes.some((x) => p.startsWith(x)));
  const [{ n }] = await t.ctx.db.select({ n: count() }).from(sysRolePermission).where(eq(sysRolePermission.roleId, id));
  if (!n) throw new Error(`no permission starts with ${prefixes.join(', ')}`);
  return id;
}

/** A signed-in user of `tenantId` (created when missing) holding exactly the given permission codes. */
export async function userWithPerms(t: TestApp, username: string, perms: string[], opts: { tenantId?: number; org?: { kind: OrgKind; id: string } } = {}): Promise<string> {
  const tenantId = opts.tenantId ?? 1;
  if (tenantId !== 1) await t.ctx.db.insert(sysTenant).values({ id: tenantId, name: `租户${tenantId}` }).onConflictDoNothing();
  const roleId = await roleOf(t, `r_${username}`, tenantId, (p) => perms.includes(p));
  return userWith(t, username, String(tenantId), roleId, opts.org);
}

/** A signed-in user of `tenant` with `roleId`, linked to an organisation when `org` is given. */
export async function userWith(t: TestApp, username: string, tenant: string, roleId: string, org?: { kind: OrgKind; id: string }): Promise<string> {
  const id = await t.createUser({ username, password: 'Passw0rd!x', tenants: tenant });
  await t.ctx.db.insert(sysUserRole).values({ userId: id, roleId });
  if (org) await t.ctx.db.update(sysUser).set({ orgKind: org.kind, orgId: org.id }).where(eq(sysUser.id, id));
  return t.login(username, 'Passw0rd!x');
}

/** The entity's export, as the spreadsheet file the user downloads. */
export async function exportFile(t: TestApp, token: string, api: string, query = ''): Promise<Buffer> {
  const r = await caller(t).get(token, `${api}/exportXls${query}`);
  if (r.statusCode !== 200) throw new Error(`export ${api}: ${r.statusCode} ${r.body}`);
  return r.rawPayload;
}

/** A spreadsheet imported through `${api}/importExcel`; the envelope answered. */
export async function importFile(t: TestApp, token: string, api: string, buf: Buffer) {
  return (await caller(t).upload(token, api, '导入.xlsx', buf)).json;
}

export async function secondTenant(t: TestApp): Promise<void> {
  await t.ctx.db.insert(sysTenant).values({ id: 2, name: '第二租户' }).onConflictDoNothing();
}

/** The first sheet's rows, header first. */
export async function sheetRows(buf: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as never);
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

export async function xlsxOf(sheet: string, rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheet);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
