import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { caller, roleWith, secondTenant, sheetRows, userWith } from '../../../../test/support/coal-org';

/**
 * 统一社会信用代码 worked by hand (GB 32100, MOD 31-3, weights 3^(i-1) mod 31): 92140100MA0L2B3C4 → Σ = 1910,
 * 1910 mod 31 = 19, 31 − 19 = 12 → C; 52140000MA0K12345 → Σ = 1431, mod 31 = 5, 31 − 5 = 26 → T.
 */
const CODE_A = '92140100MA0L2B3C4C';
const CODE_B = '52140000MA0K12345T';

let t: TestApp;
let admin: string;
let api: ReturnType<typeof caller>;
const API = '/coal/consumer';
const add = (body: object, token = admin) => api.send(token, 'POST', `${API}/add`, body);
const list = async (query = '', token = admin) => (await api.get(token, `${API}/list?${query}`)).json;

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  admin = await t.login();
});
afterAll(() => t?.close());

describe('客户', () => {
  it('adds with the supplier identity checks, without a mine', async () => {
    const r = await add({ name: '华能电厂', creditCode: CODE_A.toLowerCase(), contact: '赵科长', phone: '13812345678', bankAccount: '1100 2233 4455', mine: '不应保存' });
    expect(r.json, r.body).toMatchObject({ success: true, result: { creditCode: CODE_A, bankAccount: '110022334455' } });
    expect(r.json.result).not.toHaveProperty('mine');
    expect((await add({ name: '错码', creditCode: CODE_A.slice(0, 17) + 'D' })).json.message).toBe('统一社会信用代码的校验位不正确');
    expect((await add({ name: '华能电厂' })).json.message).toBe('客户名称「华能电厂」已存在');
    expect((await add({ name: '另一家', creditCode: CODE_A })).json.message).toBe(`统一社会信用代码「${CODE_A}」已存在`);
    expect((await add({ name: '国电电厂', creditCode: CODE_B })).json.success).toBe(true);
  });

  it('cannot be deleted while it has consignees; the message names one', async () => {
    const id = (await list('name=华能电厂')).result.records[0].id;
    const c1 = await api.send(admin, 'POST', '/coal/consignee/add', { name: '华能一号仓', consumerId: id });
    expect(c1.json, c1.body).toMatchObject({ success: true });
    expect((await api.send(admin, 'DELETE', `${API}/delete?id=${id}`)).json.message).toBe('客户「华能电厂」下有收货单位「华能一号仓」，不能删除');
    await api.send(admin, 'POST', '/coal/consignee/add', { name: '华能二号仓', consumerId: id });
    const other = (await list('name=国电电厂')).result.records[0].id;
    expect((await api.send(admin, 'DELETE', `${API}/deleteBatch?ids=${other},${id}`)).json.message).toBe('客户「华能电厂」下有收货单位「华能一号仓」等2个收货单位，不能删除');
    expect((await list()).result.total).toBe(2);
    // Once the consignees are in the recycle bin the consumer may go to the bin too, but not out of it for ever
    // while they could be restored.
    const consignees = (await api.get(admin, `/coal/consignee/list?consumerId=${id}`)).json.result.records.map((r: any) => r.id);
    expect((await api.send(admin, 'DELETE', `/coal/consignee/deleteBatch?ids=${consignees.join(',')}`)).json.success).toBe(true);
    expect((await api.send(admin, 'DELETE', `${API}/delete?id=${id}`)).json.message).toBe('删除成功!');
    expect((await api.send(admin, 'DELETE', `${API}/deleteRecycleBin?ids=${id}`)).json.message).toBe('客户「华能电厂」下有收货单位「华能一号仓」等2个收货单位，不能删除');
    expect((await api.send(admin, 'PUT', `${API}/putRecycleBin`, { ids: id })).json.message).toBe('还原客户成功！');
    expect((await api.send(admin, 'PUT', '/coal/consignee/putRecycleBin', { ids: consignees.join(',') })).json.success).toBe(true);
  });

  it('a consumer-linked user sees only its own consumer; a supplier-linked one none', async () => {
    const own = (await list('name=华能电厂')).result.records[0].id;
    const other = (await list('name=国电电厂')).result.records[0].id;
    const role = await roleWith(t, 'consumer-org', 1, ['coal:consumer:']);
    const linked = await userWith(t, 'consumer1', '1', role, { kind: 'consumer', id: own });
    expect((await list('', linked)).result.records.map((r: any) => r.name)).toEqual(['华能电厂']);
    expect((await list(`name=国电电厂`, linked)).result.total).toBe(0);
    expect((await api.get(linked, `${API}/queryById?id=${other}`)).json.message).toBe('未找到对应数据');
    expect((await api.send(linked, 'PUT', `${API}/edit`, { id: other, remark: 'x' })).json.message).toBe('未找到对应数据');
    expect((await add({ name: '新客户' }, linked)).json.message).toBe('只能新增本单位的数据');
    expect((await sheetRows((await api.get(linked, `${API}/exportXls`)).rawPayload)).slice(1).map((r) => r[0])).toEqual(['华能电厂']);
    const supplierUser = await userWith(t, 'supplierx', '1', role, { kind: 'supplier', id: own });
    expect((await list('', supplierUser)).result.total).toBe(0);
    expect((await api.get(supplierUser, `${API}/queryById?id=${own}`)).json.message).toBe('未找到对应数据');
  });

  it('another tenant sees none of them and may use the same name and code', async () => {
    await secondTenant(t);
    const other = await userWith(t, 'consumer2', '2', await roleWith(t, 'consumer-2', 2, ['coal:consumer:']));
    expect((await list('', other)).result.total).toBe(0);
    const id = (await list('name=华能电厂')).result.records[0].id;
    expect((await api.get(other, `${API}/queryById?id=${id}`)).json.message).toBe('未找到对应数据');
    expect((await add({ name: '华能电厂', creditCode: CODE_A }, other)).json.success).toBe(true);
  });

  it('reads its own export back', async () => {
    const buf = (await api.get(admin, `${API}/exportXls?name=国电电厂`)).rawPayload;
    const rows = await sheetRows(buf);
    expect(rows[0]).toEqual(['客户名称', '统一社会信用代码', '联系人', '联系电话', '地址', '开户银行', '银行账号', '创建时间']);
    const id = (await list('name=国电电厂')).result.records[0].id;
    await api.send(admin, 'DELETE', `${API}/delete?id=${id}`);
    await api.send(admin, 'DELETE', `${API}/deleteRecycleBin?ids=${id}`);
    const r = await api.upload(admin, API, '客户.xlsx', buf);
    expect(r.json, r.body).toMatchObject({ success: true, message: '文件导入成功！数据行数：1' });
    expect((await list('name=国电电厂')).result.records[0]).toMatchObject({ creditCode: CODE_B });
  });
});
