import { describe, expect, it } from 'vitest';
import { distanceM, toSegmentM } from '../queue/geo';
import type { Fence } from './fenceState';
import type { TrackPoint } from './points';
import { simplifyTrack, trackStats } from './track';
import { at, inDisc, pt, seeded, wire } from './testing';

/**
 * 10 km east at 72 km/h (200 m every 10 s, t = 0…500), 20 minutes loading at (10 000, 0) with ±10 m of wander
 * (t = 510…1700), then 5 km north from (10 000, 200) at the same speed (t = 1710…1950), with a 0,0 fix in it.
 */
function day(): TrackPoint[] {
  const random = seeded(3);
  const east = Array.from({ length: 51 }, (_, i) => pt(200 * i, 0, 10 * i, 72));
  const stop = Array.from({ length: 120 }, (_, i) => {
    const [dx, dy] = inDisc(random, 10);
    return pt(10_000 + dx, dy, 510 + 10 * i, 0);
  });
  const north = Array.from({ length: 25 }, (_, k) => pt(10_000, 200 * (k + 1), 1710 + 10 * k, 72));
  return [...east, ...stop, { ...pt(0, 0, 1705), lng: 0, lat: 0 }, ...north];
}

const yard2: Fence = { id: 'yard2', shape: { kind: 'circle', center: at(10_000, 0), radiusM: 300 } };

describe('trackStats', () => {
  it('distance, moving time and the loading stop of a crafted day, figures by hand', () => {
    const stats = trackStats(day(), { fences: [yard2] });
    expect(stats.points).toBe(196); // 51 + 120 + 25, without the 0,0 fix
    expect([stats.begin, stats.end]).toEqual([wire(0), wire(1950)]);
    // 10 000 m east + 200 m (± the wander of the last stop fix) + 24 × 200 m north; the stop's wander is not distance.
    expect(stats.distanceKm).toBeGreaterThan(14.99);
    expect(stats.distanceKm).toBeLessThan(15.01);
    // 50 × 10 s east, the 10 s from the last stop fix, 24 × 10 s north.
    expect(stats.movingSeconds).toBe(750);
    expect(stats.stops).toHaveLength(1);
    const [stop] = stats.stops;
    // From the arrival fix at t = 500 (within 50 m of every loading fix) to the last loading fix.
    expect([stop.begin, stop.end, stop.minutes, stop.fenceIds]).toEqual([wire(500), wire(1700), 20, ['yard2']]);
    expect(distanceM([stop.lng, stop.lat], at(10_000, 0))).toBeLessThan(5);
  });

  it('a short halt is not a stop, and an empty track has no figures', () => {
    const halt = [pt(0, 0, 0), pt(0, 0, 60), pt(0, 0, 120), pt(500, 0, 180)];
    expect(trackStats(halt).stops).toEqual([]);
    expect(trackStats(halt, { stopMinutes: 2 }).stops.map((s) => [s.begin, s.end])).toEqual([[wire(0), wire(120)]]);
    expect(trackStats([])).toEqual({ points: 0, begin: null, end: null, distanceKm: 0, movingSeconds: 0, stops: [] });
  });
});

describe('simplifyTrack', () => {
  it('keeps the ends and the arrival and departure of each stop, drops straight runs and the wander', () => {
    const kept = simplifyTrack(day());
    expect(kept.map((p) => p.time)).toEqual([wire(0), wire(500), wire(1700), wire(1950)]);
  });

  it('keeps the corner of an L, and every dropped fix lies within the tolerance of the line kept', () => {
    const random = seeded(11);
    const l = [
      ...Array.from({ length: 40 }, (_, i) => pt(100 * i + (random() - 0.5) * 30, (random() - 0.5) * 30, 10 * i)),
      ...Array.from({ length: 40 }, (_, k) => pt(4000 + (random() - 0.5) * 30, 100 * (k + 1) + (random() - 0.5) * 30, 400 + 10 * k)),
    ];
    for (const toleranceM of [5, 20, 50]) {
      const kept = simplifyTrack(l, { toleranceM });
      expect(kept.length).toBeLessThan(l.length);
      expect(kept.some((p) => distanceM([p.lng, p.lat], at(4000, 0)) < 120)).toBe(true);
      for (const p of l) {
        const i = kept.findIndex((k) => k.time >= p.time);
        const m = kept[i].time === p.time ? 0 : toSegmentM([p.lng, p.lat], [kept[i - 1].lng, kept[i - 1].lat], [kept[i].lng, kept[i].lat]);
        expect(m).toBeLessThanOrEqual(toleranceM + 0.5);
      }
    }
    expect(simplifyTrack(l, { toleranceM: 5 }).length).toBeGreaterThan(simplifyTrack(l, { toleranceM: 50 }).length);
  });
});
