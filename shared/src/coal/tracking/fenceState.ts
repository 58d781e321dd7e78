/**
 * Fence enter/leave alarms from a car's points as they arrive. The server keeps one small state per car (JSON, in a
 * row or in Redis) and calls `fenceTransitions` with each batch; splitting the points into batches anywhere gives the
 * same alarms as sending them at once, because everything the rules look back on is in the state.
 *
 * No flapping (docs/tracking.md): a car parked by the edge with the usual ±15 m of GPS wander must not ring the bell
 * every minute. So a change needs the car clearly across the line — `enterInsideM` inside the edge to enter,
 * `leaveOutsideM` outside it to leave (a band of 50 m by default, wider than a phone-grade tracker's wander) — and
 * for more than one fix: `confirmPoints` fixes in a row beyond the band, or at least two spanning `confirmSeconds`
 * (a tracker reporting every 30 s confirms with its second point, a 1 Hz one with its third), so one wild fix
 * beyond the band changes nothing. The alarm carries the first point of that run: when the car was first seen
 * across, not when we became sure.
 */
import { distanceM, outsideByM, toSegmentM, type FenceShape } from '../queue/geo';
import { believeFix, orderPoints, plausiblePlace, wireSeconds, type TrackPoint } from './points';

export interface Fence {
  id: string;
  shape: FenceShape;
}

export type FenceStatus = 'inside' | 'outside' | 'unknown';

export interface FenceMemory {
  status: FenceStatus;
  /** A run of fixes beyond the band towards the other status, not yet long enough to count. */
  pending: { to: 'inside' | 'outside'; count: number; first: TrackPoint } | null;
}

export interface CarTrackState {
  /** The time of the last point taken in order; anything not later is refused as late. */
  lastTime: string | null;
  /** The last fix believed, for the speed check. */
  lastFix: TrackPoint | null;
  /** The last fix refused as too fast from `lastFix`: if the next agrees with it, `lastFix` was the wild one. */
  doubted: TrackPoint | null;
  fences: Record<string, FenceMemory>;
}

export interface FenceOptions {
  /** Metres inside the edge a fix must be to count towards entering. */
  enterInsideM?: number;
  /** Metres outside the edge a fix must be to count towards leaving. */
  leaveOutsideM?: number;
  /** Fixes in a row beyond the band that make a change. */
  confirmPoints?: number;
  /** Or: at least two fixes beyond the band spanning this many seconds. */
  confirmSeconds?: number;
  /** A fix implying more than this from the last believed one is a bad fix. */
  maxKmh?: number;
}

export const FENCE_DEFAULTS: Required<FenceOptions> = { enterInsideM: 20, leaveOutsideM: 30, confirmPoints: 3, confirmSeconds: 20, maxKmh: 200 };

export interface FenceEvent<P extends TrackPoint = TrackPoint> {
  fenceId: string;
  kind: 'enter' | 'leave';
  time: string;
  point: P;
}

export type SkipReason = 'late' | 'duplicate' | 'badTime' | 'badPlace' | 'tooFast';

export interface FenceResult<P extends TrackPoint = TrackPoint> {
  events: FenceEvent<P>[];
  state: CarTrackState;
  /** Points not used for fences, with why: the server may still store them for the track (except bad times). */
  skipped: { point: P; reason: SkipReason }[];
  /** Fences whose status was unknown and is now set by a first fix, silently: nobody saw the car cross. */
  settled: { fenceId: string; status: 'inside' | 'outside'; time: string }[];
}

export const emptyTrackState = (): CarTrackState => ({ lastTime: null, lastFix: null, doubted: null, fences: {} });

/** Metres from the fence's edge, negative inside: the distance the hysteresis band is measured in. */
export function signedEdgeM(shape: FenceShape, p: readonly [number, number]): number {
  const outside = outsideByM(shape, p);
  if (outside > 0) return outside;
  if (shape.kind === 'circle') return distanceM(shape.center, p) - shape.radiusM;
  let best = Infinity;
  for (let i = 0; i < shape.corners.length; i++) best = Math.min(best, toSegmentM(p, shape.corners[i], shape.corners[(i + 1) % shape.corners.length]));
  return -best;
}

const copyState = (s: CarTrackState, fences: readonly Fence[]): CarTrackState => ({
  lastTime: s.lastTime,
  lastFix: s.lastFix,
  doubted: s.doubted,
  // Only the fences given: one deleted since the last batch is forgotten, one added starts unknown.
  fences: Object.fromEntries(fences.map((f) => [f.id, s.fences[f.id] ? { ...s.fences[f.id] } : { status: 'unknown' as const, pending: null }])),
});

export function fenceTransitions<P extends TrackPoint>(state: CarTrackState, points: readonly P[], fences: readonly Fence[], options: FenceOptions = {}): FenceResult<P> {
  const o = { ...FENCE_DEFAULTS, ...options };
  const next = copyState(state, fences);
  const result: FenceResult<P> = { events: [], state: next, skipped: [], settled: [] };
  const { ordered, duplicates, badTime } = orderPoints(points);
  for (const point of badTime) result.skipped.push({ point, reason: 'badTime' });
  for (const point of duplicates) result.skipped.push({ point, reason: 'duplicate' });

  for (const p of ordered) {
    if (next.lastTime !== null && p.time <= next.lastTime) {
      result.skipped.push({ point: p, reason: p.time === next.lastTime ? 'duplicate' : 'late' });
      continue;
    }
    next.lastTime = p.time;
    if (!plausiblePlace(p)) {
      result.skipped.push({ point: p, reason: 'badPlace' });
      continue;
    }
    if (!believeFix(next, p, o.maxKmh)) {
      result.skipped.push({ point: p, reason: 'tooFast' });
      continue;
    }
    for (const fence of fences) step(fence, next.fences[fence.id], p, o, result);
  }
  return result;
}

function step<P extends TrackPoint>(fence: Fence, memory: FenceMemory, p: P, o: Required<FenceOptions>, result: FenceResult<P>): void {
  const edge = signedEdgeM(fence.shape, [p.lng, p.lat]);
  if (memory.status === 'unknown') {
    // On the edge counts as inside, as outsideByM has it for the driver's check-in.
    memory.status = edge <= 0 ? 'inside' : 'outside';
    result.settled.push({ fenceId: fence.id, status: memory.status, time: p.time });
    return;
  }
  const to: 'inside' | 'outside' = memory.status === 'inside' ? 'outside' : 'inside';
  const beyond = to === 'outside' ? edge >= o.leaveOutsideM : edge <= -o.enterInsideM;
  if (!beyond) {
    memory.pending = null;
    return;
  }
  // A new object each time: the caller's state is never changed underneath it.
  const pending = memory.pending ? { ...memory.pending, count: memory.pending.count + 1 } : { to, count: 1, first: p };
  const span = (wireSeconds(p.time) ?? 0) - (wireSeconds(pending.first.time) ?? 0);
  if (pending.count >= o.confirmPoints || (pending.count >= 2 && span >= o.confirmSeconds)) {
    const first = pending.first as P;
    result.events.push({ fenceId: fence.id, kind: to === 'inside' ? 'enter' : 'leave', time: first.time, point: first });
    memory.status = to;
    memory.pending = null;
  } else {
    memory.pending = pending;
  }
}
