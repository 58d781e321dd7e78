/**
 * A car's day of points made fit to play back and to sum up: the stops (where it stood, from when to when), a
 * thinned line that still passes every bend and every stop, and the distance and moving time. Bad fixes are dropped
 * first by the same rules as the fence alarms (points.ts), and the wander of a parked car is not counted as distance.
 */
import { distanceM, outsideByM } from '../queue/geo';
import type { Fence } from './fenceState';
import { cleanTrack, wireSeconds, type TrackPoint } from './points';

export interface StopOptions {
  /** A stop is at least this long … */
  stopMinutes?: number;
  /** … with every fix within this many metres of its first. */
  stopRadiusM?: number;
  maxKmh?: number;
}

export interface TrackStop {
  /** The mean of its fixes: a parked car's wander averages out. */
  lng: number;
  lat: number;
  begin: string;
  end: string;
  minutes: number;
  /** Fences the place lies in (a yard, a mine), when fences are given. */
  fenceIds: string[];
  /** Indices of its first and last fix in the cleaned track. */
  from: number;
  to: number;
}

const STOP_DEFAULTS = { stopMinutes: 5, stopRadiusM: 50, maxKmh: 200 };
const sec = (p: TrackPoint) => wireSeconds(p.time) ?? 0;

/** Stops in a cleaned track: from each fix, as far as the car stays within the radius; long enough, it is a stop. */
export function findStops(track: readonly TrackPoint[], options: StopOptions = {}, fences: readonly Fence[] = []): TrackStop[] {
  const o = { ...STOP_DEFAULTS, ...options };
  const stops: TrackStop[] = [];
  let i = 0;
  while (i < track.length) {
    let j = i;
    while (j + 1 < track.length && distanceM([track[i].lng, track[i].lat], [track[j + 1].lng, track[j + 1].lat]) <= o.stopRadiusM) j++;
    const seconds = sec(track[j]) - sec(track[i]);
    if (j > i && seconds >= o.stopMinutes * 60) {
      const run = track.slice(i, j + 1);
      const lng = run.reduce((s, p) => s + p.lng, 0) / run.length;
      const lat = run.reduce((s, p) => s + p.lat, 0) / run.length;
      const fenceIds = fences.filter((f) => outsideByM(f.shape, [lng, lat]) === 0).map((f) => f.id);
      stops.push({ lng, lat, begin: track[i].time, end: track[j].time, minutes: seconds / 60, fenceIds, from: i, to: j });
      i = j + 1;
    } else i++;
  }
  return stops;
}

export interface TrackStatsOptions extends StopOptions {
  /** Slower than this between two fixes is standing, not moving. */
  movingKmh?: number;
  /** Two fixes further apart than this: the tracker was off, the time between is not moving time. */
  gapMinutes?: number;
  fences?: readonly Fence[];
}

export interface TrackStats {
  points: number;
  begin: string | null;
  end: string | null;
  distanceKm: number;
  movingSeconds: number;
  stops: TrackStop[];
}

export function trackStats(points: readonly TrackPoint[], options: TrackStatsOptions = {}): TrackStats {
  const { movingKmh = 3, gapMinutes = 15, fences = [], ...stopOptions } = options;
  const track = cleanTrack(points, stopOptions.maxKmh ?? STOP_DEFAULTS.maxKmh);
  const stops = findStops(track, stopOptions, fences);
  const stopOf = new Int32Array(track.length).fill(-1);
  stops.forEach((s, k) => stopOf.fill(k, s.from, s.to + 1));
  let metres = 0;
  let moving = 0;
  for (let i = 1; i < track.length; i++) {
    if (stopOf[i] !== -1 && stopOf[i] === stopOf[i - 1]) continue;
    const m = distanceM([track[i - 1].lng, track[i - 1].lat], [track[i].lng, track[i].lat]);
    const dt = sec(track[i]) - sec(track[i - 1]);
    metres += m;
    if (dt > 0 && dt <= gapMinutes * 60 && (m / dt) * 3.6 >= movingKmh) moving += dt;
  }
  return {
    points: track.length,
    begin: track[0]?.time ?? null,
    end: track[track.length - 1]?.time ?? null,
    distanceKm: Math.round(metres) / 1000,
    movingSeconds: moving,
    stops,
  };
}

export interface SimplifyOptions extends StopOptions {
  /** The thinned line stays within this many metres of every dropped fix. */
  toleranceM?: number;
}

/**
 * Douglas–Peucker in metres on a flat projection around the track's first fix (a day's drive spans a few hundred
 * kilometres, where the flat error is far below the tolerance's use), keeping the first and last fix and the first
 * and last fix of every stop (and nothing between them), so play-back shows when the car arrived and left.
 */
export function simplifyTrack<P extends TrackPoint>(points: readonly P[], options: SimplifyOptions = {}): P[] {
  const { toleranceM = 10, ...stopOptions } = options;
  const track = cleanTrack(points, stopOptions.maxKmh ?? STOP_DEFAULTS.maxKmh);
  if (track.length <= 2) return track;
  const k = Math.cos((track[0].lat * Math.PI) / 180);
  const mPerDeg = (Math.PI / 180) * 6_371_008.8;
  const xy = track.map((p) => [(p.lng - track[0].lng) * k * mPerDeg, (p.lat - track[0].lat) * mPerDeg] as const);
  const keep = new Uint8Array(track.length);
  keep[0] = keep[track.length - 1] = 1;
  const stops = findStops(track, stopOptions);
  for (const s of stops) keep[s.from] = keep[s.to] = 1;
  // A stop is drawn as its arrival and departure: the wander in between is not a path.
  const stopEnds = new Set(stops.map((s) => `${s.from}-${s.to}`));
  const anchors = [...keep.keys()].filter((i) => keep[i]);
  // An explicit stack rather than recursion: a day at 1 Hz is 86 400 fixes.
  const stack: [number, number][] = [];
  for (let a = 1; a < anchors.length; a++) if (!stopEnds.has(`${anchors[a - 1]}-${anchors[a]}`)) stack.push([anchors[a - 1], anchors[a]]);
  while (stack.length) {
    const [from, to] = stack.pop()!;
    let worst = -1;
    let worstM = toleranceM;
    for (let i = from + 1; i < to; i++) {
      const m = toSegment(xy[i], xy[from], xy[to]);
      if (m > worstM) [worst, worstM] = [i, m];
    }
    if (worst !== -1) {
      keep[worst] = 1;
      stack.push([from, worst], [worst, to]);
    }
  }
  return track.filter((_, i) => keep[i]);
}

function toSegment(p: readonly [number, number], a: readonly [number, number], b: readonly [number, number]): number {
  const dx = b[0] - a[0], dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2)) : 0;
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}
