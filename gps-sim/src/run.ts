/**
 * The two ways to run the fleet: live, posting batches as simulated time passes (wall clock × speed-up), and once,
 * writing a stretch of simulated time (a day by default) to a stream as JSON lines for bulk loads and benchmarks.
 */
import type { Writable } from 'node:stream';
import { chinaWireTime as wireTime, type Fleet } from '@meiyun/shared';
import type { Sender } from './sender';

export interface LiveOptions {
  fleet: Fleet;
  sender: Sender;
  startMs: number;
  speedup: number;
  /** Real ms between rounds of producing points (the sender posts as soon as points are queued). */
  everyMs: number;
  /** Real ms to run, or null until `signal` aborts. */
  durationMs: number | null;
  signal?: AbortSignal;
  log?: (line: string) => void;
  now?: () => number;
}

/** Runs until the duration ends or the signal aborts, then waits until every point has been taken. */
export async function runLive(o: LiveOptions): Promise<void> {
  const now = o.now ?? Date.now;
  const log = o.log ?? (() => {});
  const started = now();
  const intervalMs = 1000;
  let held = false;
  let lastReport = started;
  const produce = () => {
    const elapsed = o.durationMs === null ? now() - started : Math.min(o.durationMs, now() - started);
    const target = o.startMs + elapsed * o.speedup;
    // Step a second of simulated time at a time while the queue has room for every car's fix: a long outage holds
    // simulated time back instead of dropping points.
    while (o.fleet.clockMs < target && o.sender.room() >= o.fleet.cars.length) o.sender.push(o.fleet.advance(Math.min(target, o.fleet.clockMs + intervalMs)));
    return target;
  };
  while (!o.signal?.aborted && (o.durationMs === null || now() - started < o.durationMs)) {
    const target = produce();
    if (o.fleet.clockMs < target !== held) {
      held = !held;
      log(held ? `queue full: simulated time held at ${wireTime(o.fleet.clockMs)} until the server takes points` : 'queue has room again');
    }
    if (now() - lastReport >= 60_000) {
      lastReport = now();
      const s = o.sender.stats();
      log(`simulated ${wireTime(o.fleet.clockMs)}; sent ${s.sent} points in ${s.batches} batches, ${s.retries} retries, ${s.queued} queued`);
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, o.everyMs);
      o.signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });
  }
  // The last stretch up to the end of the duration (or the stop), so a run of 3 s at ×60 gives 180 s of points.
  produce();
  await o.sender.drained();
}

/** Writes every fix from the fleet's clock to `untilMs` as JSON lines, an hour at a time, minding back-pressure. */
export async function runOnce(fleet: Fleet, untilMs: number, out: Writable): Promise<number> {
  let count = 0;
  while (fleet.clockMs < untilMs) {
    const points = fleet.advance(Math.min(untilMs, fleet.clockMs + 3_600_000));
    count += points.length;
    const text = points.map((p) => JSON.stringify(p)).join('\n');
    if (text && !out.write(`${text}\n`)) await new Promise((resolve) => out.once('drain', resolve));
  }
  return count;
}
