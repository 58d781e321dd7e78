import { parseDecimal, type Dec } from '../decimal';
import { parseLocalMinute, type LaytimeCommencement, type LaytimeInput, type LaytimePeriodInput } from './laytime';
import type { RailFreightInput, RailChargeBasis, RailSurcharge, RailWagonInput } from './railTariff';
import type { TruckFreightInput, TruckTripInput } from './truckFreight';
import type { TransitLossWagon } from './transitLoss';

/**
 * The checks of the freight inputs, with the messages a person reads: the freight forms run them before they send,
 * the server before it computes or writes. Each returns the input normalised, or the first refusal.
 */

export const MAX_PERIODS = 200;
export const MAX_WAGONS = 500;
export const MAX_TRIPS = 5000;
/** No laytime statement runs longer than a year. */
const MAX_SPAN_MIN = 366 * 1440;
/** A numeric(18,2) amount or numeric(18,4) rate has at most 14–16 digits before the point. */
const MAX_VALUE = '99999999999999';

export const FreightTexts = {
  quantityMissing: '请输入装货量',
  quantityNumber: '装货量必须是数字',
  quantityPositive: '装货量必须大于0',
  quantityPlaces: '装货量最多3位小数',
  rateMissing: '请输入装货速率',
  rateNumber: '装货速率必须是数字',
  ratePositive: '装货速率必须大于0',
  rateBasis: '请选择装货速率的计算方式（晴天工作日或连续日）',
  timeMissing: (what: string) => `请输入${what}`,
  timeBad: (what: string) => `${what}格式不正确（应为yyyy-MM-dd HH:mm）`,
  order: '结束时间不能早于开始时间',
  loadingBeforeNor: '开始装货时间不能早于NOR递交时间',
  completionBeforeStart: '装货完毕时间不能早于开始装货时间',
  spanTooLong: '装货时间跨度最长366天',
  commencement: '请选择起算方式',
  commencementHours: 'NOR递交后起算小时数必须是0到72之间的整数分钟',
  berthingMissing: '起算方式需要靠泊时间',
  shinc: '请选择星期日及节假日是否计入（SHINC/SHEX）',
  holidayBad: '节假日日期格式不正确（应为yyyy-MM-dd）',
  periodsNotList: '除外时间格式不正确',
  tooManyPeriods: `除外时间最多${MAX_PERIODS}段`,
  reasonMissing: '请填写除外原因',
  demurrageRate: '滞期费率必须是不小于0的数字，最多2位小数',
  despatchRate: '速遣费率必须是不小于0的数字，最多2位小数',
  onceOnDemurrage: '请选择是否“一旦滞期，始终滞期”',
  kmBad: '运价里程必须是大于0的整数',
  electrifiedKmBad: '电气化里程必须是不小于0的整数',
  electrifiedOver: '电气化里程不能大于运价里程',
  tariffRate: (what: string) => `${what}必须是不小于0的数字，最多4位小数`,
  surchargeName: '请填写附加费名称',
  surchargeBasis: '附加费计费方式不正确',
  noWagons: '请至少录入一节车皮',
  tooManyWagons: `车皮最多${MAX_WAGONS}节`,
  wagonNo: '请填写车号',
  weightBad: (what: string) => `${what}必须是不小于0的整数千克`,
  freightRate: '运价必须是不小于0的数字，最多4位小数',
  settleBasis: '请选择结算重量依据（装车、到货或两者较小）',
  allowance: '损耗率必须是不小于0的数字（‰），最多2位小数',
  deductionPrice: '扣款单价必须是不小于0的数字，最多4位小数',
  noTrips: '请至少选择一车',
  tooManyTrips: `车次最多${MAX_TRIPS}条`,
} as const;

type Checked<T> = { value: T } | { error: string };
const bad = (error: string): { error: string } => ({ error });
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function decimal(raw: unknown, places: number, positive: boolean): Dec | null {
  const v = parseDecimal(raw);
  if (!v || v.decimalPlaces() > places || v.isNegative() || (positive && v.isZero()) || v.gt(MAX_VALUE)) return null;
  return v;
}

function time(raw: unknown, what: string): { min: number; text: string } | { error: string } {
  if (blank(raw)) return bad(FreightTexts.timeMissing(what));
  const min = parseLocalMinute(raw);
  if (min === null) return bad(FreightTexts.timeBad(what));
  return { min, text: (raw as string).trim() };
}

function periods(raw: unknown, label: string, reasonRequired: boolean): Checked<LaytimePeriodInput[]> {
  if (raw === undefined || raw === null) return { value: [] };
  if (!Array.isArray(raw)) return bad(FreightTexts.periodsNotList);
  if (raw.length > MAX_PERIODS) return bad(FreightTexts.tooManyPeriods);
  const out: LaytimePeriodInput[] = [];
  for (const [i, r] of raw.entries()) {
    const row = (m: string) => bad(`${label}第${i + 1}行：${m}`);
    if (!r || typeof r !== 'object') return row(FreightTexts.periodsNotList);
    const p = r as Record<string, unknown>;
    const from = time(p.from, '开始时间');
    if ('error' in from) return row(from.error);
    const to = time(p.to, '结束时间');
    if ('error' in to) return row(to.error);
    if (to.min < from.min) return row(FreightTexts.order);
    const reason = typeof p.reason === 'string' ? p.reason.trim() : '';
    if (reasonRequired && !reason) return row(FreightTexts.reasonMissing);
    out.push(reason ? { from: from.text, to: to.text, reason } : { from: from.text, to: to.text });
  }
  return { value: out };
}

/** A laytime calculation's input (computeLaytime), or the first refusal. */
export function checkLaytime(raw: Record<string, unknown>): Checked<LaytimeInput> {
  if (blank(raw.quantityT)) return bad(FreightTexts.quantityMissing);
  const q = parseDecimal(raw.quantityT);
  if (!q) return bad(FreightTexts.quantityNumber);
  if (!q.gt(0)) return bad(FreightTexts.quantityPositive);
  if (q.decimalPlaces() > 3) return bad(FreightTexts.quantityPlaces);
  if (blank(raw.loadRate)) return bad(FreightTexts.rateMissing);
  const r = parseDecimal(raw.loadRate);
  if (!r) return bad(FreightTexts.rateNumber);
  if (!r.gt(0)) return bad(FreightTexts.ratePositive);
  if (raw.rateBasis !== 'wwd' && raw.rateBasis !== 'day') return bad(FreightTexts.rateBasis);
  const nor = time(raw.norTendered, 'NOR递交时间');
  if ('error' in nor) return nor;
  const start = time(raw.loadingStart, '开始装货时间');
  if ('error' in start) return start;
  const end = time(raw.completion, '装货完毕时间');
  if ('error' in end) return end;
  if (start.min < nor.min) return bad(FreightTexts.loadingBeforeNor);
  if (end.min < start.min) return bad(FreightTexts.completionBeforeStart);
  if (end.min - nor.min > MAX_SPAN_MIN) return bad(FreightTexts.spanTooLong);
  let berthing: string | null = null;
  if (!blank(raw.berthing)) {
    const b = time(raw.berthing, '靠泊时间');
    if ('error' in b) return b;
    berthing = b.text;
  }
  const c = raw.commencement as Record<string, unknown> | null | undefined;
  let commencement: LaytimeCommencement;
  if (c?.rule === 'berthing' || c?.rule === 'loadingStart') commencement = { rule: c.rule };
  else if (c?.rule === 'afterNor') {
    const h = parseDecimal(c.hours);
    if (!h || h.isNegative() || h.gt(72) || !h.times(60).isInteger()) return bad(FreightTexts.commencementHours);
    const orEarlier = c.orEarlier === 'berthing' || c.orEarlier === 'loadingStart' ? c.orEarlier : null;
    commencement = { rule: 'afterNor', hours: h.toNumber(), orEarlier };
  } else return bad(FreightTexts.commencement);
  if ((commencement.rule === 'berthing' || (commencement.rule === 'afterNor' && commencement.orEarlier === 'berthing')) && !berthing) return bad(FreightTexts.berthingMissing);
  if (raw.sundaysHolidays !== 'SHINC' && raw.sundaysHolidays !== 'SHEX') return bad(FreightTexts.shinc);
  const holidays: string[] = [];
  if (raw.holidays !== undefined && raw.holidays !== null) {
    if (!Array.isArray(raw.holidays)) return bad(FreightTexts.holidayBad);
    for (const h of raw.holidays) {
      if (typeof h !== 'string' || parseLocalMinute(`${h.trim()} 00:00`) === null) return bad(FreightTexts.holidayBad);
      holidays.push(h.trim());
    }
  }
  const weather = periods(raw.weather, '天气除外', false);
  if ('error' in weather) return weather;
  const other = periods(raw.otherExclusions, '其他除外', true);
  if ('error' in other) return other;
  const dem = decimal(raw.demurrageRate, 2, false);
  if (!dem) return bad(FreightTexts.demurrageRate);
  const des = decimal(raw.despatchRate, 2, false);
  if (!des) return bad(FreightTexts.despatchRate);
  if (typeof raw.onceOnDemurrage !== 'boolean') return bad(FreightTexts.onceOnDemurrage);
  return {
    value: {
      quantityT: q.toFixed(),
      loadRate: r.toFixed(),
      rateBasis: raw.rateBasis,
      norTendered: nor.text,
      berthing,
      loadingStart: start.text,
      completion: end.text,
      commencement,
      weather: weather.value,
      sundaysHolidays: raw.sundaysHolidays,
      holidays,
      otherExclusions: other.value,
      demurrageRate: dem.toFixed(2),
      despatchRate: des.toFixed(2),
      onceOnDemurrage: raw.onceOnDemurrage,
    },
  };
}

const wholeNonNeg = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const BASES: readonly RailChargeBasis[] = ['tonneKm', 'electrifiedTonneKm', 'tonne', 'wagon'];

/** A railway freight calculation's input (computeRailFreight), or the first refusal. */
export function checkRailFreight(raw: Record<string, unknown>): Checked<RailFreightInput> {
  if (!wholeNonNeg(raw.tariffKm) || raw.tariffKm === 0) return bad(FreightTexts.kmBad);
  if (!wholeNonNeg(raw.electrifiedKm)) return bad(FreightTexts.electrifiedKmBad);
  if (raw.electrifiedKm > raw.tariffKm) return bad(FreightTexts.electrifiedOver);
  const rates = (raw.rates ?? {}) as Record<string, unknown>;
  const base = decimal(rates.baseRate, 4, false);
  if (!base) return bad(FreightTexts.tariffRate('发到基价'));
  const running = decimal(rates.runningRate, 4, false);
  if (!running) return bad(FreightTexts.tariffRate('运行基价'));
  const surcharges: RailSurcharge[] = [];
  for (const s of Array.isArray(rates.surcharges) ? rates.surcharges : []) {
    const o = (s ?? {}) as Record<string, unknown>;
    const name = typeof o.name === 'string' ? o.name.trim() : '';
    if (!name) return bad(FreightTexts.surchargeName);
    if (!BASES.includes(o.basis as RailChargeBasis)) return bad(`${name}：${FreightTexts.surchargeBasis}`);
    const rate = decimal(o.rate, 4, false);
    if (!rate) return bad(FreightTexts.tariffRate(name));
    surcharges.push({ code: typeof o.code === 'string' && o.code ? o.code : name, name, basis: o.basis as RailChargeBasis, rate: rate.toFixed() });
  }
  if (!Array.isArray(raw.wagons) || raw.wagons.length === 0) return bad(FreightTexts.noWagons);
  if (raw.wagons.length > MAX_WAGONS) return bad(FreightTexts.tooManyWagons);
  const wagons: RailWagonInput[] = [];
  for (const [i, w] of raw.wagons.entries()) {
    const o = (w ?? {}) as Record<string, unknown>;
    const row = (m: string) => bad(`第${i + 1}节车皮：${m}`);
    const wagonNo = typeof o.wagonNo === 'string' ? o.wagonNo.trim() : '';
    if (!wagonNo) return row(FreightTexts.wagonNo);
    if (!wholeNonNeg(o.ticketKg)) return row(FreightTexts.weightBad('票重'));
    if (!wholeNonNeg(o.minChargedKg)) return row(FreightTexts.weightBad('最低计费重量'));
    wagons.push({ wagonNo, ticketKg: o.ticketKg, minChargedKg: o.minChargedKg });
  }
  return { value: { rates: { baseRate: base.toFixed(), runningRate: running.toFixed(), surcharges }, tariffKm: raw.tariffKm, electrifiedKm: raw.electrifiedKm, wagons, chargedToWholeTonne: raw.chargedToWholeTonne !== false } };
}

/** One carrier's truck freight input (computeTruckFreight), or the first refusal. */
export function checkTruckFreight(raw: Record<string, unknown>): Checked<TruckFreightInput> {
  const rate = decimal(raw.rate, 4, false);
  if (!rate) return bad(FreightTexts.freightRate);
  if (raw.settleBasis !== 'loaded' && raw.settleBasis !== 'received' && raw.settleBasis !== 'lesser') return bad(FreightTexts.settleBasis);
  const permille = decimal(raw.allowancePermille, 2, false);
  if (!permille || permille.gt(1000)) return bad(FreightTexts.allowance);
  const price = decimal(raw.deductionPrice, 4, false);
  if (!price) return bad(FreightTexts.deductionPrice);
  if (!Array.isArray(raw.trips) || raw.trips.length === 0) return bad(FreightTexts.noTrips);
  if (raw.trips.length > MAX_TRIPS) return bad(FreightTexts.tooManyTrips);
  const trips: TruckTripInput[] = [];
  for (const [i, t] of raw.trips.entries()) {
    const o = (t ?? {}) as Record<string, unknown>;
    const row = (m: string) => bad(`第${i + 1}车：${m}`);
    if (!wholeNonNeg(o.loadedKg)) return row(FreightTexts.weightBad('装车净重'));
    if (!wholeNonNeg(o.receivedKg)) return row(FreightTexts.weightBad('到货净重'));
    trips.push({ id: String(o.id ?? i + 1), loadedKg: o.loadedKg, receivedKg: o.receivedKg });
  }
  return { value: { rate: rate.toFixed(), settleBasis: raw.settleBasis, allowancePermille: permille.toFixed(), deductionPrice: price.toFixed(), trips } };
}

/** A transit-loss input (computeTransitLoss), or the first refusal. */
export function checkTransitLoss(raw: Record<string, unknown>): Checked<{ allowancePermille: string; wagons: TransitLossWagon[] }> {
  const permille = decimal(raw.allowancePermille, 2, false);
  if (!permille || permille.gt(1000)) return bad(FreightTexts.allowance);
  if (!Array.isArray(raw.wagons) || raw.wagons.length === 0) return bad(FreightTexts.noWagons);
  if (raw.wagons.length > MAX_WAGONS) return bad(FreightTexts.tooManyWagons);
  const wagons: TransitLossWagon[] = [];
  for (const [i, w] of raw.wagons.entries()) {
    const o = (w ?? {}) as Record<string, unknown>;
    const row = (m: string) => bad(`第${i + 1}节车皮：${m}`);
    const wagonNo = typeof o.wagonNo === 'string' ? o.wagonNo.trim() : '';
    if (!wagonNo) return row(FreightTexts.wagonNo);
    if (!wholeNonNeg(o.ticketKg)) return row(FreightTexts.weightBad('票重'));
    if (!wholeNonNeg(o.arrivalKg)) return row(FreightTexts.weightBad('到站重量'));
    wagons.push({ wagonNo, ticketKg: o.ticketKg, arrivalKg: o.arrivalKg });
  }
  return { value: { allowancePermille: permille.toFixed(), wagons } };
}
