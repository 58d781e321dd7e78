/**
 * The pure side of 车辆轨迹's play-back: a track's times as seconds from its first fix, the fix shown at a moment
 * (found by binary search, the place between two fixes interpolated so the car glides rather than jumps), how far a
 * frame moves the clock at ×1/×10/×60, and the query range's defaults and checks. The page and its tests share these.
 */
import { formatBusinessDateTime, GPS_TRACK_MAX_DAYS, parseFencePolygon, wireSeconds, type FenceShape, type GpsPoint, type TrackPoint } from '@meiyun/shared';

export const PLAYBACK_RATES = [1, 10, 60] as const;
export type PlaybackRate = (typeof PLAYBACK_RATES)[number];

/** A track point fit for the shared helpers: a missing speed reads as 0 km/h. */
export function toTrackPoints(points: readonly GpsPoint[]): (TrackPoint & { reported: number | null })[] {
  return points.map((p) => ({ time: p.time, lng: p.lng, lat: p.lat, speed: p.speed ?? 0, reported: p.speed }));
}

/** Seconds of each fix after the first (time ascending, as the track call answers). */
export function timeline(points: readonly { time: string }[]): number[] {
  if (!points.length) return [];
  const first = wireSeconds(points[0].time) ?? 0;
  return points.map((p) => (wireSeconds(p.time) ?? first) - first);
}

/** The last fix at or before `t` seconds (the first when `t` is before it, the last past the end). */
export function indexAt(seconds: readonly number[], t: number): number {
  if (!seconds.length) return -1;
  let lo = 0;
  let hi = seconds.length - 1;
  if (t >= seconds[hi]) return hi;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (seconds[mid] <= t) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export interface PlayPosition {
  index: number;
  lng: number;
  lat: number;
  /** The speed the tracker reported at the fix shown, km/h; null when it sent none. */
  speed: number | null;
}

/** Where the car is at `t` seconds: on the straight line between the fixes around it, in proportion to the time. */
export function positionAt(points: readonly { lng: number; lat: number; speed?: number | null; reported?: number | null }[], seconds: readonly number[], t: number): PlayPosition | null {
  const i = indexAt(seconds, t);
  if (i < 0) return null;
  const a = points[i];
  const speed = a.reported !== undefined ? a.reported : (a.speed ?? null);
  const b = points[i + 1];
  if (!b || t <= seconds[i]) return { index: i, lng: a.lng, lat: a.lat, speed };
  const span = seconds[i + 1] - seconds[i];
  const k = span > 0 ? Math.min(1, (t - seconds[i]) / span) : 0;
  return { index: i, lng: a.lng + (b.lng - a.lng) * k, lat: a.lat + (b.lat - a.lat) * k, speed };
}

/** The clock after a frame of `elapsedMs` at `rate`, stopping at the end. */
export function advance(t: number, elapsedMs: number, rate: number, end: number): number {
  return Math.min(end, t + (Math.max(0, elapsedMs) / 1000) * rate);
}

/** Seconds after the track's first fix of a wire time (for "open the track at this alarm"), clamped to the track. */
export function offsetOf(time: string, firstTime: string, end: number): number {
  const s = wireSeconds(time);
  const first = wireSeconds(firstTime);
  if (s === null || first === null) return 0;
  return Math.max(0, Math.min(end, s - first));
}

/** The wire time `t` seconds after the first fix. */
export function timeAtOffset(firstTime: string, t: number): string {
  const first = wireSeconds(firstTime);
  if (first === null) return firstTime;
  const d = new Date((first + Math.floor(t)) * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
}

/** `2小时5分`, `12分钟`, `40秒`: a stop's or the moving time's length. */
export function durationText(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (h) return m ? `${h}小时${m}分` : `${h}小时`;
  if (m) return `${m}分钟`;
  return `${s}秒`;
}

/** The default query: today from 00:00:00 to now, in the business zone. */
export function defaultRange(now: Date | number = Date.now()): { begin: string; end: string } {
  const end = formatBusinessDateTime(now);
  return { begin: `${end.slice(0, 10)} 00:00:00`, end };
}

/**
 * The twelve hours either side of a moment: where an alarm's row opens the track. Not the calendar day, which would
 * cut a drive through midnight in two.
 */
export function aroundOf(time: string): { begin: string; end: string } {
  return { begin: timeAtOffset(time, -12 * 3600), end: timeAtOffset(time, 12 * 3600) };
}

/** 车辆轨迹's address on an alarm's car around the alarm, opened at the alarm's moment. */
export function trackLinkOf(a: { plateNo: string; time: string }): string {
  const { begin, end } = aroundOf(a.time);
  return `/coal/gpsTrack?${new URLSearchParams({ plateNo: a.plateNo, begin, end, at: a.time })}`;
}

/** What is wrong with a query range, in the words the server would use, or null. */
export function rangeProblem(begin: string, end: string): string | null {
  const a = wireSeconds(begin);
  const b = wireSeconds(end);
  if (a === null || b === null) return '请选择开始和结束时间';
  if (b < a) return '结束时间不能早于开始时间';
  if (b - a > GPS_TRACK_MAX_DAYS * 86400) return `查询时间段不能超过${GPS_TRACK_MAX_DAYS}天`;
  return null;
}

/** A row of `GET /coal/fence/list` as far as the map needs it. */
export interface FenceRow {
  id: string;
  name: string;
  shape: string;
  centerLng?: string | number | null;
  centerLat?: string | number | null;
  radiusM?: number | null;
  points?: string | null;
  enabled?: boolean;
}

/** A fence row's shape, as the server reads it for alarms; undefined when its fields are incomplete. */
export function fenceShapeOf(r: FenceRow): FenceShape | undefined {
  if (r.shape === 'circle') {
    if (r.centerLng === null || r.centerLng === undefined || r.centerLat === null || r.centerLat === undefined || !r.radiusM) return undefined;
    const center: [number, number] = [Number(r.centerLng), Number(r.centerLat)];
    return center.every(Number.isFinite) ? { kind: 'circle', center, radiusM: r.radiusM } : undefined;
  }
  const corners = parseFencePolygon(r.points);
  return typeof corners === 'string' ? undefined : { kind: 'polygon', corners };
}

/** South-west and north-east `[纬度, 经度]` of some places, or null for none. */
export function boundsOf(points: readonly { lng: number; lat: number }[]): [[number, number], [number, number]] | null {
  if (!points.length) return null;
  let [s, w, n, e] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of points) {
    s = Math.min(s, p.lat);
    n = Math.max(n, p.lat);
    w = Math.min(w, p.lng);
    e = Math.max(e, p.lng);
  }
  return [
    [s, w],
    [n, e],
  ];
}
