import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { coalCar } from '../car/table';
import { coalDriver } from '../driver/table';
import { caller, roleWith, secondTenant, sheetRows, userWith } from '../../../../test/support/coal-org';

/**
 * 统一社会信用代码 worked by hand (GB 32100, MOD 31-3, weights 3^(i-1) mod 31): 91350100M000100Y4 → Σ = 1640,
 * 1640 mod 31 = 28, 31 − 28 = 3 → 3; 91140100MA0GR1110 → Σ = 1337, mod 31 = 4, 31 − 4 = 27 → U.
 */
const CODE_A = '91350100M000100Y43';
const CODE_B = '91140100MA0GR1110U';

let t: TestApp;
let admin: string;
let api: ReturnType<typeof caller>;
const API = '/coal/carrier';
const add = (body: object, token = admin) => api.send(token, 'POST', `${API}/add`, body);
const list = async (query = '', token = admin) => (await api.get(token, `${API}/list?${query}`)).json;

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  admin = await t.login();
});
afterAll(() => t?.close());

describe('承运单位', () => {
  it('adds with its licence, credit code and account checked', async () => {
    const r = await add({ name: '顺达物流', creditCode: CODE_A, licenceNo: '晋交运管许可同字140200001号', contact: '孙队长', phone: '13512345678', bankName: '建设银行', bankAccount: '14050 16510 0520 0001' });
    expect(r.json, r.body).toMatchObject({ success: true, result: { licenceNo: '晋交运管许可同字140200001号', bankAccount: '140501651005200001' } });
    expect((await add({ name: '错码', creditCode: '91140100MA0GR11101' })).json.message).toBe('统一社会信用代码的校验位不正确');
    expect((await add({ name: '顺达物流' })).json.message).toBe('承运单位名称「顺达物流」已存在');
    expect((await add({ name: '别家', creditCode: CODE_A })).json.message).toBe(`统一社会信用代码「${CODE_A}」已存在`);
    expect((await add({ name: '远通运输', creditCode: CODE_B })).json.success).toBe(true);
    expect((await list('licenceNo=*140200001*')).result.records.map((x: any) => x.name)).toEqual(['顺达物流']);
  });

  it('cannot be deleted while it has cars or drivers; the message counts them', async () => {
    const id = (await list('name=顺达物流')).result.records[0].id;
    await t.ctx.db.insert(coalCar).values([
      { plateNo: '晋B12345', carrierId: id, tenantId: 1 },
      { plateNo: '晋B23456', carrierId: id, tenantId: 1 },
    ]);
    await t.ctx.db.insert(coalDriver).values({ name: '周师傅', carrierId: id, tenantId: 1 });
    expect((await api.send(admin, 'DELETE', `${API}/delete?id=${id}`)).json.message).toBe('承运单位「顺达物流」名下有车辆2辆、司机1名，不能删除');
    const other = (await list('name=远通运输')).result.records[0].id;
    await t.ctx.db.insert(coalDriver).values({ name: '吴师傅', carrierId: other, tenantId: 1, delFlag: 1 });
    // A driver in the recycle bin does not keep the carrier, but does keep it in the bin.
    expect((await api.send(admin, 'DELETE', `${API}/delete?id=${other}`)).json.message).toBe('删除成功!');
    expect((await api.send(admin, 'DELETE', `${API}/deleteRecycleBin?ids=${other}`)).json.message).toBe('承运单位「远通运输」名下有司机1名，不能删除');
    expect((await api.send(admin, 'PUT', `${API}/putRecycleBin`, { ids: other })).json.message).toBe('还原承运单位成功！');
  });

  it('a carrier-linked user sees only its own carrier', async () => {
    const own = (await list('name=顺达物流')).result.records[0].id;
    const other = (await list('name=远通运输')).result.records[0].id;
    const role = await roleWith(t, 'carrier-org', 1, ['coal:carrier:']);
    const linked = await userWith(t, 'carrier1', '1', role, { kind: 'carrier', id: own });
    expect((await list('', linked)).result.records.map((x: any) => x.name)).toEqual(['顺达物流']);
    expect((await api.get(linked, `${API}/queryById?id=${other}`)).json.message).toBe('未找到对应数据');
    expect((await api.send(linked, 'PUT', `${API}/edit`, { id: other, remark: 'x' })).json.message).toBe('未找到对应数据');
    expect((await api.send(linked, 'DELETE', `${API}/delete?id=${other}`)).json.message).toBe('未找到对应数据');
    expect((await add({ name: '冒名物流' }, linked)).json.message).toBe('只能新增本单位的数据');
    const consumerUser = await userWith(t, 'consumerc', '1', role, { kind: 'consumer', id: own });
    expect((await list('', consumerUser)).result.total).toBe(0);
  });

  it('another tenant sees none of them', async () => {
    await secondTenant(t);
    const other = await userWith(t, 'carrier2', '2', await roleWith(t, 'carrier-2', 2, ['coal:carrier:']));
    expect((await list('', other)).result.total).toBe(0);
    const id = (await list('name=顺达物流')).result.records[0].id;
    expect((await api.get(other, `${API}/queryById?id=${id}`)).json.message).toBe('未找到对应数据');
  });

  it('reads its own export back', async () => {
    const buf = (await api.get(admin, `${API}/exportXls?name=顺达物流`)).rawPayload;
    const rows = await sheetRows(buf);
    expect(rows[0]).toEqual(['承运单位名称', '统一社会信用代码', '道路运输经营许可证号', '联系人', '联系电话', '地址', '开户银行', '银行账号', '创建时间']);
    await secondTenant(t);
    const other = await userWith(t, 'carrier2b', '2', await roleWith(t, 'carrier-2b', 2, ['coal:carrier:']));
    const r = await api.upload(other, API, '承运单位.xlsx', buf);
    expect(r.json, r.body).toMatchObject({ success: true, message: '文件导入成功！数据行数：1' });
    expect((await list('', other)).result.records[0]).toMatchObject({ name: '顺达物流', creditCode: CODE_A, licenceNo: '晋交运管许可同字140200001号', bankAccount: '140501651005200001' });
  });
});
