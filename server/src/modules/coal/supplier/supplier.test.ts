import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { caller, roleWith, secondTenant, sheetRows, userWith } from '../../../../test/support/coal-org';
import { addInUseCheck } from '../in-use';

/**
 * 统一社会信用代码 worked by hand (GB 32100, ISO 7064 MOD 31-3, weights 1 3 9 27 19 26 16 17 20 29 25 13 8 24 10 30 28):
 * 91350100M000100Y4 → Σ value×weight = 1640, 1640 mod 31 = 28, 31 − 28 = 3 → check character 3;
 * 91140100MA0GR1110 → 1337, mod 31 = 4, 31 − 4 = 27 → U (the 27th character of 0-9 A-H J-N P-R T U W-Y).
 */
const CODE_A = '91350100M000100Y43';
const CODE_B = '91140100MA0GR1110U';

let t: TestApp;
let admin: string;
let api: ReturnType<typeof caller>;
const API = '/coal/supplier';

const add = (body: object, token = admin) => api.send(token, 'POST', `${API}/add`, body);
const list = async (query = '', token = admin) => (await api.get(token, `${API}/list?${query}`)).json;

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  admin = await t.login();
});
afterAll(() => t?.close());

describe('供应商 add, edit and list', () => {
  let id: string;
  it('adds a supplier with its credit code, phone and account normalised', async () => {
    const r = await add({ name: '大同煤业', creditCode: ' 9135 0100 m000 100y43 ', mine: '塔山煤矿', contact: '王经理', phone: '0352-7012345', address: '山西省大同市', bankName: '工商银行大同分行', bankAccount: '6222 0205 0200 1234 567', remark: '长期供应' });
    expect(r.json, r.body).toMatchObject({ success: true, message: '添加成功！' });
    id = r.json.result.id;
    expect(r.json.result).toMatchObject({ creditCode: CODE_A, bankAccount: '6222020502001234567', mine: '塔山煤矿' });
    const q = await api.get(admin, `${API}/queryById?id=${id}`);
    expect(q.json.result).toMatchObject({ name: '大同煤业', creditCode: CODE_A, phone: '0352-7012345', contact: '王经理' });
  });

  it('refuses a wrong credit code with the rule message', async () => {
    expect((await add({ name: '错码一', creditCode: '91350100M000100Y44' })).json.message).toBe('统一社会信用代码的校验位不正确');
    expect((await add({ name: '错码二', creditCode: '9135010' })).json.message).toBe('统一社会信用代码应为18位');
    expect((await add({ name: '错码三', creditCode: '91350100M000100YI3' })).json.message).toBe('统一社会信用代码只能包含数字和大写字母（不含I、O、Z、S、V）');
  });

  it('checks the phone and the bank account', async () => {
    expect((await add({ name: '坏电话', phone: '12345' })).json.message).toBe('请输入正确的手机号或座机号');
    expect((await add({ name: '坏账号', bankAccount: '62-22' })).json.message).toBe('银行账号格式不正确');
    expect((await add({ name: '手机联系', phone: '13912345678' })).json.success).toBe(true);
  });

  it('keeps names and credit codes unique within the tenant, deleted ones included', async () => {
    expect((await add({ name: '大同煤业' })).json.message).toBe('供应商名称「大同煤业」已存在');
    expect((await add({ name: '另一家', creditCode: CODE_A.toLowerCase() })).json.message).toBe(`统一社会信用代码「${CODE_A}」已存在`);
    const b = await add({ name: '晋能控股', creditCode: CODE_B, mine: '同忻煤矿' });
    expect(b.json.success).toBe(true);
    expect((await api.send(admin, 'PUT', `${API}/edit`, { id: b.json.result.id, creditCode: CODE_A })).json.message).toBe(`统一社会信用代码「${CODE_A}」已存在`);
    expect((await api.send(admin, 'DELETE', `${API}/delete?id=${b.json.result.id}`)).json.message).toBe('删除成功!');
    expect((await add({ name: '晋能控股' })).json.message).toBe('供应商名称「晋能控股」已存在');
    // Restored from the recycle bin, the same record.
    const bin = (await api.get(admin, `${API}/recycleBin`)).json.result.records;
    expect(bin.map((r: any) => r.name)).toEqual(['晋能控股']);
    expect((await api.send(admin, 'PUT', `${API}/putRecycleBin`, { ids: b.json.result.id })).json.message).toBe('还原供应商成功！');
  });

  it('edits and filters in the list syntax', async () => {
    expect((await api.send(admin, 'PUT', `${API}/edit`, { id, mine: '塔山矿' })).json.message).toBe('编辑成功!');
    expect((await list('mine=*塔山*')).result.records.map((r: any) => r.name)).toEqual(['大同煤业']);
    expect((await list(`creditCode=${CODE_B}`)).result.records.map((r: any) => r.name)).toEqual(['晋能控股']);
    expect((await list('column=name&order=asc')).result.total).toBe(3);
  });
});

describe('供应商 delete while in use', () => {
  it('asks the referrers later modules add (the contracts)', async () => {
    const s = await add({ name: '被引用煤矿' });
    addInUseCheck('supplier', { name: '测试引用', refusal: async (_tx, orgs) => (orgs.some((o) => o.name === '被引用煤矿') ? '供应商「被引用煤矿」已有采购合同，不能删除' : undefined) });
    expect((await api.send(admin, 'DELETE', `${API}/delete?id=${s.json.result.id}`)).json.message).toBe('供应商「被引用煤矿」已有采购合同，不能删除');
    expect((await list('name=被引用煤矿')).result.total).toBe(1);
  });
});

describe('供应商 scoping', () => {
  let mineId: string;
  let otherId: string;
  let linked: string;
  beforeAll(async () => {
    mineId = (await list('name=大同煤业')).result.records[0].id;
    otherId = (await list('name=晋能控股')).result.records[0].id;
    const role = await roleWith(t, 'coal-org-1', 1, ['coal:supplier:', 'coal:consumer:', 'coal:consignee:']);
    linked = await userWith(t, 'supplier1', '1', role, { kind: 'supplier', id: mineId });
  });

  it('a supplier-linked user sees only its own supplier, whatever the query says', async () => {
    expect((await list('', linked)).result.records.map((r: any) => r.id)).toEqual([mineId]);
    // `id` is no list filter: still only its own row.
    expect((await list(`id=${otherId}`, linked)).result.records.map((r: any) => r.id)).toEqual([mineId]);
    expect((await list('name=晋能控股', linked)).result.total).toBe(0);
    const sq = encodeURIComponent(JSON.stringify([{ field: 'name', type: 'string', rule: 'eq', val: '晋能控股' }]));
    expect((await list(`superQueryParams=${sq}&superQueryMatchType=or`, linked)).result.total).toBe(0);
    expect((await api.get(linked, `${API}/queryById?id=${otherId}`)).json.message).toBe('未找到对应数据');
    expect((await api.send(linked, 'PUT', `${API}/edit`, { id: otherId, remark: 'x' })).json.message).toBe('未找到对应数据');
    expect((await api.send(linked, 'DELETE', `${API}/delete?id=${otherId}`)).json.message).toBe('未找到对应数据');
    expect((await add({ name: '冒名煤矿' }, linked)).json.message).toBe('只能新增本单位的数据');
    expect((await api.send(linked, 'PUT', `${API}/edit`, { id: mineId, contact: '李会计' })).json.success).toBe(true);
    expect((await sheetRows((await api.get(linked, `${API}/exportXls`)).rawPayload)).slice(1).map((r) => r[0])).toEqual(['大同煤业']);
  });

  it('a supplier-linked user sees nothing of the consumers and consignees', async () => {
    await api.send(admin, 'POST', '/coal/consumer/add', { name: '华能电厂' });
    expect((await api.get(linked, '/coal/consumer/list')).json.result.total).toBe(0);
    expect((await api.get(linked, '/coal/consignee/list')).json.result.total).toBe(0);
  });

  it('another tenant sees none of it', async () => {
    await secondTenant(t);
    const other = await userWith(t, 'supplier2', '2', await roleWith(t, 'coal-org-2', 2, ['coal:supplier:']));
    expect((await list('', other)).result.total).toBe(0);
    expect((await api.get(other, `${API}/queryById?id=${mineId}`)).json.message).toBe('未找到对应数据');
    expect((await api.send(other, 'DELETE', `${API}/delete?id=${mineId}`)).json.message).toBe('未找到对应数据');
    // Unique per tenant: the second tenant may hold the same name and code.
    expect((await add({ name: '大同煤业', creditCode: CODE_A }, other)).json.success).toBe(true);
  });
});

describe('供应商 export and import', () => {
  it('reads its own export back', async () => {
    const rows = await sheetRows((await api.get(admin, `${API}/exportXls?name=大同煤业`)).rawPayload);
    expect(rows[0]).toEqual(['供应商名称', '统一社会信用代码', '煤矿', '联系人', '联系电话', '地址', '开户银行', '银行账号', '创建时间']);
    expect(rows[1].slice(0, 8)).toEqual(['大同煤业', CODE_A, '塔山矿', '李会计', '0352-7012345', '山西省大同市', '工商银行大同分行', '6222020502001234567']);
    const buf = (await api.get(admin, `${API}/exportXls?name=大同煤业`)).rawPayload;
    // The same file again: refused, the name and code are taken.
    const again = await api.upload(admin, API, '供应商.xlsx', buf);
    expect(again.json.code, again.body).toBe(201);
    const id = (await list('name=大同煤业')).result.records[0].id;
    await api.send(admin, 'DELETE', `${API}/delete?id=${id}`);
    await api.send(admin, 'DELETE', `${API}/deleteRecycleBin?ids=${id}`);
    const r = await api.upload(admin, API, '供应商.xlsx', buf);
    expect(r.json, r.body).toMatchObject({ success: true, message: '文件导入成功！数据行数：1' });
    expect((await list('name=大同煤业')).result.records[0]).toMatchObject({ creditCode: CODE_A, mine: '塔山矿', bankAccount: '6222020502001234567' });
  });
});
