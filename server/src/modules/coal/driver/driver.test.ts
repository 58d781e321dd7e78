import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idNumberCheckChar } from '@meiyun/shared';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { caller, roleWith, secondTenant, userWith } from '../../../../test/support/coal-org';

let t: TestApp;
let admin: string;
let c: ReturnType<typeof caller>;
let carrierA: string;
let carrierB: string;

const ok = (r: { json: any; body: string }) => {
  expect(r.json.success, r.body).toBe(true);
  return r.json.result;
};
const add = (driver: object, token = admin) => c.send(token, 'POST', '/coal/driver/add', driver);
const list = async (query: string, token = admin) => ok(await c.get(token, `/coal/driver/list?${query}`));
const idNo = (n: number) => {
  const first17 = `14010519850612${String(n).padStart(3, '0')}`;
  return first17 + idNumberCheckChar(first17);
};

beforeAll(async () => {
  t = await createTestApp();
  c = caller(t);
  admin = await t.login();
  carrierA = ok(await c.send(admin, 'POST', '/coal/carrier/add', { name: '太原顺达物流有限公司' })).id;
  carrierB = ok(await c.send(admin, 'POST', '/coal/carrier/add', { name: '大同远通运输有限公司' })).id;
});
afterAll(() => t?.close());

describe('drivers', () => {
  it('adds a driver with a checked ID number, unique in the tenant, and a mobile or landline phone', async () => {
    const d = ok(await add({ name: '王建国', phone: '13935112345', idNumber: idNo(1).toLowerCase(), licenceNo: '140105198506120011', carrierId: carrierA, verified: true }));
    expect(d).toMatchObject({ idNumber: idNo(1), verified: true });
    expect((await add({ name: '张三', idNumber: idNo(1) })).json.message).toBe(`身份证号「${idNo(1)}」已存在`);
    const wrongDigit = idNo(2).slice(0, 17) + (idNo(2).endsWith('0') ? '1' : '0');
    expect((await add({ name: '张三', idNumber: wrongDigit })).json.success).toBe(false);
    expect((await add({ name: '张三', idNumber: '12345' })).json.success).toBe(false);
    expect((await add({ name: '张三', phone: '12345' })).json.message).toBe('请输入正确的手机号或座机号');
    ok(await add({ name: '张三', phone: '0351-7654321', idNumber: idNo(2), carrierId: carrierB }));
    expect((await list('name=*王*')).records.map((r: any) => [r.name, r.carrierId_dictText, r.verified])).toEqual([['王建国', '太原顺达物流有限公司', true]]);
    expect((await list('verified=false')).records.map((r: any) => r.name)).toEqual(['张三']);
  });

  it('a default driver of a car is not deleted, nor moved to another carrier than the car', async () => {
    const d = ok(await add({ name: '赵师傅', idNumber: idNo(3), carrierId: carrierA }));
    ok(await c.send(admin, 'POST', '/coal/car/add', { plateNo: '晋A55555', carrierId: carrierA, driverId: d.id }));
    expect((await c.send(admin, 'DELETE', `/coal/driver/delete?id=${d.id}`)).json.message).toBe('司机「赵师傅」是车辆「晋A55555」的默认司机，不能删除');
    expect((await c.send(admin, 'DELETE', `/coal/driver/deleteBatch?ids=${d.id}`)).json.success).toBe(false);
    expect((await c.send(admin, 'PUT', '/coal/driver/edit', { id: d.id, carrierId: carrierB })).json.message).toBe('司机「赵师傅」是车辆「晋A55555」的默认司机，承运单位须与该车辆一致');
    ok(await c.send(admin, 'PUT', '/coal/driver/edit', { id: d.id, phone: '13800000000' }));
    const car = (await ok(await c.get(admin, '/coal/car/list?plateNo=晋A55555'))).records[0];
    ok(await c.send(admin, 'PUT', '/coal/car/edit', { id: car.id, driverId: '' }));
    ok(await c.send(admin, 'DELETE', `/coal/driver/delete?id=${d.id}`));
    expect((await c.send(admin, 'PUT', '/coal/driver/putRecycleBin', { ids: d.id })).json.message).toBe('还原司机成功！');
  });

  it('a user of a carrier sees and writes only its drivers, whatever the query says', async () => {
    const role = await roleWith(t, 'driver-carrier', 1, ['coal:driver:']);
    const mine = await userWith(t, 'driver_carrier_a', '1', role, { kind: 'carrier', id: carrierA });
    const theirs = (await list(`carrierId=${carrierB}`)).records[0];
    expect((await list('pageSize=100', mine)).records.every((r: any) => r.carrierId === carrierA)).toBe(true);
    expect((await list(`carrierId=${carrierB}`, mine)).total).toBe(0);
    expect((await list(`idNumber=${theirs.idNumber}`, mine)).total).toBe(0);
    const sq = encodeURIComponent(JSON.stringify([{ field: 'name', rule: 'eq', val: theirs.name }]));
    expect((await list(`superQueryParams=${sq}`, mine)).total).toBe(0);
    expect((await c.get(mine, `/coal/driver/queryById?id=${theirs.id}`)).json.message).toBe('未找到对应数据');
    expect((await c.send(mine, 'PUT', '/coal/driver/edit', { id: theirs.id, name: '改' })).json.message).toBe('未找到对应数据');
    expect((await c.send(mine, 'DELETE', `/coal/driver/delete?id=${theirs.id}`)).json.message).toBe('未找到对应数据');
    const d = ok(await add({ name: '新司机', idNumber: idNo(4), carrierId: carrierB }, mine));
    expect(d.carrierId).toBe(carrierA);
  });

  it('another tenant sees none of them', async () => {
    await secondTenant(t);
    const other = await userWith(t, 'driver_t2', '2', await roleWith(t, 'driver-t2', 2, ['coal:driver:']));
    expect((await list('pageSize=100', other)).total).toBe(0);
    ok(await add({ name: '王建国', idNumber: idNo(1) }, other));
  });
});
