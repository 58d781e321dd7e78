import { describe, expect, it } from 'vitest';
import { distanceM, toSegmentM } from '../../queue/geo';
import { wireSeconds } from '../points';
import { Fleet, generatePlates, type FleetPoint } from './fleet';
import { YARD_PLACES } from './places';
import { chinaWireTime } from './time';

const START = Date.UTC(2026, 10, 25, 16, 0, 0); // 2026-11-26 00:00:00 in China
const day = (seed: number, cars = 4) => {
  const fleet = new Fleet({ cars, seed, startMs: START });
  return { fleet, points: fleet.advance(START + 86_400_000 - 1) };
};

describe('Fleet', () => {
  it('the same seed gives the same day to the point; another seed another', () => {
    const a = day(42).points;
    expect(day(42).points).toEqual(a);
    expect(day(43).points).not.toEqual(a);
    // Advancing in small steps gives the same points as one step.
    const fleet = new Fleet({ cars: 4, seed: 42, startMs: START });
    const stepped: FleetPoint[] = [];
    for (let t = START; t < START + 86_400_000; t += 7_777) stepped.push(...fleet.advance(Math.min(t, START + 86_400_000 - 1)));
    stepped.push(...fleet.advance(START + 86_400_000 - 1));
    expect(stepped.length).toBe(a.length);
    expect(new Set(stepped.map((p) => JSON.stringify(p)))).toEqual(new Set(a.map((p) => JSON.stringify(p))));
  });

  it('each car reports every 10 s in China time, in order, and the batch is in time order', () => {
    const { points } = day(1);
    expect(points).toHaveLength(4 * 8640);
    expect(points[0].time.startsWith('2026-11-26 00:00:0')).toBe(true);
    expect(points.map((p) => p.time)).toEqual(points.map((p) => p.time).sort());
    for (const plate of new Set(points.map((p) => p.plateNo))) {
      const times = points.filter((p) => p.plateNo === plate).map((p) => wireSeconds(p.time)!);
      for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBe(10);
    }
    expect(chinaWireTime(START)).toBe('2026-11-26 00:00:00');
  });

  it('points lie on the road within the jitter while driving, at a yard within the jitter when stopped', () => {
    const { fleet, points } = day(9, 3);
    const roads = [];
    for (const a of YARD_PLACES) for (const b of YARD_PLACES) if (a.code < b.code) roads.push(fleet.road(a, b));
    let driving = 0;
    for (const p of points) {
      const at: [number, number] = [p.lng, p.lat];
      if (p.speed === 0) {
        expect(Math.min(...YARD_PLACES.map((y) => distanceM([y.lng, y.lat], at)))).toBeLessThanOrEqual(10.2);
        continue;
      }
      driving += 1;
      expect(p.speed).toBeGreaterThanOrEqual(40);
      expect(p.speed).toBeLessThanOrEqual(80);
      let best = Infinity;
      for (const r of roads) for (let i = 1; i < r.points.length; i++) best = Math.min(best, toSegmentM(at, r.points[i - 1], r.points[i]));
      // 10 m of wander plus the rounding to 6 decimals (0.1 m).
      expect(best).toBeLessThanOrEqual(10.2);
    }
    // Most of a day is driving (the roads are 130–290 km, the waits 20–45 minutes).
    expect(driving / points.length).toBeGreaterThan(0.5);
  });

  it('roads are bent but road-like, the same both ways, and cars go from yard to yard', () => {
    const { fleet, points } = day(5, 6);
    const [a, b] = YARD_PLACES;
    const road = fleet.road(a, b);
    const straight = distanceM([a.lng, a.lat], [b.lng, b.lat]);
    expect(road.lengthM).toBeGreaterThan(straight);
    expect(road.lengthM).toBeLessThan(straight * 1.1);
    expect(fleet.road(b, a).points).toEqual([...road.points].reverse());
    expect(road.at(0)).toEqual([a.lng, a.lat]);
    expect(road.at(road.lengthM)).toEqual([b.lng, b.lat]);
    // Every car stands at two yards or more in a day.
    for (const plate of new Set(points.map((p) => p.plateNo))) {
      const yards = new Set(points.filter((p) => p.plateNo === plate && p.speed === 0).map((p) => YARD_PLACES.find((y) => distanceM([y.lng, y.lat], [p.lng, p.lat]) < 20)!.code));
      expect(yards.size).toBeGreaterThanOrEqual(2);
    }
  });

  it('writes the times as asked: China time by default, another zone’s wall time when given', () => {
    const utc = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
    const china = new Fleet({ cars: 2, seed: 3, startMs: START }).advance(START + 3_600_000);
    const other = new Fleet({ cars: 2, seed: 3, startMs: START, timeText: utc }).advance(START + 3_600_000);
    expect(other.map((p) => ({ ...p, time: chinaWireTime(Date.parse(`${p.time.replace(' ', 'T')}Z`)) }))).toEqual(china);
    expect(other[0].time.startsWith('2026-11-25 16:00:0')).toBe(true);
  });

  it('uses the plates given, then distinct generated ones', () => {
    const fleet = new Fleet({ cars: 3, seed: 1, startMs: START, plates: ['晋A12345'] });
    const plates = fleet.cars.map((c) => c.plateNo);
    expect(plates[0]).toBe('晋A12345');
    expect(new Set(plates).size).toBe(3);
    expect(generatePlates(50, 3)).toEqual(generatePlates(50, 3));
    expect(new Set(generatePlates(500, 3)).size).toBe(500);
    for (const p of generatePlates(20, 3)) expect(p).toMatch(/^[晋陕蒙][A-Z]\d{5}$/);
  });
});
