import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { caller, roleWith, secondTenant, sheetRows, userWith, xlsxOf } from '../../../../test/support/coal-org';

let t: TestApp;
let admin: string;
let api: ReturnType<typeof caller>;
let huaneng: string;
let guodian: string;
const API = '/coal/consignee';
const add = (body: object, token = admin) => api.send(token, 'POST', `${API}/add`, body);
const list = async (query = '', token = admin) => (await api.get(token, `${API}/list?${query}`)).json;

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  admin = await t.login();
  huaneng = (await api.send(admin, 'POST', '/coal/consumer/add', { name: '华能电厂' })).json.result.id;
  guodian = (await api.send(admin, 'POST', '/coal/consumer/add', { name: '国电电厂' })).json.result.id;
});
afterAll(() => t?.close());

describe('收货单位', () => {
  it('belongs to a live consumer of the tenant, shown by name', async () => {
    const r = await add({ name: '华能一号仓', consumerId: huaneng, address: '天津港南疆', contact: '钱主任', phone: '022-25701234' });
    expect(r.json, r.body).toMatchObject({ success: true });
    expect((await add({ name: '国电码头', consumerId: guodian })).json.success).toBe(true);
    expect((await list('column=name&order=asc')).result.records.map((x: any) => [x.name, x.consumerId_dictText])).toEqual([
      ['华能一号仓', '华能电厂'],
      ['国电码头', '国电电厂'],
    ]);
    expect((await add({ name: '无主' })).json.message).toBe('请选择所属客户');
    expect((await add({ name: '假客户', consumerId: 'no-such-consumer' })).json.message).toBe('所属客户的值不在可选范围内');
    expect((await add({ name: '坏电话', consumerId: huaneng, phone: '88' })).json.message).toBe('请输入正确的手机号或座机号');
    expect((await list(`consumerId=${guodian}`)).result.records.map((x: any) => x.name)).toEqual(['国电码头']);
  });

  it('reads the consumer picker through the table dictionary', async () => {
    const r = await api.signed(admin, '/sys/dict/getDictItems/coal_consumer,name,id');
    expect(r.json.result.map((i: any) => i.text).sort()).toEqual(['华能电厂', '国电电厂'].sort());
  });

  it('a consumer-linked user sees and writes only its own consumer’s consignees', async () => {
    const role = await roleWith(t, 'consignee-org', 1, ['coal:consignee:', 'coal:consumer:list']);
    const linked = await userWith(t, 'consumer1', '1', role, { kind: 'consumer', id: huaneng });
    expect((await list('', linked)).result.records.map((x: any) => x.name)).toEqual(['华能一号仓']);
    expect((await list(`consumerId=${guodian}`, linked)).result.total).toBe(0);
    const theirs = (await list(`consumerId=${guodian}`)).result.records[0].id;
    expect((await api.get(linked, `${API}/queryById?id=${theirs}`)).json.message).toBe('未找到对应数据');
    expect((await api.send(linked, 'DELETE', `${API}/delete?id=${theirs}`)).json.message).toBe('未找到对应数据');
    // Whatever consumer the request names, the consignee is the user's own consumer's.
    const mine = await add({ name: '华能二号仓', consumerId: guodian }, linked);
    expect(mine.json, mine.body).toMatchObject({ success: true, result: { consumerId: huaneng } });
    const moved = await api.send(linked, 'PUT', `${API}/edit`, { id: mine.json.result.id, consumerId: guodian });
    expect(moved.json.result.consumerId).toBe(huaneng);
    expect((await list('', linked)).result.total).toBe(2);
    expect((await api.get(linked, '/coal/consumer/list')).json.result.records.map((x: any) => x.name)).toEqual(['华能电厂']);
  });

  it('a supplier-linked user sees no consignee', async () => {
    const role = await roleWith(t, 'consignee-sup', 1, ['coal:consignee:']);
    const supplierUser = await userWith(t, 'supplier1', '1', role, { kind: 'supplier', id: huaneng });
    expect((await list('', supplierUser)).result.total).toBe(0);
    expect((await add({ name: '混入', consumerId: huaneng }, supplierUser)).json.message).toBe('只能新增本单位的数据');
  });

  it('another tenant sees none and cannot point at the first tenant’s consumer', async () => {
    await secondTenant(t);
    const other = await userWith(t, 'consignee2', '2', await roleWith(t, 'consignee-2', 2, ['coal:consignee:', 'coal:consumer:']));
    expect((await list('', other)).result.total).toBe(0);
    expect((await add({ name: '越界', consumerId: huaneng }, other)).json.message).toBe('所属客户的值不在可选范围内');
    expect((await api.signed(other, '/sys/dict/getDictItems/coal_consumer,name,id')).json.result).toEqual([]);
  });

  it('exports the consumer by name and imports it back by name', async () => {
    const buf = (await api.get(admin, `${API}/exportXls?name=国电码头`)).rawPayload;
    const rows = await sheetRows(buf);
    expect(rows[0]).toEqual(['收货单位名称', '所属客户', '地址', '联系人', '联系电话', '创建时间']);
    expect(rows[1].slice(0, 2)).toEqual(['国电码头', '国电电厂']);
    const id = (await list('name=国电码头')).result.records[0].id;
    await api.send(admin, 'DELETE', `${API}/delete?id=${id}`);
    await api.send(admin, 'DELETE', `${API}/deleteRecycleBin?ids=${id}`);
    const r = await api.upload(admin, API, '收货单位.xlsx', buf);
    expect(r.json, r.body).toMatchObject({ success: true, message: '文件导入成功！数据行数：1' });
    expect((await list('name=国电码头')).result.records[0]).toMatchObject({ consumerId: guodian });
    const bad = await api.upload(admin, API, '收货单位.xlsx', await xlsxOf('收货单位', [['收货单位名称', '所属客户'], ['某仓', '不存在的客户']]));
    expect(bad.json.code).toBe(201);
  });
});
