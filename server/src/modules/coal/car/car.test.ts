import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idNumberCheckChar } from '@meiyun/shared';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { caller, roleWith, secondTenant, sheetRows, userWith, xlsxOf } from '../../../../test/support/coal-org';
import { addInUseCheck, inUseChecks } from '../in-use';

let t: TestApp;
let admin: string;
let c: ReturnType<typeof caller>;
let carrierA: string;
let carrierB: string;
let driverA: string; // of carrier A
let driverB: string; // of carrier B

const ok = (r: { json: any; body: string }) => {
  expect(r.json.success, r.body).toBe(true);
  return r.json.result;
};
const add = (car: object, token = admin) => c.send(token, 'POST', '/coal/car/add', car);
const list = async (query: string, token = admin) => ok(await c.get(token, `/coal/car/list?${query}`));
/** A valid ID number of GB 11643 for a serial number. */
const idNo = (n: number) => {
  const first17 = `14010519900307${String(n).padStart(3, '0')}`;
  return first17 + idNumberCheckChar(first17);
};

beforeAll(async () => {
  t = await createTestApp();
  c = caller(t);
  admin = await t.login();
  carrierA = ok(await c.send(admin, 'POST', '/coal/carrier/add', { name: '太原顺达物流有限公司' })).id;
  carrierB = ok(await c.send(admin, 'POST', '/coal/carrier/add', { name: '大同远通运输有限公司' })).id;
  driverA = ok(await c.send(admin, 'POST', '/coal/driver/add', { name: '王建国', idNumber: idNo(1), carrierId: carrierA })).id;
  driverB = ok(await c.send(admin, 'POST', '/coal/driver/add', { name: '李卫东', idNumber: idNo(2), carrierId: carrierB })).id;
});
afterAll(() => t?.close());

describe('cars: fields and checks', () => {
  it('adds a car with its dictionaries, the default gross limit and the plate in its stored form', async () => {
    const car = ok(await add({ plateNo: '晋a·12345', vehicleType: 'tractor', axles: 6, ratedLoadKg: 32000, refTareKg: 15000, emission: 'cn6', carrierId: carrierA, driverId: driverA }));
    expect(car).toMatchObject({ plateNo: '晋A12345', maxGrossKg: 49000, status: 'enabled' });
    const [row] = (await list('plateNo=晋A12345')).records;
    expect(row).toMatchObject({
      vehicleType_dictText: '重型半挂牵引车',
      emission_dictText: '国六',
      status_dictText: '启用',
      carrierId_dictText: '太原顺达物流有限公司',
      driverId_dictText: '王建国',
    });
  });

  it('refuses a malformed plate and a plate already taken in the tenant, whatever its spelling', async () => {
    expect((await add({ plateNo: '晋A1234' })).json.message).toBe('车牌号格式不正确');
    expect((await add({ plateNo: '晋AI2345' })).json.message).toBe('车牌号格式不正确');
    expect((await add({ plateNo: ' 晋a 12345 ' })).json.message).toBe('车牌号「晋A12345」已存在');
    // New-energy and trailer plates are plates.
    ok(await add({ plateNo: '晋AD12345' }));
    ok(await add({ plateNo: '晋A1234挂' }));
  });

  it('keeps the reference tare below the gross limit and leaves room for the rated load, naming both fields', async () => {
    expect((await add({ plateNo: '晋B10001', refTareKg: 49000 })).json.message).toBe('参考皮重(kg)（49000）必须小于最大总重(kg)（49000）');
    expect((await add({ plateNo: '晋B10001', refTareKg: 20000, maxGrossKg: 18000 })).json.message).toBe('参考皮重(kg)（20000）必须小于最大总重(kg)（18000）');
    expect((await add({ plateNo: '晋B10001', refTareKg: 16000, ratedLoadKg: 34000 })).json.message).toBe(
      '参考皮重(kg)（16000）与额定载重(kg)（34000）之和不能超过最大总重(kg)（49000）',
    );
    expect((await add({ plateNo: '晋B10001', refTareKg: 0 })).json.message).toBe('参考皮重(kg)不能小于1');
    expect((await add({ plateNo: '晋B10001', ratedLoadKg: -5 })).json.message).toBe('额定载重(kg)不能小于1');
    expect((await add({ plateNo: '晋B10001', ratedLoadKg: 1.5 })).json.success).toBe(false);
    const car = ok(await add({ plateNo: '晋B10001', refTareKg: 16000, ratedLoadKg: 33000 }));
    // An edit is checked with the stored values under the ones sent.
    expect((await c.send(admin, 'PUT', '/coal/car/edit', { id: car.id, maxGrossKg: 40000 })).json.message).toBe(
      '参考皮重(kg)（16000）与额定载重(kg)（33000）之和不能超过最大总重(kg)（40000）',
    );
    ok(await c.send(admin, 'PUT', '/coal/car/edit', { id: car.id, maxGrossKg: 40000, ratedLoadKg: 24000 }));
  });

  it('takes a default driver of the car\'s own carrier only', async () => {
    expect((await add({ plateNo: '晋B10002', carrierId: carrierA, driverId: driverB })).json.message).toBe('默认司机「李卫东」不属于承运单位「太原顺达物流有限公司」');
    const car = ok(await add({ plateNo: '晋B10002', carrierId: carrierB, driverId: driverB }));
    expect((await c.send(admin, 'PUT', '/coal/car/edit', { id: car.id, carrierId: carrierA })).json.message).toBe('默认司机「李卫东」不属于承运单位「太原顺达物流有限公司」');
    expect((await add({ plateNo: '晋B10003', driverId: 'no-such-driver' })).json.message).toBe('默认司机的值不在可选范围内');
  });

  it('answers the list syntax', async () => {
    expect((await list('plateNo=*1000*&column=plateNo&order=asc')).records.map((r: any) => r.plateNo)).toEqual(['晋B10001', '晋B10002']);
    expect((await list(`carrierId=${carrierB}`)).records.map((r: any) => r.plateNo)).toEqual(['晋B10002']);
    expect((await list('status=blacklisted')).total).toBe(0);
    expect((await c.get(admin, '/coal/car/list?column=nope')).json.success).toBe(false);
  });
});

describe('cars: delete, recycle bin, in use', () => {
  it('deletes into the recycle bin and restores', async () => {
    const car = ok(await add({ plateNo: '晋C20001' }));
    ok(await c.send(admin, 'DELETE', `/coal/car/delete?id=${car.id}`));
    expect((await list('plateNo=晋C20001')).total).toBe(0);
    expect(ok(await c.get(admin, '/coal/car/recycleBin?plateNo=晋C20001')).total).toBe(1);
    // The plate stays taken while the car can be restored.
    expect((await add({ plateNo: '晋C20001' })).json.message).toBe('车牌号「晋C20001」已存在');
    expect((await c.send(admin, 'PUT', '/coal/car/putRecycleBin', { ids: car.id })).json.message).toBe('还原车辆成功！');
    expect((await list('plateNo=晋C20001')).total).toBe(1);
  });

  it('asks the registered uses before a delete (the hook later modules such as pickup orders fill)', async () => {
    expect(inUseChecks('car').map((x) => x.name)).toEqual(['提煤单']);
    const car = ok(await add({ plateNo: '晋C20002' }));
    addInUseCheck('car', { name: '测试用途', refusal: async (_tx, cars) => (cars.some((x) => x.id === car.id) ? `车辆「${String(cars[0].plateNo)}」有未完成的提煤单，不能删除` : undefined) });
    expect((await c.send(admin, 'DELETE', `/coal/car/delete?id=${car.id}`)).json.message).toBe('车辆「晋C20002」有未完成的提煤单，不能删除');
    expect((await list('plateNo=晋C20002')).total).toBe(1);
  });
});

describe('cars: spreadsheets', () => {
  it('exports what it imports; a bad row goes to the error file with its reason', async () => {
    const exported = await c.get(admin, `/coal/car/exportXls?plateNo=${encodeURIComponent('晋A12345')}`);
    expect(exported.statusCode).toBe(200);
    const rows = await sheetRows(exported.rawPayload);
    const header = rows[0] as string[];
    expect(header).toContain('车牌号');
    const row = rows[1] as unknown[];
    const at = (label: string) => row[header.indexOf(label)];
    expect([at('车牌号'), at('车辆类型'), at('承运单位'), at('默认司机'), at('状态')]).toEqual(['晋A12345', '重型半挂牵引车', '太原顺达物流有限公司', '王建国', '启用']);

    ok(await c.send(admin, 'DELETE', `/coal/car/delete?id=${(await list('plateNo=晋A12345')).records[0].id}`));
    ok(await c.send(admin, 'DELETE', `/coal/car/deleteRecycleBin?ids=${ok(await c.get(admin, '/coal/car/recycleBin?plateNo=晋A12345')).records[0].id}`));
    const bad = header.map((h) => (h === '车牌号' ? '晋D30001' : h === '参考皮重(kg)' ? 50000 : ''));
    const r = await c.upload(admin, '/coal/car', '车辆.xlsx', await xlsxOf('车辆', [header, row, bad]));
    expect(r.json, r.body).toMatchObject({ code: 201, message: '文件导入成功，但有1条数据导入失败' });
    const back = (await list('plateNo=晋A12345')).records[0];
    expect(back).toMatchObject({ vehicleType: 'tractor', axles: 6, ratedLoadKg: 32000, refTareKg: 15000, carrierId: carrierA, driverId: driverA, status: 'enabled' });
    const errors = await sheetRows((await c.get(admin, `/${r.json.result}`)).rawPayload);
    expect(errors[1][errors[1].length - 1]).toBe('参考皮重(kg)（50000）必须小于最大总重(kg)（49000）');
  });
});

describe('cars: organisations and tenants', () => {
  let carOfB: string;
  let mine: string;
  beforeAll(async () => {
    carOfB = ok(await add({ plateNo: '晋E40001', carrierId: carrierB })).id;
    const role = await roleWith(t, 'car-carrier', 1, ['coal:car:', 'coal:driver:']);
    mine = await userWith(t, 'carrier_a_user', '1', role, { kind: 'carrier', id: carrierA });
  });

  it('a user of a carrier sees only its cars, whatever the query says', async () => {
    const all = (await list('pageSize=100', mine)).records;
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((r: any) => r.carrierId === carrierA)).toBe(true);
    expect((await list(`carrierId=${carrierB}`, mine)).total).toBe(0);
    const sq = encodeURIComponent(JSON.stringify([{ field: 'carrierId', rule: 'eq', val: carrierB }]));
    expect((await list(`superQueryParams=${sq}&superQueryMatchType=or`, mine)).total).toBe(0);
    expect((await c.get(mine, `/coal/car/queryById?id=${carOfB}`)).json.message).toBe('未找到对应数据');
    expect((await c.send(mine, 'PUT', '/coal/car/edit', { id: carOfB, remark: 'x' })).json.message).toBe('未找到对应数据');
    expect((await c.send(mine, 'DELETE', `/coal/car/delete?id=${carOfB}`)).json.message).toBe('未找到对应数据');
    const exported = await sheetRows((await c.get(mine, '/coal/car/exportXls')).rawPayload);
    expect(exported.flat()).not.toContain('晋E40001');
  });

  it('the pickers and dictionaries a carrier user reads name only its carrier, drivers and cars', async () => {
    const items = async (code: string, token: string) => ok(await c.signed(token, `/sys/dict/getDictItems/${encodeURIComponent(code)}`)) as { value: string; text: string }[];
    expect((await items('coal_carrier,name,id', mine)).map((i) => i.value)).toEqual([carrierA]);
    expect((await items('coal_carrier,name,id', admin)).map((i) => i.value)).toEqual(expect.arrayContaining([carrierA, carrierB]));
    const drivers = (await items('coal_driver,name,id', mine)).map((i) => i.value);
    expect(drivers).toContain(driverA);
    expect(drivers).not.toContain(driverB);
    expect((await items('coal_car,plate_no,id', mine)).map((i) => i.text)).not.toContain('晋E40001');
    // Searching and translating ids go through the same filter: another carrier's driver is neither found nor named.
    const found = ok(await c.signed(mine, `/sys/dict/loadDict/coal_driver,name,id?keyword=${encodeURIComponent('李卫东')}`));
    expect(found).toEqual([]);
    const named = ok(await c.signed(mine, `/sys/dict/loadDictItem/coal_driver,name,id?key=${driverB}`));
    expect(named).toEqual([driverB]);
    // Without a consumer permission the consumer dictionary answers as if it did not exist.
    expect((await c.signed(mine, '/sys/dict/getDictItems/coal_consumer,name,id')).json.message).toBe('字典表或字段不存在或不允许访问');
  });

  it('a car a carrier user adds is theirs, and takes only their drivers', async () => {
    const car = ok(await add({ plateNo: '晋E40002', carrierId: carrierB }, mine));
    expect(car.carrierId).toBe(carrierA);
    expect((await add({ plateNo: '晋E40003', driverId: driverB }, mine)).json.message).toBe('默认司机「李卫东」不属于承运单位「太原顺达物流有限公司」');
    ok(await add({ plateNo: '晋E40003', driverId: driverA }, mine));
  });

  it('another tenant sees none of these cars and may reuse their plates', async () => {
    await secondTenant(t);
    const role = await roleWith(t, 'car-t2', 2, ['coal:car:']);
    const other = await userWith(t, 'car_t2', '2', role);
    expect((await list('pageSize=100', other)).total).toBe(0);
    expect((await c.get(other, `/coal/car/queryById?id=${carOfB}`)).json.success).toBe(false);
    expect((await add({ plateNo: '晋E40001' }, other)).json.success).toBe(true);
    expect((await add({ plateNo: '晋E40004', carrierId: carrierA }, other)).json.message).toBe('承运单位的值不在可选范围内');
  });
});
