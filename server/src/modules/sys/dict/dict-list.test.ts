import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { computeSign, signParams } from '../../../core/auth/sign';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t?.close());

const h = () => ({ 'x-access-token': admin });
const get = (url: string) => t.call({ method: 'GET', url, headers: h() });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.call({ method, url, headers: h(), payload });

/** The signed dictionary call, as the web client makes it. */
async function dictItems(code: string) {
  const url = `/api/sys/dict/getDictItems/${code}`;
  const ts = String(Date.now());
  const sign = computeSign(signParams(url, {}), t.ctx.secrets.signKey);
  const r = await t.call({ method: 'GET', url, headers: { ...h(), 'x-timestamp': ts, 'x-sign': sign } });
  expect(r.json.success, r.body).toBe(true);
  return r.json.result.map((i: any) => [i.value, i.text]);
}

describe('dictionaries and their items', () => {
  let dictId: string;
  it('adds a dictionary, refusing a bad or taken code', async () => {
    expect((await send('POST', '/api/sys/dict/add', { dictName: '车型', dictCode: 'truck-type' })).json.message).toBe('字典编码只能包含字母、数字和下划线');
    expect((await send('POST', '/api/sys/dict/add', { dictName: '性别', dictCode: 'sex' })).json.message).toBe('字典编码「sex」已存在');
    const r = await send('POST', '/api/sys/dict/add', { dictName: '车型', dictCode: 'truckType', description: '运输车辆类型' });
    expect(r.json.success).toBe(true);
    dictId = r.json.result.id;
    const page = (await get('/api/sys/dict/list?dictName=车型')).json.result;
    expect(page.records.map((d: any) => d.dictCode)).toEqual(['truckType']);
  });

  it('adds items within their dictionary, lists them by dictId and drops the cache on every change', async () => {
    expect(await dictItems('truckType')).toEqual([]);
    const a = await send('POST', '/api/sys/dictItem/add', { dictId, itemText: '半挂车', itemValue: '1', sortOrder: 1, status: 1 });
    expect(a.json.success).toBe(true);
    expect(await dictItems('truckType')).toEqual([['1', '半挂车']]);
    expect((await send('POST', '/api/sys/dictItem/add', { dictId, itemText: '重复', itemValue: '1', status: 1 })).json.message).toBe('数据值「1」已存在');
    // The same value in another dictionary is fine.
    expect((await send('POST', '/api/sys/dictItem/add', { dictId: 'nope', itemText: 'x', itemValue: '1', status: 1 })).json.message).toBe('字典不存在');
    await send('POST', '/api/sys/dictItem/add', { dictId, itemText: '自卸车', itemValue: '2', sortOrder: 2, status: 1 });
    const items = (await get(`/api/sys/dictItem/list?dictId=${dictId}`)).json.result;
    expect(items.records.map((i: any) => [i.itemText, i.status_dictText])).toEqual([
      ['半挂车', '有效'],
      ['自卸车', '有效'],
    ]);
    await send('PUT', '/api/sys/dictItem/edit', { id: a.json.result.id, itemText: '重型半挂车' });
    expect(await dictItems('truckType')).toEqual([['1', '重型半挂车'], ['2', '自卸车']]);
    await send('DELETE', `/api/sys/dictItem/delete?id=${a.json.result.id}`);
    expect(await dictItems('truckType')).toEqual([['2', '自卸车']]);
  });

  it('lets the database fill a column left out of an add (sort order defaults, no error)', async () => {
    const r = await send('POST', '/api/sys/dictItem/add', { dictId, itemText: '厢式车', itemValue: '9' });
    expect(r.json.success, r.body).toBe(true);
    const row = (await get(`/api/sys/dictItem/queryById?id=${r.json.result.id}`)).json.result;
    expect(row).toMatchObject({ itemValue: '9', sortOrder: 0, status: 1 });
    expect((await send('DELETE', `/api/sys/dictItem/delete?id=${r.json.result.id}`)).json.success).toBe(true);
  });

  it('renaming a code drops both caches; the recycle bin restores and deletes for ever with the items', async () => {
    await send('PUT', '/api/sys/dict/edit', { id: dictId, dictCode: 'truckKind' });
    expect(await dictItems('truckKind')).toEqual([['2', '自卸车']]);
    expect(await dictItems('truckType')).toEqual([]);
    expect((await send('DELETE', `/api/sys/dict/delete?id=${dictId}`)).json.success).toBe(true);
    expect(await dictItems('truckKind')).toEqual([]);
    const bin = (await get('/api/sys/dict/recycleBin')).json.result;
    expect(bin.records.map((d: any) => d.dictCode)).toEqual(['truckKind']);
    expect((await send('PUT', '/api/sys/dict/putRecycleBin', { ids: dictId })).json.message).toBe('还原字典成功！');
    expect(await dictItems('truckKind')).toEqual([['2', '自卸车']]);
    await send('DELETE', `/api/sys/dict/delete?id=${dictId}`);
    expect((await send('DELETE', `/api/sys/dict/deleteRecycleBin?ids=${dictId}`)).json.message).toBe('彻底删除字典成功！');
    expect((await get(`/api/sys/dictItem/list?dictId=${dictId}`)).json.result.total).toBe(0);
  });

  it('refleshCache drops every dictionary cache', async () => {
    expect(await dictItems('sex')).toEqual([['1', '男'], ['2', '女']]);
    const { sysDictItem } = await import('../../../core/db/schema/index');
    const { eq } = await import('drizzle-orm');
    await t.ctx.db.update(sysDictItem).set({ itemText: '男性' }).where(eq(sysDictItem.itemText, '男'));
    expect(await dictItems('sex')).toEqual([['1', '男'], ['2', '女']]);
    expect((await get('/api/sys/dict/refleshCache')).json.success).toBe(true);
    expect(await dictItems('sex')).toEqual([['1', '男性'], ['2', '女']]);
  });
});

describe('duplicate check', () => {
  it('answers for declared tables and fields only, within the caller’s permissions', async () => {
    const ask = (qs: string) => get(`/api/sys/duplicate/check?${qs}`);
    expect((await ask('tableName=sys_user&fieldName=username&fieldVal=admin')).json).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    expect((await ask('tableName=sys_user&fieldName=username&fieldVal=nobody1')).json).toMatchObject({ success: true, message: '该值可用！' });
    expect((await ask('tableName=sys_user&fieldName=work_no&fieldVal=')).json).toMatchObject({ success: true, message: '该值可用！' });
    const { seedId } = await import('../../../core/db/seed-id');
    expect((await ask(`tableName=sys_user&fieldName=username&fieldVal=admin&dataId=${seedId('user:admin')}`)).json.success).toBe(true);
    expect((await ask('tableName=sys_user&fieldName=password&fieldVal=x')).json.message).toBe('该字段不支持重复校验');
    expect((await ask('tableName=sys_user&fieldName=password_hash&fieldVal=x')).json.message).toBe('该字段不支持重复校验');
    expect((await ask('tableName=sys_session&fieldName=id&fieldVal=x')).json.message).toBe('该表不支持重复校验');
    expect((await ask('tableName=sys_dict&fieldName=dictCode&fieldVal=sex')).json.success).toBe(false);
    // The declaration's name stands for its table too.
    expect((await ask('tableName=sysDict&fieldName=dictCode&fieldVal=sex')).json.success).toBe(false);
    await t.createUser({ username: 'nodict1', password: 'Nodict1234' });
    const plain = await t.login('nodict1', 'Nodict1234');
    const r = await t.call({ method: 'GET', url: '/api/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=admin', headers: { 'x-access-token': plain } });
    expect(r.json.code).toBe(510);
  });
});

describe('check rules', () => {
  const check = (code: string, value: string) => get(`/api/sys/checkRule/checkByCode?ruleCode=${code}&value=${encodeURIComponent(value)}`);
  it('answers success or the first failing item’s message', async () => {
    expect((await check('vehicle_plate', '晋A12345')).json).toMatchObject({ success: true });
    expect((await check('vehicle_plate', '晋A1234')).json).toMatchObject({ success: false, message: '车牌号应为7到8位' });
    expect((await check('vehicle_plate', '晋a12345')).json.message).toBe('请输入正确的车牌号');
    expect((await check('contract_no', 'HT-2024-001')).json.success).toBe(true);
    expect((await check('contract_no', 'ht-2024-001')).json.message).toBe('合同编号以大写字母开头，只能包含大写字母、数字和短横线');
    expect((await check('nope', 'x')).json.message).toBe('该校验规则不存在');
    expect((await get('/api/sys/checkRule/checkByCode?ruleCode=vehicle_plate&value=')).json.success).toBe(true);
    expect((await check('vehicle_plate', 'x'.repeat(600))).json.message).toBe('值的长度不能超过500个字符');
  });
});
