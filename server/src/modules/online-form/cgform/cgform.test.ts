import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { sysTenant } from '../../../core/db/schema/index';

let t: TestApp;
let admin: string;
let plain: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  await t.createUser({ username: 'cf_plain', password: 'Plain12345', roles: ['dispatcher'] });
  plain = await t.login('cf_plain', 'Plain12345');
  await t.ctx.db.insert(sysTenant).values({ id: 2, name: '第二租户' }).onConflictDoNothing();
  await t.createUser({ username: 'cf_t2', password: 'Other12345', roles: ['admin'], tenants: '2' });
  other = await t.login('cf_t2', 'Other12345');
});
afterAll(async () => t?.close());

const h = (token: string) => ({ 'x-access-token': token });
const get = (url: string, token = admin) => t.call({ method: 'GET', url: `/api${url}`, headers: h(token) });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) => t.call({ method, url: `/api${url}`, headers: h(token), payload });

const fields = (...names: string[]) => JSON.stringify(names.map((name, i) => ({ name, label: i === 0 ? `改名${name}` : undefined, list: true, query: i === 0, form: true })));
const form = (over: object = {}) => ({ tableTxt: '港口表单', code: 'cf_port', tableName: 'coalPort', formType: '1', listStyle: 'normal', fieldConfig: fields('name', 'code'), ...over });

describe('online forms', () => {
  it('starts with an example of every list style, each of whose configurations loads', async () => {
    const list = (await get('/online/cgform/head/list?pageSize=50')).json.result.records as any[];
    const styles = new Set(list.map((r) => r.listStyle));
    expect([...styles].sort()).toEqual(['erp', 'innerTable', 'normal', 'tab', 'tree']);
    const erp = (await get('/online/cgform/api/getFormConfig/demo_carrier_erp')).json.result;
    expect(erp.head).toMatchObject({ tableName: 'coalCarrier', formType: '2', listStyle: 'erp' });
    expect(erp.subs.map((s: any) => [s.code, s.tableName, s.foreignKey])).toEqual([
      ['demo_carrier_cars', 'coalCar', 'carrierId'],
      ['demo_carrier_drivers', 'coalDriver', 'carrierId'],
    ]);
    expect(list.find((r) => r.code === 'demo_category').listStyle_dictText).toBe('树列表');
  });

  it('refuses a form over an unknown table, an unknown or secret field, and styles that do not fit', async () => {
    const cases: [object, string][] = [
      [{ tableName: 'pgCatalog' }, '数据表的值不在可选范围内'],
      [{ fieldConfig: fields('name', 'nope') }, '数据表港口没有字段nope'],
      [{ tableName: 'sysUser', fieldConfig: fields('username', 'password') }, '数据表用户没有字段password'],
      [{ fieldConfig: '[{"name":' }, '字段配置不是有效的JSON'],
      [{ fieldConfig: JSON.stringify([{ name: 'name', list: false, query: false, form: true }]) }, '请至少选择一个列表字段'],
      [{ listStyle: 'tree' }, '数据表港口不是树形结构，不能用树列表'],
      [{ listStyle: 'erp' }, '只有主表可用ERP列表、Tab列表或内嵌子表列表'],
      [{ formType: '2', listStyle: 'erp', subTables: '' }, '主表请至少选择一个附表'],
      [{ formType: '2', listStyle: 'erp', subTables: 'demo_car' }, '表单demo_car不是附表'],
      [{ formType: '2', listStyle: 'normal', subTables: 'demo_port_berths' }, '主表的列表风格须为ERP列表、Tab列表或内嵌子表列表'],
      [{ formType: '3', tableName: 'coalBerth', fieldConfig: fields('name'), foreignKey: 'nope' }, '请选择附表的关联字段'],
    ];
    for (const [over, message] of cases) expect((await send('POST', '/online/cgform/head/add', form(over))).json, message).toMatchObject({ success: false, message });
    expect((await get('/online/cgform/head/list?code=cf_port')).json.result.total).toBe(0);
  });

  it('adds a form whose configuration the list reads, and edits it under the same checks', async () => {
    const added = (await send('POST', '/online/cgform/head/add', form())).json;
    expect(added).toMatchObject({ success: true });
    const config = (await get('/online/cgform/api/getFormConfig/cf_port', plain)).json;
    expect(config).toMatchObject({ success: true, result: { head: { code: 'cf_port', tableName: 'coalPort' }, subs: [] } });
    const id = config.result.head.id;
    expect((await send('PUT', '/online/cgform/head/edit', { id, listStyle: 'tree' })).json).toMatchObject({ success: false, message: '数据表港口不是树形结构，不能用树列表' });
    expect((await send('PUT', '/online/cgform/head/edit', { id, tableTxt: '港口（改）' })).json.success).toBe(true);
    expect((await get('/online/cgform/api/getFormConfig/cf_port')).json.result.head.tableTxt).toBe('港口（改）');
  });

  it('copies a form under numbered codes, and lists the copies of the original', async () => {
    const id = (await get('/online/cgform/api/getFormConfig/demo_car')).json.result.head.id;
    const first = (await send('POST', '/online/cgform/head/copy', { id })).json;
    expect(first).toMatchObject({ success: true, result: { code: 'demo_car_v1', copyOf: id, copyVersion: 1, tableName: 'coalCar' } });
    // A copy of the copy counts among the original's.
    const second = (await send('POST', '/online/cgform/head/copy', { id: first.result.id })).json;
    expect(second.result).toMatchObject({ code: 'demo_car_v2', copyOf: id, copyVersion: 2 });
    const copies = (await get(`/online/cgform/head/list?copyOf=${id}`)).json.result.records.map((r: any) => r.code);
    expect(copies.sort()).toEqual(['demo_car_v1', 'demo_car_v2']);
    expect((await send('POST', '/online/cgform/head/copy', { id }, plain)).json.code).toBe(510);
  });

  it('keeps forms to their tenant, and the definitions to administrators', async () => {
    expect((await get('/online/cgform/head/list', plain)).json.code).toBe(510);
    expect((await send('POST', '/online/cgform/head/add', form({ code: 'cf_plain' }), plain)).json.code).toBe(510);
    expect((await get('/online/cgform/head/list', other)).json.result.total).toBe(0);
    expect((await get('/online/cgform/api/getFormConfig/demo_car', other)).json).toMatchObject({ success: false, message: '表单不存在或已删除' });
    const id = (await get('/online/cgform/api/getFormConfig/demo_car')).json.result.head.id;
    expect((await send('POST', '/online/cgform/head/copy', { id }, other)).json).toMatchObject({ success: false, message: '表单不存在或已删除' });
    // Another tenant may name a 附表 only of its own: tenant 1's demo_port_berths is not one to it.
    const add = await send('POST', '/online/cgform/head/add', form({ code: 'cf_t2_tab', formType: '2', listStyle: 'tab', subTables: 'demo_port_berths' }), other);
    expect(add.json).toMatchObject({ success: false, message: '附表demo_port_berths不存在' });
    // The same code is free in another tenant.
    expect((await send('POST', '/online/cgform/head/add', form({ code: 'demo_car' }), other)).json.success).toBe(true);
  });

  it('leaves the records behind the table: a form shows only what the table route lets the user see', async () => {
    // The category tree through the kit: roots by pid=0, a branch by its parent's id, for any tenant.
    const roots = (await get('/sys/category/list?pid=0&pageSize=50')).json.result.records as any[];
    expect(roots.map((r) => r.name)).toEqual(expect.arrayContaining(['煤种', '运输方式']));
    const coal = roots.find((r) => r.name === '煤种');
    expect(coal.hasChild).toBe('1');
    const kids = (await get(`/sys/category/list?pid=${coal.id}&pageSize=50`)).json.result.records as any[];
    expect(kids.length).toBeGreaterThan(0);
    expect(kids.every((k) => k.code.startsWith(coal.code))).toBe(true);
    // Adding under a parent goes through the category's own route: the code and the child flag follow.
    const added = (await send('POST', '/sys/category/add', { pid: kids[0].id, name: '测试子类' })).json;
    expect(added.success).toBe(true);
    const branch = (await get(`/sys/category/list?pid=${kids[0].id}`)).json.result.records as any[];
    expect(branch.map((r) => r.name)).toContain('测试子类');
    expect((await get(`/sys/category/queryById?id=${kids[0].id}`)).json.result.hasChild).toBe('1');
    // A dispatcher holds no category list permission: the tree form's data stays closed to them.
    expect((await get('/sys/category/list?pid=0', plain)).json.code).toBe(510);
  });
});
