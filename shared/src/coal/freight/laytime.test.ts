import { describe, expect, it } from 'vitest';
import { computeLaytime, formatLocalMinute, parseLocalMinute, toDHM, type LaytimeInput } from './laytime';
import { dec } from '../decimal';

/**
 * Laytime statements worked by hand (docs/freight.md "Laytime"). Every expected figure is computed in the comment
 * above it: minutes between wall-clock times, allowed = quantity / rate × 1440 min, used = counted minutes,
 * amount = |used − allowed| × rate / 1440 rounded half up to the fen.
 */

// 55 000 t at 10 000 t per weather working day: allowed = 5.5 days = 5.5 × 1440 = 7920 min.
// NOR tendered Monday 2026-03-02 08:00; laytime commences 12 h later, 2026-03-02 20:00.
// Loading 2026-03-03 06:00 → 2026-03-09 20:17. Rain 2026-03-04 10:00–16:00 (6 h). SHEX: Sunday 2026-03-08 is inside.
const base: LaytimeInput = {
  quantityT: '55000',
  loadRate: '10000',
  rateBasis: 'wwd',
  norTendered: '2026-03-02 08:00',
  loadingStart: '2026-03-03 06:00',
  completion: '2026-03-09 20:17',
  commencement: { rule: 'afterNor', hours: 12 },
  weather: [{ from: '2026-03-04 10:00', to: '2026-03-04 16:00', reason: '下雨' }],
  sundaysHolidays: 'SHEX',
  holidays: [],
  otherExclusions: [],
  demurrageRate: '25000',
  despatchRate: '12500',
  onceOnDemurrage: false,
};

describe('the issue example: 55 000 t at 10 000 t/day, NOR + 12 h, 6 h rain, SHEX over a Sunday', () => {
  const r = computeLaytime(base);

  it('prints the statement: before commencement, counted stretches, the rain and the Sunday', () => {
    expect(r.commencement).toBe('2026-03-02 20:00');
    expect(r.lines.map((l) => [l.from, l.to, l.minutes, l.counted, l.reasons, l.note])).toEqual([
      // 08:00 → 20:00 = 12 h = 720 min, not counted (the 12 h after NOR)
      ['2026-03-02 08:00', '2026-03-02 20:00', 720, false, [], '起算前'],
      // 03-02 20:00 → 03-04 10:00 = 4 h + 24 h + 10 h = 38 h = 2280 min
      ['2026-03-02 20:00', '2026-03-04 10:00', 2280, true, [], null],
      // the rain, 6 h = 360 min
      ['2026-03-04 10:00', '2026-03-04 16:00', 360, false, ['下雨'], null],
      // 03-04 16:00 → 03-08 00:00 = 8 h + 3 × 24 h = 80 h = 4800 min
      ['2026-03-04 16:00', '2026-03-08 00:00', 4800, true, [], null],
      // Sunday 00:00 → 24:00 = 1440 min
      ['2026-03-08 00:00', '2026-03-09 00:00', 1440, false, ['星期日'], null],
      // 03-09 00:00 → 20:17 = 20 × 60 + 17 = 1217 min
      ['2026-03-09 00:00', '2026-03-09 20:17', 1217, true, [], null],
    ]);
    expect(r.lines[1].duration).toBe('1天14小时00分');
  });

  it('counts the time, the difference and the demurrage to the fen', () => {
    // allowed = 55000 / 10000 = 5.5 days = 7920 min = 5 d 12 h 00 m
    expect(r.allowedDays).toBe('5.5000');
    expect(r.allowedMinutes).toBe('7920.0000');
    expect(r.allowed.text).toBe('5天12小时00分');
    // used = 2280 + 4800 + 1217 = 8297 min = 5 d (7200) + 1097 = 5 d 18 h 17 m; 8297 / 1440 = 5.76180… → 5.7618
    expect(r.usedMinutes).toBe(8297);
    expect(r.usedDays).toBe('5.7618');
    expect(r.used.text).toBe('5天18小时17分');
    // difference = 8297 − 7920 = 377 min = 6 h 17 m; 377 / 1440 = 0.261805… → 0.2618
    expect(r.differenceMinutes).toBe('377.0000');
    expect(r.differenceDays).toBe('0.2618');
    expect(r.difference.text).toBe('0天6小时17分');
    // demurrage = 377 × 25000 / 1440 = 9425000 / 1440 = 6545.13888… → 6545.14
    expect(r.kind).toBe('demurrage');
    expect(r.rate).toBe('25000.00');
    expect(r.amount).toBe('6545.14');
    // laytime runs out when counted time reaches 7920: 2280 + 4800 = 7080 by the Sunday, 840 min more = 03-09 14:00
    expect(r.laytimeExpired).toBe('2026-03-09 14:00:00');
  });
});

describe('edge cases', () => {
  it('completion before laytime expiry gives despatch on the laytime saved', () => {
    // completion Sunday 03-08 10:00: counted 2280 + 4800 = 7080 (Sunday 00:00–10:00 excluded)
    const r = computeLaytime({ ...base, completion: '2026-03-08 10:00' });
    expect(r.usedMinutes).toBe(7080);
    // saved = 7920 − 7080 = 840 min = 14 h; despatch = 840 × 12500 / 1440 = 10500000 / 1440 = 7291.666… → 7291.67
    expect(r.differenceMinutes).toBe('-840.0000');
    expect(r.difference.text).toBe('-0天14小时00分');
    expect(r.kind).toBe('despatch');
    expect(r.rate).toBe('12500.00');
    expect(r.amount).toBe('7291.67');
    expect(r.laytimeExpired).toBeNull();
  });

  it('exactly on laytime: none, nothing to pay', () => {
    // used 8297 − 377 = 7920 when completion is 377 min earlier: 20:17 − 6:17 = 14:00
    const r = computeLaytime({ ...base, completion: '2026-03-09 14:00' });
    expect(r.usedMinutes).toBe(7920);
    expect(r.kind).toBe('none');
    expect(r.amount).toBe('0.00');
  });

  it('counts an exclusion overlapping another once', () => {
    // rain 03-07 22:00 → 03-08 03:00 overlaps the Sunday from 00:00: only 22:00–24:00 = 120 min is new
    const r = computeLaytime({ ...base, weather: [...base.weather!, { from: '2026-03-07 22:00', to: '2026-03-08 03:00', reason: '下雨' }], otherExclusions: [{ from: '2026-03-08 02:00', to: '2026-03-08 04:00', reason: '移泊' }] });
    // used = 8297 − 120 = 8177
    expect(r.usedMinutes).toBe(8177);
    expect(r.lines.filter((l) => l.from >= '2026-03-07').map((l) => [l.from, l.to, l.counted, l.reasons])).toEqual([
      ['2026-03-07 22:00', '2026-03-08 00:00', false, ['下雨']],
      ['2026-03-08 00:00', '2026-03-08 02:00', false, ['下雨', '星期日']],
      ['2026-03-08 02:00', '2026-03-08 03:00', false, ['下雨', '移泊', '星期日']],
      ['2026-03-08 03:00', '2026-03-08 04:00', false, ['移泊', '星期日']],
      ['2026-03-08 04:00', '2026-03-09 00:00', false, ['星期日']],
      ['2026-03-09 00:00', '2026-03-09 20:17', true, []],
    ]);
    // difference 8177 − 7920 = 257 min; 257 × 25000 / 1440 = 6425000 / 1440 = 4461.8055… → 4461.81
    expect(r.amount).toBe('4461.81');
  });

  it('once on demurrage: a stoppage after laytime expired counts only when the option is on', () => {
    // rain 03-09 16:00–18:00 (120 min) falls after the expiry at 03-09 14:00
    const late = { ...base, weather: [...base.weather!, { from: '2026-03-09 16:00', to: '2026-03-09 18:00', reason: '大风' }] };
    const off = computeLaytime(late);
    // off: used = 8297 − 120 = 8177 → 257 min → 4461.81
    expect(off.usedMinutes).toBe(8177);
    expect(off.amount).toBe('4461.81');
    const on = computeLaytime({ ...late, onceOnDemurrage: true });
    // on: the wind counts: used 8297 → 377 min → 6545.14
    expect(on.usedMinutes).toBe(8297);
    expect(on.amount).toBe('6545.14');
    expect(on.lines.find((l) => l.from === '2026-03-09 16:00')).toMatchObject({ counted: true, reasons: ['大风'], note: '已滞期，照计' });
    // the rain before expiry (03-04) is still excluded with the option on
    expect(on.lines.find((l) => l.from === '2026-03-04 10:00')).toMatchObject({ counted: false, reasons: ['下雨'] });
  });

  it('SHINC counts the Sunday; running days count the rain; a holiday is excluded under SHEX', () => {
    // SHINC: 8297 + 1440 = 9737
    expect(computeLaytime({ ...base, sundaysHolidays: 'SHINC' }).usedMinutes).toBe(9737);
    // running days: 8297 + 360 = 8657, the rain printed as counted
    const day = computeLaytime({ ...base, rateBasis: 'day' });
    expect(day.usedMinutes).toBe(8657);
    expect(day.lines.find((l) => l.from === '2026-03-04 10:00')).toMatchObject({ counted: true, reasons: ['下雨'], note: '按连续日计，天气不扣除' });
    // holiday Thursday 03-05: 8297 − 1440 = 6857 < 7920 → despatch 1063 min × 12500 / 1440 = 13287500 / 1440 = 9227.430… → 9227.43
    const hol = computeLaytime({ ...base, holidays: ['2026-03-05'] });
    expect(hol.usedMinutes).toBe(6857);
    expect(hol.kind).toBe('despatch');
    expect(hol.amount).toBe('9227.43');
    // a holiday on the Sunday is one exclusion with both reasons
    expect(computeLaytime({ ...base, holidays: ['2026-03-08'] }).lines.find((l) => l.from === '2026-03-08 00:00')!.reasons).toEqual(['星期日/节假日']);
  });

  it('commences at loading start when that is earlier than NOR + 12 h, never before NOR', () => {
    // loading starts 03-02 14:00: commencement 14:00 instead of 20:00, 360 min more counted: 8297 + 360 = 8657
    const r = computeLaytime({ ...base, loadingStart: '2026-03-02 14:00', commencement: { rule: 'afterNor', hours: 12, orEarlier: 'loadingStart' } });
    expect(r.commencement).toBe('2026-03-02 14:00');
    expect(r.usedMinutes).toBe(8657);
    // berthing before NOR (NOR tendered at the berth): laytime starts at NOR, 08:00, 720 min more than base = 9017
    const b = computeLaytime({ ...base, berthing: '2026-03-02 06:00', commencement: { rule: 'berthing' } });
    expect(b.commencement).toBe('2026-03-02 08:00');
    expect(b.usedMinutes).toBe(9017);
    expect(b.lines[0].note).toBeNull();
  });

  it('a fractional allowed time: 55 000.123 t at 9 000 t/day', () => {
    // allowed = 55000.123 / 9000 = 6.111124777… days × 1440 = 8800.01968 min → 8800.0197; d/h/m 6 d 2 h 40 m
    const r = computeLaytime({ ...base, quantityT: '55000.123', loadRate: '9000' });
    expect(r.allowedMinutes).toBe('8800.0197');
    expect(r.allowedDays).toBe('6.1111');
    expect(r.allowed.text).toBe('6天2小时40分');
    // used 8297 < allowed: saved 503.01968 min × 12500 / 1440 = 4366.4903… → 4366.49
    expect(r.kind).toBe('despatch');
    expect(r.amount).toBe('4366.49');
  });
});

describe('time helpers', () => {
  it('reads and writes wall-clock minutes and refuses impossible times', () => {
    expect(formatLocalMinute(parseLocalMinute('2026-03-02 08:00')!)).toBe('2026-03-02 08:00');
    expect(parseLocalMinute('2026-03-02 08:00')! - parseLocalMinute('2026-03-01 08:00')!).toBe(1440);
    expect(parseLocalMinute('2026-02-30 08:00')).toBeNull();
    expect(parseLocalMinute('2026-03-02 24:00')).toBeNull();
    expect(parseLocalMinute('2026-03-02T08:00')).toBeNull();
    expect(toDHM(dec(1439.5)).text).toBe('1天0小时00分');
  });
});
