import { CHINA_BOUNDS, GPS_BATCH_MAX_POINTS, instantOfWallTime, normalizePlateNo, PLATE_NO, wireWallTime } from '@meiyun/shared';
import { BizError } from '../../../core/http/envelope';
import { GpsTexts } from './texts';

/** A point of a batch that passed the checks: the plate normalised, the time as the instant and as its wire text. */
export interface CheckedPoint {
  index: number;
  plateNo: string;
  /** `yyyy-MM-dd HH:mm:ss` as sent, in the business zone. */
  time: string;
  at: Date;
  lng: number;
  lat: number;
  speed: number | null;
}

/** A fix later than this ahead of the server's clock is a tracker with a wrong clock, not a car. */
const FUTURE_SLACK_MS = 10 * 60_000;
const MAX_SPEED_KMH = 400;

/** The batch's points: `{ points: [...] }` or a bare array; more than the limit is refused whole. */
export function batchOf(body: unknown): unknown[] {
  const points = Array.isArray(body) ? body : body && typeof body === 'object' ? (body as { points?: unknown }).points : undefined;
  if (!Array.isArray(points)) throw new BizError(GpsTexts.badBody);
  if (points.length > GPS_BATCH_MAX_POINTS) throw new BizError(GpsTexts.tooManyPoints(GPS_BATCH_MAX_POINTS, points.length));
  return points;
}

/** A number, or the numeric text some gateways send (as every input of the API is read). */
function num(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string' && /^\s*[-+]?(\d+(\.\d*)?|\.\d+)\s*$/.test(v)) return Number(v);
  return undefined;
}

/**
 * Each point checked on its own: a bad one is refused with its reason and the rest are kept, so one broken tracker
 * does not lose the gateway's whole batch. The same car at the same second twice in one batch keeps the first (a
 * tracker repeats a fix unchanged) and counts the other as a duplicate, like a point stored by an earlier batch.
 */
export function checkPoints(raw: readonly unknown[], now = Date.now()): { points: CheckedPoint[]; rejected: { index: number; reason: string }[]; repeated: number } {
  const points: CheckedPoint[] = [];
  let repeated = 0;
  const rejected: { index: number; reason: string }[] = [];
  // The instants already taken, per plate: one car at one second once (a number set per car, no key text per point).
  const seen = new Map<string, Set<number>>();
  const latest = now + FUTURE_SLACK_MS;
  for (let index = 0; index < raw.length; index++) {
    const point = checkedPoint(raw[index], index, latest);
    if (typeof point === 'string') {
      rejected.push({ index, reason: point });
      continue;
    }
    const ms = point.at.getTime();
    let instants = seen.get(point.plateNo);
    if (!instants) seen.set(point.plateNo, (instants = new Set()));
    if (instants.has(ms)) {
      repeated += 1;
      continue;
    }
    instants.add(ms);
    points.push(point);
  }
  return { points, rejected, repeated };
}

/** One point's fields read and checked in the order the reasons are given, or why it is refused. */
function checkedPoint(p: unknown, index: number, latest: number): string | CheckedPoint {
  if (!p || typeof p !== 'object' || Array.isArray(p)) return GpsTexts.point.notObject;
  const o = p as Record<string, unknown>;
  const plateNo = typeof o.plateNo === 'string' ? normalizePlateNo(o.plateNo.trim()) : '';
  if (!PLATE_NO.test(plateNo)) return GpsTexts.point.plate;
  const time = typeof o.time === 'string' ? o.time.trim() : '';
  const wall = wireWallTime(time);
  if (wall === null) return GpsTexts.point.time;
  const at = instantOfWallTime(wall);
  if (at.getTime() > latest) return GpsTexts.point.future;
  const lng = num(o.lng);
  const lat = num(o.lat);
  if (lng === undefined || lat === undefined || lng < CHINA_BOUNDS.lngMin || lng > CHINA_BOUNDS.lngMax || lat < CHINA_BOUNDS.latMin || lat > CHINA_BOUNDS.latMax) {
    return GpsTexts.point.place;
  }
  let speed: number | null = null;
  if (o.speed !== undefined && o.speed !== null && o.speed !== '') {
    const s = num(o.speed);
    if (s === undefined || s < 0 || s > MAX_SPEED_KMH) return GpsTexts.point.speed;
    speed = s;
  }
  return { index, plateNo, time, at, lng, lat, speed };
}
