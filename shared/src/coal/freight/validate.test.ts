import { describe, expect, it } from 'vitest';
import { checkLaytime, checkRailFreight, checkTransitLoss, checkTruckFreight } from './validate';

const laytime = {
  quantityT: ' 55000 ',
  loadRate: 10000,
  rateBasis: 'wwd',
  norTendered: '2026-03-02 08:00',
  loadingStart: '2026-03-03 06:00',
  completion: '2026-03-09 20:17',
  commencement: { rule: 'afterNor', hours: 12 },
  weather: [{ from: '2026-03-04 10:00', to: '2026-03-04 16:00' }],
  sundaysHolidays: 'SHEX',
  holidays: ['2026-04-05'],
  otherExclusions: [{ from: '2026-03-05 10:00', to: '2026-03-05 11:00', reason: ' 移泊 ' }],
  demurrageRate: '25000',
  despatchRate: 12500,
  onceOnDemurrage: false,
};

describe('checkLaytime', () => {
  it('normalises a good input', () => {
    const r = checkLaytime(laytime);
    expect(r).toMatchObject({ value: { quantityT: '55000', loadRate: '10000', demurrageRate: '25000.00', despatchRate: '12500.00', commencement: { rule: 'afterNor', hours: 12, orEarlier: null }, otherExclusions: [{ reason: '移泊' }] } });
  });

  it('refuses with the Chinese message a person reads', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ quantityT: '' }, '请输入装货量'],
      [{ quantityT: 'abc' }, '装货量必须是数字'],
      [{ quantityT: '0' }, '装货量必须大于0'],
      [{ quantityT: '1.2345' }, '装货量最多3位小数'],
      [{ loadRate: -5 }, '装货速率必须大于0'],
      [{ rateBasis: 'week' }, '请选择装货速率的计算方式（晴天工作日或连续日）'],
      [{ norTendered: '2026-03-02' }, 'NOR递交时间格式不正确（应为yyyy-MM-dd HH:mm）'],
      [{ completion: undefined }, '请输入装货完毕时间'],
      [{ loadingStart: '2026-03-02 07:59' }, '开始装货时间不能早于NOR递交时间'],
      [{ completion: '2026-03-03 05:59' }, '装货完毕时间不能早于开始装货时间'],
      [{ completion: '2027-03-03 08:01' }, '装货时间跨度最长366天'],
      [{ weather: [{ from: '2026-03-04 10:00', to: '2026-03-04 09:00' }] }, '天气除外第1行：结束时间不能早于开始时间'],
      [{ otherExclusions: [{ from: '2026-03-04 10:00', to: '2026-03-04 11:00' }] }, '其他除外第1行：请填写除外原因'],
      [{ commencement: { rule: 'afterNor', hours: 12.001 } }, 'NOR递交后起算小时数必须是0到72之间的整数分钟'],
      [{ commencement: { rule: 'berthing' } }, '起算方式需要靠泊时间'],
      [{ commencement: null }, '请选择起算方式'],
      [{ sundaysHolidays: 'SHX' }, '请选择星期日及节假日是否计入（SHINC/SHEX）'],
      [{ holidays: ['2026-02-30'] }, '节假日日期格式不正确（应为yyyy-MM-dd）'],
      [{ demurrageRate: '1.005' }, '滞期费率必须是不小于0的数字，最多2位小数'],
      [{ despatchRate: -1 }, '速遣费率必须是不小于0的数字，最多2位小数'],
      [{ onceOnDemurrage: 'yes' }, '请选择是否“一旦滞期，始终滞期”'],
    ];
    for (const [patch, error] of cases) expect(checkLaytime({ ...laytime, ...patch })).toEqual({ error });
    // 12.5 h is 750 whole minutes: accepted
    expect(checkLaytime({ ...laytime, commencement: { rule: 'afterNor', hours: '12.5' } })).toHaveProperty('value');
  });
});

const rail = {
  tariffKm: 652,
  electrifiedKm: 480,
  rates: { baseRate: '16.30', runningRate: '0.098', surcharges: [{ code: 'e', name: '电气化附加费', basis: 'electrifiedTonneKm', rate: '0.012' }] },
  wagons: [{ wagonNo: ' C70-1 ', ticketKg: 68740, minChargedKg: 70000 }],
};

describe('checkRailFreight', () => {
  it('normalises and refuses', () => {
    expect(checkRailFreight(rail)).toMatchObject({ value: { tariffKm: 652, chargedToWholeTonne: true, wagons: [{ wagonNo: 'C70-1' }] } });
    expect(checkRailFreight({ ...rail, tariffKm: 0 })).toEqual({ error: '运价里程必须是大于0的整数' });
    expect(checkRailFreight({ ...rail, electrifiedKm: 700 })).toEqual({ error: '电气化里程不能大于运价里程' });
    expect(checkRailFreight({ ...rail, rates: { ...rail.rates, runningRate: '0.09801' } })).toEqual({ error: '运行基价必须是不小于0的数字，最多4位小数' });
    expect(checkRailFreight({ ...rail, rates: { ...rail.rates, surcharges: [{ name: '取送车费', basis: 'km', rate: '1' }] } })).toEqual({ error: '取送车费：附加费计费方式不正确' });
    expect(checkRailFreight({ ...rail, wagons: [] })).toEqual({ error: '请至少录入一节车皮' });
    expect(checkRailFreight({ ...rail, wagons: [{ wagonNo: 'x', ticketKg: 68740.5, minChargedKg: 0 }] })).toEqual({ error: '第1节车皮：票重必须是不小于0的整数千克' });
  });
});

describe('checkTruckFreight and checkTransitLoss', () => {
  const truck = { rate: '45.5', settleBasis: 'loaded', allowancePermille: '2', deductionPrice: 680, trips: [{ id: 'a', loadedKg: 34560, receivedKg: 34520 }] };
  it('normalises and refuses', () => {
    expect(checkTruckFreight(truck)).toMatchObject({ value: { rate: '45.5', deductionPrice: '680', trips: [{ id: 'a' }] } });
    expect(checkTruckFreight({ ...truck, settleBasis: 'x' })).toEqual({ error: '请选择结算重量依据（装车、到货或两者较小）' });
    expect(checkTruckFreight({ ...truck, allowancePermille: '2.005' })).toEqual({ error: '损耗率必须是不小于0的数字（‰），最多2位小数' });
    expect(checkTruckFreight({ ...truck, trips: [{ loadedKg: 1, receivedKg: -1 }] })).toEqual({ error: '第1车：到货净重必须是不小于0的整数千克' });
    expect(checkTruckFreight({ ...truck, trips: [] })).toEqual({ error: '请至少选择一车' });
    expect(checkTransitLoss({ allowancePermille: '1.5', wagons: [{ wagonNo: 'a', ticketKg: 1, arrivalKg: 1 }] })).toHaveProperty('value');
    expect(checkTransitLoss({ allowancePermille: '1.5', wagons: [{ wagonNo: '', ticketKg: 1, arrivalKg: 1 }] })).toEqual({ error: '第1节车皮：请填写车号' });
  });
});
