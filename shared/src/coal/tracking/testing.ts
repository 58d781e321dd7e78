/**
 * Crafted tracks for the tests: places given in metres east and north of a yard (柳林集运站), times in seconds after
 * a morning, so a test reads as a drawing on squared paper.
 */
import type { TrackPoint } from './points';

export const ORIGIN: [number, number] = [110.8895, 37.4312];
const M_PER_DEG = (Math.PI / 180) * 6_371_008.8;

/** [lng, lat] of the place x metres east and y metres north of ORIGIN. */
export function at(x: number, y: number): [number, number] {
  return [ORIGIN[0] + x / (Math.cos((ORIGIN[1] * Math.PI) / 180) * M_PER_DEG), ORIGIN[1] + y / M_PER_DEG];
}

const T0 = Date.UTC(2026, 10, 26, 8, 0, 0);
/** The wire time s seconds after 2026-11-26 08:00:00. */
export const wire = (s: number) => new Date(T0 + s * 1000).toISOString().slice(0, 19).replace('T', ' ');

export function pt(x: number, y: number, s: number, speed = 36): TrackPoint {
  const [lng, lat] = at(x, y);
  return { time: wire(s), lng, lat, speed };
}

/** A small seeded generator (mulberry32), so a jittery track is the same on every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random offset uniform in a disc of radius r metres. */
export function inDisc(random: () => number, r: number): [number, number] {
  const d = r * Math.sqrt(random());
  const a = 2 * Math.PI * random();
  return [d * Math.cos(a), d * Math.sin(a)];
}
