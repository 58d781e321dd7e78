/**
 * "Hostile tenant": a second tenant's users attack the first tenant's data through every way in — the entity kit,
 * the hand-written user calls, the table dictionaries, the popups and pickers, the report designer and the
 * data-source test. Each finding of issue 21 is a test here, and the generated checks walk every registered entity
 * and every dictionary and popup source, so a new entity or source that forgets its tenant fails this file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysThirdAccount } from '../src/modules/sys/thirdLogin/table';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers';
import { sysPermission, sysRole, sysRolePermission, sysTenant, sysUserRole } from '../src/core/db/schema/index';
import { boundEntities, type EntityBinding } from '../src/core/crud/binding';
import { computeSign, signParams } from '../src/core/auth/sign';
import { ADMIN_ROLE_ID } from '../src/core/auth/platform-admin';
import { DICT_SOURCES } from '../src/core/dict/registry';
import { POPUP_SOURCES } from '../src/modules/sys/mpopup/registry';
import { PLATFORM_ONLY } from '../src/core/tenancy/index';
import { seedId } from '../src/core/db/seed-id';
import { entityActions, monthOf, monthSpan, previousMonth } from '@meiyun/shared';
import { dispatchRowsForHostileTest } from './support/dispatch';
import { queueRowsForHostileTest } from './support/queue';
import { weighingRowsForHostileTest } from './support/weighing';
import { coalInvoice } from '../src/modules/coal/invoice/table';
import { coalMoneyBill } from '../src/modules/coal/moneyBill/table';
import { coalMoneyFlow } from '../src/modules/coal/moneyFlow/table';

let t: TestApp;
let admin: string; // the platform administrator, tenant 1
let mallory: string; // tenant 2, a role holding every permission the platform has
let editor: string; // tenant 2, only user list and user edit (the issue's attacker)
let nobody: string; // tenant 2, no permission at all
let clerk1: string; // tenant 1, user list and user edit, not an administrator
let adminId: string;
let editorRole: string;

const headers = (token: string) => ({ 'x-access-token': token });
const get = (token: string, url: string) => t.call({ method: 'GET', url: `/api${url}`, headers: headers(token) });
const send = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.call({ method, url: `/api${url}`, headers: headers(token), payload });
/** A call signed with X-Sign, as the web client signs dictionary and popup calls: the key is handed to any user. */
const signed = (token: string, url: string) => {
  const full = `/api${url}`;
  const q = Object.fromEntries(new URL(full, 'http://x').searchParams);
  const sign = computeSign(signParams(full.split('?')[0], q), t.ctx.secrets.signKey);
  return t.call({ method: 'GET', url: full, headers: { ...headers(token), 'x-timestamp': String(Date.now()), 'x-sign': sign } });
};

async function tenantRole(key: string, tenantId: number, perms: 'all' | string[]) {
  const id = seedId(`test-role:${key}`);
  await t.ctx.db.insert(sysRole).values({ id, roleCode: key, roleName: key, tenantId });
  const rows = await t.ctx.db.select({ id: sysPermission.id, perms: sysPermission.perms }).from(sysPermission).where(eq(sysPermission.delFlag, 0));
  const wanted = perms === 'all' ? rows : rows.filter((r) => perms.some((p) => (r.perms ?? '').split(',').includes(p)));
  if (perms !== 'all') expect(wanted.length).toBe(perms.length);
  await t.ctx.db.insert(sysRolePermission).values(wanted.map((r) => ({ roleId: id, permissionId: r.id })));
  return id;
}

async function userWith(username: string, tenant: string, roleId?: string) {
  const id = await t.createUser({ username, password: 'Passw0rd!x', tenants: tenant });
  if (roleId) await t.ctx.db.insert(sysUserRole).values({ userId: id, roleId });
  return t.login(username, 'Passw0rd!x');
}

beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.db.insert(sysTenant).values({ id: 2, name: '第二租户' }).onConflictDoNothing();
  admin = await t.login();
  adminId = (await get(admin, '/sys/user/list?username=admin')).json.result.records[0].id;
  // A dispatch plan and a pickup order of tenant 1.
  await dispatchRowsForHostileTest(t);
  // Its truck checked in at the yard (the queue's permissions granted to the administrator: no screen seeds them yet).
  await queueRowsForHostileTest(t);
  // That truck weighed (tare, gross) and its electronic coal bill issued.
  await weighingRowsForHostileTest(t);
  // A quality test over that weighing (coal-api.md "Quality").
  const weighingId = (await get(admin, '/coal/weighing/list?status=completed&pageSize=1')).json.result.records[0].id;
  expect((await send(admin, 'POST', '/coal/qualityTest/add', { weighingIds: [weighingId], mt: '12.40' })).json.success).toBe(true);
  // A fee rule and the fee bill of that weighing's carrier (bills are of ended months: the weighing is moved back one).
  const lastMonth = previousMonth(monthOf(new Date()));
  await t.ctx.db.execute(sql`update coal_weighing set gross_time = ${new Date(monthSpan(lastMonth).from.getTime() + 14 * 86_400_000)}`);
  expect((await send(admin, 'POST', '/coal/serviceFeeRule/add', { name: '车次费', payerKind: 'carrier', basis: 'perTrip', rate: '5', enabled: true })).json.success).toBe(true);
  expect((await send(admin, 'POST', '/coal/serviceFeeBill/generate', { month: lastMonth })).json.result).toMatchObject({ written: 1 });
  // A settlement of that weighing, now on the 15th of last month (coal-api.md "Settlement").
  expect((await send(admin, 'POST', '/coal/settlement/draft', { contractId: (await get(admin, '/coal/weighing/list?status=completed&pageSize=1')).json.result.records[0].contractId, from: `${lastMonth}-01`, to: `${lastMonth}-28` })).json.success).toBe(true);
  mallory = await userWith('mallory', '2', await tenantRole('everything2', 2, 'all'));
  editorRole = await tenantRole('usereditor2', 2, ['system:user:list', 'system:user:edit']);
  editor = await userWith('editor2', '2', editorRole);
  nobody = await userWith('nobody2', '2');
  clerk1 = await userWith('clerk1', '1', await tenantRole('usereditor1', 1, ['system:user:list', 'system:user:edit']));
  // A data source and a report of tenant 1, so every tenant-owned entity has a row to attack.
  const ds = await send(admin, 'POST', '/sys/dataSource/add', { code: 'ds1', name: '报表库', kind: 'postgresql', host: 'db.example.com', port: 5432, databaseName: 'r', userName: 'u', password: 'Pw-123456' });
  expect(ds.json.success, ds.body).toBe(true);
  // Coal business organisations of tenant 1 (supplier, consumer and its consignee, carrier).
  for (const e of ['supplier', 'consumer', 'carrier']) expect((await send(admin, 'POST', `/coal/${e}/add`, { name: `一号${e}` })).json.success).toBe(true);
  const consumerId = (await get(admin, '/coal/consumer/list')).json.result.records[0].id;
  expect((await send(admin, 'POST', '/coal/consignee/add', { name: '一号收货单位', consumerId })).json.success).toBe(true);
  // A driver and a car of tenant 1 (the car's default driver).
  const driver = await send(admin, 'POST', '/coal/driver/add', { name: '一号司机' });
  expect(driver.json.success, driver.body).toBe(true);
  expect((await send(admin, 'POST', '/coal/car/add', { plateNo: '晋A10001', driverId: driver.json.result.id })).json.success).toBe(true);
  // Coal reference data of tenant 1: every yard, port and the rows hanging from them.
  const ref = async (e: string, body: object) => {
    const r = await send(admin, 'POST', `/coal/${e}/add`, body);
    expect(r.json.success, `${e}: ${r.body}`).toBe(true);
    return r.json.result.id as string;
  };
  const materialId = await ref('material', { code: 'M1', name: '一号煤种' });
  const yardId = await ref('freightYard', { code: 'Y1', name: '一号货场' });
  await ref('stockpile', { yardId, name: '一号垛', materialId });
  await ref('scale', { code: 'S1', name: '一号地磅', yardId });
  await ref('berth', { portId: await ref('port', { code: 'P1', name: '一号港口' }), name: '一号泊位' });
  await ref('platform', { code: 'PF1', name: '一号站台' });
  await ref('petrolStation', { name: '一号加油站', fuelPrice: '7.8912' });
  await ref('account', { holder: '一号公司', bankName: '工商银行', accountNo: '6222020200001234', accountType: 'company' });
  await ref('fence', { name: '一号围栏', shape: 'circle', centerLng: '110.5', centerLat: '38.8', placeKind: 'yard', placeId: yardId });
  await ref('gpsGateway', { name: '一号定位网关' });
  await ref('voyage', { vesselName: '一号船', portId: await ref('port', { code: 'P2', name: '二号港口' }) });
  await ref('railShipment', { platformId: await ref('platform', { code: 'PF2', name: '二号站台' }), toStation: '一号到站', requestedWagons: 1, rateId: await ref('railRate', { name: '一号运价', validFrom: '2026-01-01', baseRate: '16.3', runningRate: '0.098' }), tariffKm: 100, electrifiedKm: 0 });
  // A contract of tenant 1 with the customer above.
  await ref('contract', { direction: 'sales', mode: 'other', counterpartyId: consumerId, materialId, quantityT: '100', unitPrice: '700', taxRate: '0.13', signDate: '2026-01-01', startDate: '2026-01-01', endDate: '2026-12-31' });
  // An invoice of tenant 1, written as entered (its own tests enter them against reviewed settlements).
  await t.ctx.db.insert(coalInvoice).values({ tenantId: 1, kind: 'normal', direction: 'out', invoiceNumber: '24112000000000000001', invoiceDate: '2026-11-01', counterpartyKind: 'consumer', counterpartyId: consumerId, counterpartyName: '一号consumer', consumerId, taxRate: '0.13', amountExclTax: '100.00', tax: '13.00', total: '113.00' });
  // A collection, a payment and a flow line of tenant 1, written directly (their own tests go through their calls).
  for (const kind of ['collection', 'payment'] as const) await t.ctx.db.insert(coalMoneyBill).values({ tenantId: 1, kind, billNo: `${kind}-1`, billDate: '2026-11-01', counterpartyKind: 'consumer', counterpartyId: consumerId, counterpartyName: '一号consumer', consumerId, accountId: 'acct', amount: '100.00', method: 'wire', createBy: 'admin' });
  await t.ctx.db.insert(coalMoneyFlow).values({ tenantId: 1, accountId: 'acct', seq: 1, flowDate: '2026-11-01', direction: 'in', amount: '100.00', balanceAfter: '100.00' });
  // A third-party account linked to the administrator in tenant 1 (this app has no provider configured to link by).
  await t.ctx.db.insert(sysThirdAccount).values({ tenantId: 1, userId: adminId, thirdType: 'oidc', issuer: 'https://sso.example.com', subject: 'admin-sub', createBy: 'admin' });
});
afterAll(() => t?.close());

const adminHoldsRole = async () =>
  (await t.ctx.db.select().from(sysUserRole).where(and(eq(sysUserRole.userId, adminId), eq(sysUserRole.roleId, ADMIN_ROLE_ID)))).length === 1;

describe('finding 1: a second tenant cannot demote, rename or edit the first tenant', () => {
  it("refuses the issue's own call: another tenant's user editor demoting admin", async () => {
    const r = await send(editor, 'PUT', '/sys/user/edit', { id: adminId, realname: '管理员', selectedroles: editorRole });
    expect(r.json.success).toBe(false);
    expect(r.json.message).toBe('未找到对应数据');
    expect(await adminHoldsRole()).toBe(true);
    const me = await get(admin, '/sys/user/list?pageSize=1');
    expect(me.json.success).toBe(true);
  });

  it('even with every permission of the platform, tenant 2 neither sees nor changes tenant 1 users', async () => {
    const list = (await get(mallory, '/sys/user/list?pageSize=100')).json.result.records.map((u: any) => u.username);
    expect(list).not.toContain('admin');
    expect(list).not.toContain('clerk1');
    expect(list).toContain('mallory');
    for (const [method, url, payload] of [
      ['PUT', '/sys/user/edit', { id: adminId, realname: '改名' }],
      ['PUT', '/sys/user/frozenBatch', { ids: adminId, status: 2 }],
      ['PUT', '/sys/user/resetPassword', { id: adminId, password: 'Hacked@2024' }],
      ['DELETE', `/sys/user/delete?id=${adminId}`, undefined],
    ] as const) {
      const r = await send(mallory, method, url, payload);
      expect(r.json.success, `${method} ${url}`).toBe(false);
    }
    expect((await get(mallory, `/sys/user/queryById?id=${adminId}`)).json.success).toBe(false);
    expect((await get(mallory, `/sys/user/queryUserRole?userid=${adminId}`)).json.success).toBe(false);
    const row = (await get(admin, `/sys/user/queryById?id=${adminId}`)).json.result;
    expect(row).toMatchObject({ realname: '管理员', status: 1 });
  });

  it('a user editor of the same tenant cannot grant, remove or touch the administrator role or account', async () => {
    const dispatcher = seedId('role:dispatcher');
    const r = await send(clerk1, 'PUT', '/sys/user/edit', { id: adminId, selectedroles: dispatcher });
    expect(r.json.message).toBe('只有系统管理员可以修改系统管理员的账号');
    expect(await adminHoldsRole()).toBe(true);
    const other = await t.createUser({ username: 'plain1', password: 'Passw0rd!x', tenants: '1' });
    expect((await send(clerk1, 'PUT', '/sys/user/edit', { id: other, selectedroles: ADMIN_ROLE_ID })).json.message).toBe('只有系统管理员可以授予或移除系统管理员角色');
    expect((await send(clerk1, 'PUT', '/sys/user/edit', { id: other, selectedroles: dispatcher })).json.success).toBe(true);
  });

  it('the last administrator keeps the role, even when removing it themselves', async () => {
    const r = await send(admin, 'PUT', '/sys/user/edit', { id: adminId, selectedroles: seedId('role:dispatcher') });
    expect(r.json.message).toBe('不能移除最后一位系统管理员');
    expect(await adminHoldsRole()).toBe(true);
  });

  it('a user editor cannot move users into a tenant they do not belong to', async () => {
    const me = (await get(editor, '/sys/user/list?username=editor2')).json.result.records[0];
    const r = await send(editor, 'PUT', '/sys/user/edit', { id: me.id, relTenantIds: '1,2' });
    expect(r.json.success).toBe(false);
  });

  it('first-tenant dictionaries are platform data: tenant 2 cannot edit them; positions are tenant 1 own', async () => {
    const dict = (await get(mallory, '/sys/dict/list?dictCode=sex')).json.result.records[0];
    expect(dict).toBeTruthy();
    const r = await send(mallory, 'PUT', '/sys/dict/edit', { id: dict.id, dictName: '被改了' });
    expect(r.json).toMatchObject({ success: false, message: PLATFORM_ONLY });
    const positions = (await get(admin, '/sys/position/list')).json.result.records;
    expect(positions.length).toBeGreaterThan(0);
    expect((await get(mallory, '/sys/position/list')).json.result.records).toEqual([]);
    expect((await send(mallory, 'DELETE', `/sys/position/delete?id=${positions[0].id}`)).json.success).toBe(false);
    expect((await get(admin, `/sys/position/queryById?id=${positions[0].id}`)).json.success).toBe(true);
  });
});

describe('the hand-written admin routes keep tenant 2 out', () => {
  it('roles, role members and grants of tenant 1 are out of reach', async () => {
    const roles = (await get(mallory, '/sys/role/queryall')).json.result.map((r: any) => r.roleCode);
    expect(roles).not.toContain('admin');
    expect(roles).not.toContain('dispatcher');
    expect((await get(mallory, `/sys/user/userRoleList?roleId=${ADMIN_ROLE_ID}`)).json.success).toBe(false);
    expect((await send(mallory, 'POST', '/sys/user/addSysUserRole', { roleId: ADMIN_ROLE_ID, userIdList: [seedId('test-user:mallory')] })).json.success).toBe(false);
    expect((await send(mallory, 'DELETE', `/sys/user/deleteUserRole?roleId=${ADMIN_ROLE_ID}&userId=${adminId}`)).json.success).toBe(false);
    expect((await get(mallory, `/sys/permission/queryRolePermission?roleId=${ADMIN_ROLE_ID}`)).json.success).toBe(false);
    expect((await send(mallory, 'POST', '/sys/permission/saveRolePermission', { roleId: ADMIN_ROLE_ID, permissionIds: '' })).json.success).toBe(false);
    expect(await adminHoldsRole()).toBe(true);
    // The same tenant's role editor grants only what they hold themselves.
    const perms = (await get(admin, '/sys/permission/queryRolePermission?roleId=' + ADMIN_ROLE_ID)).json.result as string[];
    expect((await send(editor, 'POST', '/sys/permission/saveRolePermission', { roleId: editorRole, permissionIds: perms.join(',') })).json.success).toBe(false);
  });

  it('the last administrator cannot be taken out of the role, not even by an administrator', async () => {
    const r = await send(admin, 'DELETE', `/sys/user/deleteUserRole?roleId=${ADMIN_ROLE_ID}&userId=${adminId}`);
    expect(r.json.message).toBe('不能移除最后一位系统管理员');
    expect(await adminHoldsRole()).toBe(true);
  });

  it('menus, jobs, monitoring and tenants are the platform administrator’s alone', async () => {
    for (const [method, url, payload] of [
      ['GET', '/monitor/trace', undefined],
      ['GET', '/monitor/runtime', undefined],
      ['GET', '/sys/quartzJob/list', undefined],
      ['POST', '/sys/permission/add', { name: '后门', menuType: 0, url: '/backdoor' }],
      ['PUT', '/sys/tenant/frozenBatch', { ids: '1', status: 0 }],
      ['POST', '/sys/category/add', { name: 'x', pid: '0' }],
    ] as const) {
      const r = method === 'GET' ? await get(mallory, url) : await send(mallory, method, url, payload);
      expect(r.json, url).toMatchObject({ success: false, message: PLATFORM_ONLY });
    }
    expect((await get(admin, '/monitor/runtime')).json.success).toBe(true);
  });

  it('online sessions and announcements of tenant 1 are invisible; no session id is handed out', async () => {
    const online = (await get(mallory, '/sys/online/list?pageSize=100')).json.result.records;
    expect(online.map((s: any) => s.username)).not.toContain('admin');
    const all = (await get(admin, '/sys/online/list?pageSize=100')).json.result.records;
    const ids = (await t.ctx.db.execute(sql`select id from sys_session`)) as unknown as { rows: { id: string }[] };
    for (const s of all) expect(ids.rows.map((r) => r.id)).not.toContain(s.id);
    const adminSession = all.find((s: any) => s.username === 'clerk1');
    expect((await send(mallory, 'POST', '/sys/online/forceLogout', { sessionId: adminSession.id })).json.success).toBe(false);
    expect((await get(clerk1, '/sys/user/profile')).json.success).toBe(true);
    const bell = (await get(mallory, '/sys/annountCement/listByUser')).json.result;
    expect(bell.anntMsgTotal + bell.sysMsgTotal).toBe(0);
    expect((await get(admin, '/sys/annountCement/listByUser')).json.result.anntMsgTotal).toBeGreaterThan(0);
  });
});

describe('finding 3: no other tenant people through dictionaries, popups and pickers', () => {
  const tenant1 = async (table: string, idCol = 'id'): Promise<string[]> => {
    const where =
      table === 'sys_user' ? sql`(',' || rel_tenant_ids || ',') not like '%,2,%'` : table === 'sys_tenant' ? sql`id <> 2` : sql`tenant_id is distinct from 2`;
    const res = (await t.ctx.db.execute(sql`select ${sql.identifier(idCol)}::text as id from ${sql.identifier(table)} where ${where}`)) as unknown as { rows: { id: string }[] };
    return res.rows.map((r) => r.id);
  };

  it("the issue's calls answer nothing of tenant 1 to a user without permissions", async () => {
    const users = await signed(nobody, '/sys/dict/getDictItems/sys_user,realname,username');
    expect(users.json.success, users.body).toBe(true);
    const names = users.json.result.map((i: any) => i.value);
    expect(names).not.toContain('admin');
    expect(names).toContain('nobody2');
    const departs = await signed(nobody, '/sys/dict/getDictItems/sys_depart,depart_name,id');
    expect(departs.json.result).toEqual([]);
    const tree = await signed(nobody, '/utils/mpopup/loadTree?tableName=sys_depart&text=depart_name&code=id&pidField=parent_id');
    expect(tree.json.result ?? []).toEqual([]);
    const multi = await get(nobody, `/sys/user/getMultiUser?ids=${adminId}`);
    expect(multi.json.result).toEqual([]);
    const form = await signed(nobody, '/utils/mpopup/loadForm?tableName=sys_user&showColumn=id,username&pageNo=1&pageSize=100');
    expect(form.json.result.records.map((r: any) => r.username)).not.toContain('admin');
    const positions = await signed(nobody, '/utils/mpopup/loadForm?tableName=sys_position&showColumn=id,name&pageNo=1&pageSize=100');
    expect(positions.json.result.records).toEqual([]);
  });

  it('every registered table dictionary answers tenant 2 none of tenant 1 rows', async () => {
    for (const [name, source] of Object.entries(DICT_SOURCES)) {
      if (source.owner === 'platform') continue;
      const foreign = await tenant1(source.table);
      expect(foreign.length, `${name} has tenant 1 rows`).toBeGreaterThan(0);
      for (const token of [mallory, nobody]) {
        const r = await signed(token, `/sys/dict/getDictItems/${name},${source.columns[1]},id`);
        const got = r.json.success ? r.json.result.map((i: any) => String(i.value)) : [];
        expect(got.filter((v: string) => foreign.includes(v)), name).toEqual([]);
        const texts = await signed(token, `/sys/dict/loadDictItem/${name},${source.columns[1]},id?key=${foreign.slice(0, 20).join(',')}`);
        if (texts.json.success) expect(texts.json.result, name).toEqual(foreign.slice(0, 20));
      }
    }
  });

  it('every registered popup source answers tenant 2 none of tenant 1 rows', async () => {
    for (const [name, source] of Object.entries(POPUP_SOURCES)) {
      if (source.owner === 'platform') continue;
      const foreign = await tenant1(source.table);
      for (const token of [mallory, nobody]) {
        const r = await signed(token, `/utils/mpopup/loadForm?tableName=${name}&showColumn=id&pageNo=1&pageSize=1000`);
        const got = r.json.success ? r.json.result.records.map((x: any) => String(x.id)) : [];
        expect(got.filter((v: string) => foreign.includes(v)), name).toEqual([]);
        const shown = await signed(token, `/utils/mpopup/setShowText?tableName=${name}&ids=${foreign.slice(0, 20).join(',')}&showColumn=${source.columns[1]}&queryColumn=id`);
        if (shown.json.success && foreign.length) expect(shown.json.result, name).toBe(foreign.slice(0, 20).join(','));
      }
    }
  });
});

describe('finding 4: a NUL byte is refused before the database', () => {
  it('answers 参数含有非法字符 in the envelope, never a server error', async () => {
    for (const [method, url, payload] of [
      ['GET', '/sys/user/queryById?id=%00', undefined],
      ['DELETE', '/sys/user/delete?id=%00', undefined],
      ['DELETE', '/sys/position/delete?id=a%00b', undefined],
      ['PUT', '/sys/user/edit', { id: '\u0000', realname: 'x' }],
      ['PUT', '/sys/position/edit', { id: 'x', name: 'a\u0000b' }],
      ['GET', '/sys/role/list?roleName=%00', undefined],
    ] as const) {
      const r = method === 'GET' ? await get(admin, url) : await send(admin, method, url, payload);
      expect(r.statusCode, url).toBe(200);
      expect(r.json, url).toMatchObject({ success: false, message: '参数含有非法字符' });
    }
  });
});

describe('findings 2 and 5: report SQL and the data-source test', () => {
  it('the report designer refuses the secrets table', async () => {
    const r = await send(admin, 'POST', '/online/cgreport/head/parseSql', { sql: 'select key, value from sys_config' });
    expect(r.json.success).toBe(false);
    const none = (await t.ctx.db.execute(sql`select key from sys_config where key in ('jwt_secret', 'sign_secret', 'data_source_key')`)) as unknown as { rows: unknown[] };
    expect(none.rows).toEqual([]);
  });

  it('the data-source test answers one message for the inside', async () => {
    for (const host of ['127.0.0.1', '0.0.0.0', '2130706433', '169.254.169.254']) {
      const r = await send(admin, 'POST', '/sys/dataSource/testConnection', { kind: 'postgresql', host, port: 5432, databaseName: 'postgres', userName: 'postgres', password: 'x' });
      expect(r.json.message, host).toBe('数据库连接失败');
    }
  });
});

describe('generated: every registered entity keeps tenant 2 out', () => {
  const ownedByTenant = (b: EntityBinding) => !!b.tenant || !!b.tenantScope;

  it('every entity says who owns its rows', () => {
    for (const b of boundEntities().values()) expect(ownedByTenant(b) || b.meta.platformWide, b.meta.name).toBeTruthy();
  });

  it('a tenant-owned record of tenant 1 is invisible and unchangeable to tenant 2', async () => {
    const checked: string[] = [];
    for (const b of boundEntities().values()) {
      if (!ownedByTenant(b)) continue;
      const api = b.meta.api;
      const page = (await get(admin, `${api}/list?pageSize=1`)).json;
      expect(page.success, `${api}/list ${JSON.stringify(page)}`).toBe(true);
      const victim = page.result.records[0];
      expect(victim, `${b.meta.name} has a tenant 1 row to attack`).toBeTruthy();
      checked.push(b.meta.name);
      const before = (await get(admin, `${api}/queryById?id=${victim.id}`)).json;
      const list = (await get(mallory, `${api}/list?pageSize=1000`)).json;
      if (list.success) expect(list.result.records.map((r: any) => r.id), api).not.toContain(victim.id);
      expect((await get(mallory, `${api}/queryById?id=${victim.id}`)).json.success, api).toBe(false);
      const text = b.meta.fields.find((f) => f.type === 'string' && !f.readonly && !f.secret && !f.dict);
      const edit = await send(mallory, 'PUT', `${api}/edit`, { id: victim.id, ...(text ? { [text.name]: 'hostile' } : {}) });
      expect(edit.json.success, `${api}/edit`).toBe(false);
      expect((await send(mallory, 'DELETE', `${api}/delete?id=${victim.id}`)).json.success, `${api}/delete`).toBe(false);
      expect((await send(mallory, 'DELETE', `${api}/deleteBatch?ids=${victim.id}`)).json.success, `${api}/deleteBatch`).toBe(false);
      const after = (await get(admin, `${api}/queryById?id=${victim.id}`)).json;
      if (before.success) expect(after.result, api).toEqual(before.result);
    }
    expect(checked).toEqual(expect.arrayContaining(['sysUser', 'sysRole', 'sysPosition', 'sysLog', 'sysDataSource', 'sysAnnouncement', 'onlCgreportHead', 'coalDispatchPlan', 'coalPickupOrder', 'coalQueueTicket', 'coalWeighing', 'coalBill', 'coalServiceFeeRule', 'coalServiceFeeBill', 'coalQualityTest']));
    // Tenant 2 was refused by scope, not for want of a permission: it lists its own (empty) dispatch.
    for (const api of ['/coal/dispatchPlan', '/coal/pickupOrder', '/coal/queue', '/coal/weighing', '/coal/coalBill', '/coal/serviceFeeRule', '/coal/serviceFeeBill', '/coal/qualityTest']) expect((await get(mallory, `${api}/list`)).json, api).toMatchObject({ success: true, result: { total: 0 } });
    // The printed 磅单 and 电子煤票 read as queryById does: tenant 1's are not found, not printed.
    for (const api of ['/coal/weighing', '/coal/coalBill']) expect((await get(mallory, `${api}/print?id=${(await get(admin, `${api}/list?pageSize=1`)).json.result.records[0].id}`)).json, `${api}/print`).toMatchObject({ success: false, message: '未找到对应数据' });
  });

  it('a platform-wide record is written only by the platform administrator', async () => {
    for (const b of boundEntities().values()) {
      if (!b.meta.platformWide) continue;
      const api = b.meta.api;
      const page = (await get(admin, `${api}/list?pageSize=1`)).json;
      const victim = page.result?.records?.[0];
      if (!victim) continue;
      const before = (await get(admin, `${api}/queryById?id=${victim.id}`)).json;
      const offered = new Set(entityActions(b.meta));
      const attacks = [
        ['edit', 'PUT', `${api}/edit`, { id: victim.id }],
        ['delete', 'DELETE', `${api}/delete?id=${victim.id}`, undefined],
        ['add', 'POST', `${api}/add`, {}],
      ] as const;
      for (const [action, method, url, payload] of attacks) {
        if (!offered.has(action)) continue;
        const r = await send(mallory, method, url, payload);
        expect(r.json, `${method} ${url}`).toMatchObject({ success: false, message: PLATFORM_ONLY });
      }
      expect((await get(admin, `${api}/queryById?id=${victim.id}`)).json.result, api).toEqual(before.result);
    }
  });
});

describe('the dashboards (docs/dashboards.md) answer tenant 2 none of tenant 1', () => {
  it('经营概况, 监控页 and 工作台 of tenant 2 hold nothing of tenant 1 rows, which tenant 1 sees', async () => {
    const ours = {
      analysis: (await get(admin, '/coal/dashboard/analysis')).json.result,
      monitor: (await get(admin, '/coal/dashboard/monitor')).json.result,
      workplace: (await get(admin, '/coal/dashboard/workplace')).json.result,
    };
    expect(ours.monitor.yards.length).toBeGreaterThan(0);
    expect(ours.analysis.trend.some((p: any) => p.trips > 0)).toBe(true);
    expect(ours.workplace.groups.length).toBeGreaterThan(0);
    const a = (await get(mallory, '/coal/dashboard/analysis')).json;
    expect(a.success, a.message).toBe(true);
    expect(a.result.trend.every((p: any) => p.trips === 0)).toBe(true);
    expect(a.result).toMatchObject({ queue: { waiting: 0, called: 0, inYard: 0 }, bills: { today: 0, yesterday: 0 }, topCustomers: [] });
    expect((await get(mallory, '/coal/dashboard/monitor')).json.result).toMatchObject({ yards: [], totals: { scales: 0, todayTrips: 0 } });
    expect((await get(mallory, '/coal/dashboard/workplace')).json.result.groups).toEqual([]);
    for (const n of ['analysis', 'monitor', 'workplace']) expect((await get(nobody, `/coal/dashboard/${n}`)).json, n).toMatchObject({ success: false, code: 510 });
  });
});
