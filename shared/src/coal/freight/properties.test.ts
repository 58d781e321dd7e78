import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from '../decimal';
import { computeLaytime, formatLocalMinute, parseLocalMinute, type LaytimeInput, type LaytimePeriodInput } from './laytime';
import { computeRailFreight } from './railTariff';
import { computeTruckFreight } from './truckFreight';

/**
 * Properties of the freight arithmetic over random inputs (fast-check): laytime's used time equals a minute-by-minute
 * model, is never negative and never grows with more exclusions; demurrage and despatch never both, and the amount is
 * the exact rational rounded half up once; the truck and rail totals are the sums of their trips and wagons.
 */

const M0 = parseLocalMinute('2026-03-02 00:00')!; // a Monday
const at = (off: number) => formatLocalMinute(M0 + off);

const genPeriod = fc.record({ start: fc.integer({ min: 0, max: 12000 }), len: fc.integer({ min: 0, max: 3000 }) });
const toPeriod = (p: { start: number; len: number }, reason: string): LaytimePeriodInput => ({ from: at(p.start), to: at(p.start + p.len), reason });

const genLaytime = fc
  .record({
    nor: fc.integer({ min: 0, max: 2000 }),
    startAfter: fc.integer({ min: 0, max: 2000 }),
    loadLen: fc.integer({ min: 0, max: 8000 }),
    berthBefore: fc.integer({ min: -600, max: 600 }),
    rule: fc.constantFrom('after', 'afterOrStart', 'afterOrBerth', 'berthing', 'loadingStart'),
    hours: fc.integer({ min: 0, max: 24 }),
    qMilli: fc.integer({ min: 1, max: 100_000_000 }),
    rate: fc.integer({ min: 500, max: 20000 }),
    basis: fc.constantFrom<'wwd' | 'day'>('wwd', 'day'),
    shex: fc.boolean(),
    holidays: fc.subarray([3, 4, 5, 6, 9, 10].map((d) => `2026-03-${String(d).padStart(2, '0')}`)),
    weather: fc.array(genPeriod, { maxLength: 5 }),
    other: fc.array(genPeriod, { maxLength: 3 }),
    demFen: fc.integer({ min: 0, max: 5_000_000 }),
    desFen: fc.integer({ min: 0, max: 2_500_000 }),
    once: fc.boolean(),
  })
  .map((g): LaytimeInput => {
    const start = g.nor + g.startAfter;
    const commencement: LaytimeInput['commencement'] =
      g.rule === 'berthing' ? { rule: 'berthing' } : g.rule === 'loadingStart' ? { rule: 'loadingStart' } : { rule: 'afterNor', hours: g.hours, orEarlier: g.rule === 'afterOrStart' ? 'loadingStart' : g.rule === 'afterOrBerth' ? 'berthing' : null };
    return {
      quantityT: dec(g.qMilli).div(1000).toFixed(),
      loadRate: String(g.rate),
      rateBasis: g.basis,
      norTendered: at(g.nor),
      berthing: at(Math.max(0, start - g.berthBefore)),
      loadingStart: at(start),
      completion: at(start + g.loadLen),
      commencement,
      weather: g.weather.map((p) => toPeriod(p, '下雨')),
      sundaysHolidays: g.shex ? 'SHEX' : 'SHINC',
      holidays: g.holidays,
      otherExclusions: g.other.map((p) => toPeriod(p, '移泊')),
      demurrageRate: dec(g.demFen).div(100).toFixed(2),
      despatchRate: dec(g.desFen).div(100).toFixed(2),
      onceOnDemurrage: g.once,
    };
  });

/** The used minutes counted one minute at a time: the model the interval arithmetic must agree with. */
function usedByMinute(input: LaytimeInput, commence: number, allowed: ReturnType<typeof dec>): number {
  const end = parseLocalMinute(input.completion)!;
  const ex = [...(input.rateBasis === 'wwd' ? input.weather ?? [] : []), ...(input.otherExclusions ?? [])].map((p) => [parseLocalMinute(p.from)!, parseLocalMinute(p.to)!]);
  const hol = new Set(input.holidays);
  let used = 0;
  for (let m = commence; m < end; m++) {
    const date = formatLocalMinute(m).slice(0, 10);
    const sundayHol = input.sundaysHolidays === 'SHEX' && (new Date(m * 60000).getUTCDay() === 0 || hol.has(date));
    const excluded = sundayHol || ex.some(([f, t]) => f <= m && m + 1 <= t);
    if (!excluded || (input.onceOnDemurrage && allowed.lte(used))) used++;
  }
  return used;
}

function roundHalfUp(n: bigint, d: bigint): bigint {
  const neg = n < 0n !== d < 0n;
  const a = n < 0n ? -n : n;
  const b = d < 0n ? -d : d;
  const q = (2n * a + b) / (2n * b);
  return neg ? -q : q;
}
const fen = (s: string) => BigInt(dec(s).times(100).toFixed(0));

describe('laytime properties (fast-check)', () => {
  it('used time equals the minute-by-minute count, is ≥ 0 and ≤ the time from commencement to completion', () => {
    fc.assert(
      fc.property(genLaytime, (input) => {
        const r = computeLaytime(input);
        const c = parseLocalMinute(r.commencement)!;
        const span = Math.max(0, parseLocalMinute(input.completion)! - c);
        expect(r.usedMinutes).toBeGreaterThanOrEqual(0);
        expect(r.usedMinutes).toBeLessThanOrEqual(span);
        expect(r.usedMinutes).toBe(usedByMinute(input, c, dec(input.quantityT).div(input.loadRate).times(1440)));
        // the statement's counted lines add up to the used time, and its lines after commencement cover the span
        expect(r.lines.filter((l) => l.counted).reduce((t, l) => t + l.minutes, 0)).toBe(r.usedMinutes);
        expect(r.lines.filter((l) => l.note !== '起算前').reduce((t, l) => t + l.minutes, 0)).toBe(span);
        // laytime never commences before NOR
        expect(c).toBeGreaterThanOrEqual(parseLocalMinute(input.norTendered)!);
      }),
      { numRuns: 300 },
    );
  });

  it('demurrage and despatch never both: the kind follows the sign, the amount is the exact figure rounded once', () => {
    fc.assert(
      fc.property(genLaytime, (input) => {
        const r = computeLaytime(input);
        // allowed = qMilli × 1440 / (1000 × rate) minutes; diff = (used × 1000 × rate − qMilli × 1440) / (1000 × rate)
        const qMilli = BigInt(dec(input.quantityT).times(1000).toFixed(0));
        const rate = BigInt(input.loadRate as string);
        const num = BigInt(r.usedMinutes) * 1000n * rate - qMilli * 1440n;
        const kind = num > 0n ? 'demurrage' : num < 0n ? 'despatch' : 'none';
        expect(r.kind).toBe(kind);
        const dayRate = kind === 'despatch' ? fen(input.despatchRate as string) : fen(input.demurrageRate as string);
        const abs = num < 0n ? -num : num;
        // amount in fen = |diff| min × rate fen / 1440
        expect(fen(r.amount)).toBe(kind === 'none' ? 0n : roundHalfUp(abs * dayRate, 1000n * rate * 1440n));
        expect(r.laytimeExpired === null).toBe(kind !== 'demurrage');
      }),
      { numRuns: 300 },
    );
  });

  it('one more exclusion never increases the used time (once-on-demurrage on or off)', () => {
    fc.assert(
      fc.property(genLaytime, genPeriod, fc.boolean(), (input, extra, asWeather) => {
        const before = computeLaytime(input).usedMinutes;
        const more = asWeather ? { ...input, weather: [...(input.weather ?? []), toPeriod(extra, '大风')] } : { ...input, otherExclusions: [...(input.otherExclusions ?? []), toPeriod(extra, '移泊')] };
        expect(computeLaytime(more).usedMinutes).toBeLessThanOrEqual(before);
        // and excluding Sundays never counts more than including them
        expect(computeLaytime({ ...input, sundaysHolidays: 'SHEX' }).usedMinutes).toBeLessThanOrEqual(computeLaytime({ ...input, sundaysHolidays: 'SHINC' }).usedMinutes);
      }),
      { numRuns: 200 },
    );
  });
});

const genTrips = fc.array(fc.record({ loaded: fc.integer({ min: 0, max: 2500 }), lost: fc.integer({ min: -20, max: 40 }) }), { maxLength: 30 });

describe('truck and rail properties (fast-check)', () => {
  it('truck: total = Σ trips net = freight − deduction; deducted tonnes ≥ 0 and never more than the shortage', () => {
    fc.assert(
      fc.property(genTrips, fc.integer({ min: 0, max: 2000000 }), fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 20000000 }), fc.constantFrom<'loaded' | 'received' | 'lesser'>('loaded', 'received', 'lesser'), (g, rate, pm, price, basis) => {
        const trips = g.map((t, i) => {
          const loadedKg = t.loaded * 20;
          return { id: String(i), loadedKg, receivedKg: Math.max(0, loadedKg - t.lost * 20) };
        });
        const r = computeTruckFreight({ rate: dec(rate).div(10000).toFixed(), settleBasis: basis, allowancePermille: dec(pm).div(100).toFixed(), deductionPrice: dec(price).div(10000).toFixed(), trips });
        expect(fen(r.total)).toBe(r.trips.reduce((s, t) => s + fen(t.net), 0n));
        expect(fen(r.total)).toBe(fen(r.freight) - fen(r.deduction));
        expect(fen(r.freight)).toBe(r.trips.reduce((s, t) => s + fen(t.freight), 0n));
        for (const t of r.trips) {
          expect(dec(t.deductT).gte(0)).toBe(true);
          expect(dec(t.deductT).lte(dec(t.shortageT).abs())).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('rail: total = Σ wagons, wagon = Σ components, charged weight ≥ ticket and ≥ minimum', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ ticket: fc.integer({ min: 0, max: 4000 }), min: fc.integer({ min: 0, max: 80 }) }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 1, max: 3000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 500000 }),
        fc.integer({ min: 0, max: 2000 }),
        (ws, km, ePct, base, run) => {
          const r = computeRailFreight({
            rates: { baseRate: dec(base).div(10000).toFixed(), runningRate: dec(run).div(10000).toFixed(), surcharges: [{ code: 'e', name: '电气化附加费', basis: 'electrifiedTonneKm', rate: '0.012' }, { code: 'f', name: '建设基金', basis: 'tonneKm', rate: '0.033' }, { code: 's', name: '取送车费', basis: 'wagon', rate: '9.5' }] },
            tariffKm: km,
            electrifiedKm: Math.floor((km * ePct) / 100),
            wagons: ws.map((w, i) => ({ wagonNo: String(i), ticketKg: w.ticket * 20, minChargedKg: w.min * 1000 })),
            chargedToWholeTonne: false,
          });
          expect(fen(r.total)).toBe(r.wagons.reduce((s, w) => s + fen(w.freight), 0n));
          for (const w of r.wagons) {
            expect(fen(w.freight)).toBe(w.components.reduce((s, c) => s + fen(c.amount), 0n));
            expect(dec(w.chargedT).gte(w.ticketT) && dec(w.chargedT).gte(w.minChargedT)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
