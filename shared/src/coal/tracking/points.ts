/**
 * A tracker's points as the gateway sends them, and the checks every use of them shares: their time order and
 * whether a fix is believable. Times are the wire's wall-clock text 'yyyy-MM-dd HH:mm:ss' (Asia/Shanghai, which has
 * no daylight saving): fixed-width text sorts in time order, and the seconds between two of them are the seconds
 * between the same fields read as UTC, so no time-zone table is needed here.
 */
import { CHINA_BOUNDS } from '../../entities/coal/fields';
import type { WallTime } from '../../time/businessTime';
import { distanceM } from '../queue/geo';

export interface TrackPoint {
  time: string;
  lng: number;
  lat: number;
  /** km/h as the tracker reports it. */
  speed: number;
}

/** The fields of the last wire time `readWire` accepted (module scratch: the checks run per point, allocation-free). */
let wy = 0;
let wmo = 0;
let wd = 0;
let wh = 0;
let wmi = 0;
let ws = 0;

/** Two ASCII digits at `i`, or -1. */
function two(t: string, i: number): number {
  const a = t.charCodeAt(i) - 48;
  const b = t.charCodeAt(i + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/**
 * Reads 'yyyy-MM-dd HH:mm:ss' by hand into the scratch fields (a regex, `Number` and a `Date` per call cost more
 * than the rest of a point's checks): false when the text is not one, or names no real day (2026-02-30 is refused
 * rather than moved into March) or no real time of day.
 */
function readWire(t: string): boolean {
  if (t.length !== 19 || t.charCodeAt(4) !== 45 || t.charCodeAt(7) !== 45 || t.charCodeAt(10) !== 32 || t.charCodeAt(13) !== 58 || t.charCodeAt(16) !== 58) return false;
  const c = two(t, 0);
  const y = two(t, 2);
  wmo = two(t, 5);
  wd = two(t, 8);
  wh = two(t, 11);
  wmi = two(t, 14);
  ws = two(t, 17);
  if (c < 0 || y < 0 || wmo < 1 || wmo > 12 || wd < 1 || wh < 0 || wh > 23 || wmi < 0 || wmi > 59 || ws < 0 || ws > 59) return false;
  wy = c * 100 + y;
  return wd <= (wmo === 2 && isLeap(wy) ? 29 : DAYS_IN_MONTH[wmo - 1]);
}

/** Days from 1970-01-01 to a date of the proleptic Gregorian calendar (H. Hinnant's days_from_civil). */
function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Seconds of a wire time on a uniform scale (its fields read as UTC); null when the text is not a wire time. */
export function wireSeconds(time: string): number | null {
  if (!readWire(time)) return null;
  return daysFromCivil(wy, wmo, wd) * 86_400 + wh * 3600 + wmi * 60 + ws;
}

/** The wall-clock fields of a wire time (for `instantOfWallTime`), or null when the text is not a wire time. */
export function wireWallTime(time: string): WallTime | null {
  if (!readWire(time)) return null;
  return { year: wy, month: wmo, day: wd, hour: wh, minute: wmi, second: ws };
}

/** Is the fix a place at all: finite, not the 0,0 a tracker sends without satellites, inside China's box. */
export function plausiblePlace(p: { lng: number; lat: number }): boolean {
  if (!Number.isFinite(p.lng) || !Number.isFinite(p.lat)) return false;
  if (p.lng === 0 && p.lat === 0) return false;
  return p.lng >= CHINA_BOUNDS.lngMin && p.lng <= CHINA_BOUNDS.lngMax && p.lat >= CHINA_BOUNDS.latMin && p.lat <= CHINA_BOUNDS.latMax;
}

/** km/h a car would have needed between two fixes; Infinity for two places at one second. */
export function impliedKmh(a: TrackPoint, b: TrackPoint): number {
  const dt = (wireSeconds(b.time) ?? 0) - (wireSeconds(a.time) ?? 0);
  const m = distanceM([a.lng, a.lat], [b.lng, b.lat]);
  if (dt <= 0) return m === 0 ? 0 : Infinity;
  return (m / dt) * 3.6;
}

/**
 * The batch in time order, one point per second (the first sent wins: a gateway that repeats a point repeats it
 * unchanged), and the points dropped for a time that is not a wire time or repeats one.
 */
export function orderPoints<P extends TrackPoint>(points: readonly P[]): { ordered: P[]; duplicates: P[]; badTime: P[] } {
  const badTime: P[] = [];
  const timed: P[] = [];
  for (const p of points) (wireSeconds(p.time) === null ? badTime : timed).push(p);
  // Array.prototype.sort is stable, so among equal times the first sent stays first.
  const sorted = timed.slice().sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
  const ordered: P[] = [];
  const duplicates: P[] = [];
  for (const p of sorted) (ordered.length && ordered[ordered.length - 1].time === p.time ? duplicates : ordered).push(p);
  return { ordered, duplicates, badTime };
}

export interface FixMemory {
  lastFix: TrackPoint | null;
  doubted: TrackPoint | null;
}

/**
 * The speed check against the last believed fix, updating `memory`: a fix implying more than `maxKmh` is doubted;
 * if the next agrees with the doubted one (two fixes outvote one), the last believed was the wild one and the new fix
 * is believed — otherwise a single wild first fix would shut the car out for good.
 */
export function believeFix(memory: FixMemory, p: TrackPoint, maxKmh: number): boolean {
  if (memory.lastFix && impliedKmh(memory.lastFix, p) > maxKmh && !(memory.doubted && impliedKmh(memory.doubted, p) <= maxKmh)) {
    memory.doubted = p;
    return false;
  }
  memory.lastFix = p;
  memory.doubted = null;
  return true;
}

/** The fixes worth drawing or measuring: in time order, once per second, a real place, believable speed. */
export function cleanTrack<P extends TrackPoint>(points: readonly P[], maxKmh = 200): P[] {
  const memory: FixMemory = { lastFix: null, doubted: null };
  return orderPoints(points).ordered.filter((p) => plausiblePlace(p) && believeFix(memory, p, maxKmh));
}
