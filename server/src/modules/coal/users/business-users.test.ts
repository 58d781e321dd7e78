/**
 * Business users (coal-api.md "Business users and organisation scoping"): the user calls take a type and an
 * organisation, checked against the tenant's live organisations; the four types have seeded roles; a 货主 acting
 * for a customer sees that customer's consignees only, whatever the query says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { sysPermission, sysRole, sysRolePermission, sysTenant, sysUser, sysUserRole } from '../../../core/db/schema/index';
import { coalCarrier } from '../carrier/table';
import { coalConsignee } from '../consignee/table';
import { coalConsumer } from '../consumer/table';
import { seedId } from '../../../core/db/seed-id';
import { BUSINESS_ROLES } from './roles';

let t: TestApp;
let admin: string;
const headers = (token: string) => ({ 'x-access-token': token });
const get = (token: string, url: string) => t.call({ method: 'GET', url: `/api${url}`, headers: headers(token) });
const send = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.call({ method, url: `/api${url}`, headers: headers(token), payload });

const ids = {
  carrier: 'c0000000000000000000000000000001',
  consumerA: 'c0000000000000000000000000000002',
  consumerB: 'c0000000000000000000000000000003',
  consumerGone: 'c0000000000000000000000000000004',
  consumerT2: 'c0000000000000000000000000000005',
  consigneeA: 'c0000000000000000000000000000006',
  consigneeB: 'c0000000000000000000000000000007',
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  await t.ctx.db.insert(sysTenant).values({ id: 2, name: '第二租户' }).onConflictDoNothing();
  await t.ctx.db.insert(coalCarrier).values({ id: ids.carrier, tenantId: 1, name: '吕梁顺达物流有限公司' });
  await t.ctx.db.insert(coalConsumer).values([
    { id: ids.consumerA, tenantId: 1, name: '大唐太原第二热电厂' },
    { id: ids.consumerB, tenantId: 1, name: '河津华泽水泥有限公司' },
    { id: ids.consumerGone, tenantId: 1, name: '已删除客户', delFlag: 1 },
    { id: ids.consumerT2, tenantId: 2, name: '第二租户的客户' },
  ]);
  await t.ctx.db.insert(coalConsignee).values([
    { id: ids.consigneeA, tenantId: 1, name: '太二电厂煤场', consumerId: ids.consumerA },
    { id: ids.consigneeB, tenantId: 1, name: '华泽水泥原料库', consumerId: ids.consumerB },
  ]);
});
afterAll(() => t?.close());

const addUser = (username: string, extra: object) =>
  send(admin, 'POST', '/sys/user/add', { username, realname: `业务${username}`, password: 'Passw0rd!x', ...extra });
const userRow = async (username: string) => (await t.ctx.db.select().from(sysUser).where(eq(sysUser.username, username)))[0];

describe('user type and organisation on add and edit', () => {
  it('adds a 调度员 of a carrier (the kind follows from the type) and lists the organisation by name', async () => {
    const r = await addUser('disp01', { userType: 'dispatcher', orgId: ids.carrier });
    expect(r.json.success, r.body).toBe(true);
    const row = await userRow('disp01');
    expect([row.userType, row.orgKind, row.orgId]).toEqual(['dispatcher', 'carrier', ids.carrier]);
    const list = await get(admin, '/sys/user/list?userType=dispatcher');
    expect(list.json.result.records.map((u: any) => [u.username, u.orgId_dictText, u.userType_dictText])).toEqual([['disp01', '吕梁顺达物流有限公司', '调度员']]);
  });

  it('adds a 货主 of a customer', async () => {
    const r = await addUser('ship01', { userType: 'shipper', orgKind: 'consumer', orgId: ids.consumerA });
    expect(r.json.success, r.body).toBe(true);
    expect((await userRow('ship01')).orgKind).toBe('consumer');
  });

  it.each([
    ['no organisation', { userType: 'shipper' }, '货主须关联所属单位'],
    ['no kind for a type of two kinds', { userType: 'trader', orgId: ids.consumerA }, '贸易商须关联所属单位'],
    ['a kind the type may not act for', { userType: 'dispatcher', orgKind: 'consumer', orgId: ids.consumerA }, '调度员只能关联承运单位'],
    ['a carrier for a 货主', { userType: 'shipper', orgKind: 'carrier', orgId: ids.carrier }, '货主只能关联客户或供应商'],
    ['an id of another kind', { userType: 'shipper', orgKind: 'consumer', orgId: ids.carrier }, '所属单位不存在或已删除'],
    ['a deleted customer', { userType: 'shipper', orgKind: 'consumer', orgId: ids.consumerGone }, '所属单位不存在或已删除'],
    ["another tenant's customer", { userType: 'shipper', orgKind: 'consumer', orgId: ids.consumerT2 }, '所属单位不存在或已删除'],
    ['an unknown id', { userType: 'trader', orgKind: 'supplier', orgId: 'nope' }, '所属单位不存在或已删除'],
    ['an unknown type', { userType: 'boss' }, '用户类型的值不在可选范围内'],
  ])('refuses %s', async (_what, extra, message) => {
    const r = await addUser(`bad${Math.random().toString(36).slice(2, 8)}`, extra);
    expect(r.json.success).toBe(false);
    expect(r.json.message).toBe(message);
  });

  it('edits: a bad organisation is refused, a good one kept, a staff user has none', async () => {
    const id = (await userRow('ship01')).id;
    let r = await send(admin, 'PUT', '/sys/user/edit', { id, orgId: ids.consumerT2 });
    expect(r.json.message).toBe('所属单位不存在或已删除');
    r = await send(admin, 'PUT', '/sys/user/edit', { id, orgId: ids.consumerB });
    expect(r.json.success, r.body).toBe(true);
    expect((await userRow('ship01')).orgId).toBe(ids.consumerB);
    // Other fields alone leave the organisation as it is.
    r = await send(admin, 'PUT', '/sys/user/edit', { id, realname: '货主甲' });
    expect(r.json.success, r.body).toBe(true);
    expect((await userRow('ship01')).orgId).toBe(ids.consumerB);
    r = await send(admin, 'PUT', '/sys/user/edit', { id, userType: 'staff', orgKind: 'consumer', orgId: ids.consumerA });
    expect(r.json.success, r.body).toBe(true);
    const row = await userRow('ship01');
    expect([row.userType, row.orgKind, row.orgId]).toEqual(['staff', null, null]);
  });

  it('a staff user added with an organisation gets none', async () => {
    const r = await addUser('staff01', { orgKind: 'consumer', orgId: ids.consumerA });
    expect(r.json.success, r.body).toBe(true);
    const row = await userRow('staff01');
    expect([row.userType, row.orgKind, row.orgId]).toEqual(['staff', null, null]);
  });
});

describe('seeded roles and screens', () => {
  it('seeds a role per type in tenant 1 holding its lists', async () => {
    const roles = await t.ctx.db.select().from(sysRole).where(eq(sysRole.tenantId, 1));
    for (const r of BUSINESS_ROLES) expect(roles.some((x) => x.roleCode === r.roleCode)).toBe(true);
    const perms = async (code: string) =>
      (
        await t.ctx.db
          .select({ perms: sysPermission.perms })
          .from(sysRolePermission)
          .innerJoin(sysPermission, eq(sysPermission.id, sysRolePermission.permissionId))
          .where(eq(sysRolePermission.roleId, seedId(`role:${code}`)))
      )
        .map((p) => p.perms)
        .filter(Boolean)
        .sort();
    expect(await perms('coal_dispatcher')).toEqual(['coal:car:list', 'coal:driver:list']);
    expect(await perms('coal_info_staff')).toEqual(['coal:car:list', 'coal:driver:list']);
    expect(await perms('coal_shipper')).toEqual(['coal:consignee:list', 'coal:contract:list']);
    expect(await perms('coal_trader')).toEqual(['coal:consignee:list', 'coal:contract:list']);
  });

  it('seeds the four screens under 业务用户', async () => {
    const menus = await t.ctx.db.select().from(sysPermission).where(eq(sysPermission.parentId, seedId('menu:coal:users')));
    expect(menus.map((m) => [m.name, m.component, m.icon]).sort()).toEqual(
      [
        ['调度员', 'coal/users/DispatcherUserList', 'phone'],
        ['信息员', 'coal/users/InfoStaffUserList', 'message'],
        ['贸易商', 'coal/users/TraderUserList', 'dollar'],
        ['货主', 'coal/users/ShipperUserList', 'container'],
      ].sort(),
    );
  });
});

describe('a 货主 acting for a customer sees its consignees only', () => {
  let shipper: string;
  beforeAll(async () => {
    const r = await addUser('ship02', { userType: 'shipper', orgKind: 'consumer', orgId: ids.consumerA, selectedroles: seedId('role:coal_shipper') });
    expect(r.json.success, r.body).toBe(true);
    await t.ctx.db.update(sysUser).set({ pwdChangeReason: null }).where(eq(sysUser.username, 'ship02'));
    expect(await t.ctx.db.select().from(sysUserRole).where(and(eq(sysUserRole.userId, (await userRow('ship02')).id)))).toHaveLength(1);
    shipper = await t.login('ship02', 'Passw0rd!x');
  });

  const names = async (query: string) => {
    const r = await get(shipper, `/coal/consignee/list${query}`);
    expect(r.json.success, r.body).toBe(true);
    return r.json.result.records.map((c: any) => c.name);
  };

  it('lists its own', async () => {
    expect(await names('')).toEqual(['太二电厂煤场']);
  });

  it('whatever the query says', async () => {
    expect(await names(`?consumerId=${ids.consumerB}`)).toEqual([]);
    expect(await names(`?consumerId=${ids.consumerA},${ids.consumerB}`)).toEqual(['太二电厂煤场']);
    const sq = encodeURIComponent(JSON.stringify([{ field: 'consumerId', rule: 'eq', val: ids.consumerB }]));
    expect(await names(`?superQueryParams=${sq}&superQueryMatchType=or`)).toEqual([]);
    const any = encodeURIComponent(JSON.stringify([{ field: 'name', rule: 'like', val: '原料' }, { field: 'consumerId', rule: 'ne', val: ids.consumerA }]));
    expect(await names(`?superQueryParams=${any}&superQueryMatchType=or`)).toEqual([]);
  });

  it("another customer's consignee answers as if it did not exist", async () => {
    const byId = await get(shipper, `/coal/consignee/queryById?id=${ids.consigneeB}`);
    expect(byId.json.success).toBe(false);
    expect((await get(shipper, `/coal/consignee/queryById?id=${ids.consigneeA}`)).json.result.name).toBe('太二电厂煤场');
    // The role reads only: writing is refused by permission before anything else.
    const edit = await send(shipper, 'PUT', '/coal/consignee/edit', { id: ids.consigneeB, name: '改名' });
    expect(edit.json.success).toBe(false);
    const [b] = await t.ctx.db.select().from(coalConsignee).where(eq(coalConsignee.id, ids.consigneeB));
    expect(b.name).toBe('华泽水泥原料库');
  });

  it('the role opens no car list', async () => {
    expect((await get(shipper, '/coal/car/list')).statusCode === 200 && (await get(shipper, '/coal/car/list')).json.success).toBe(false);
  });
});
