/**
 * Posting the points as a tracker gateway: batches of at most `batchSize` from a bounded queue, one request at a
 * time, in time order. A point leaves the queue only when the server has taken it: when the server is down,
 * restarting or answers 5xx/408/429 the same batch is sent again after a back-off (doubling to `maxMs`, each delay
 * drawn between half and all of it, so many simulators do not knock on a restarted server in the same millisecond).
 * A refusal (another 4xx, or an envelope with success: false — a wrong token, a payload the server rejects) stops
 * the sender with the points still queued: sending them again would not help, and dropping them would lose them.
 *
 * The queue is bounded by refusing to take more than `room()`: the caller (the simulation) waits instead of
 * producing, so a long outage slows simulated time down rather than eating memory or points.
 */
import type { FleetPoint as GpsPoint } from '@meiyun/shared';

export interface SenderOptions {
  /** The full address of the points call, e.g. http://localhost:8080/api/coal/gps/points. */
  url: string;
  token?: string;
  header?: string;
  /** Send the bare array instead of { points: [...] }. */
  bare?: boolean;
  batchSize?: number;
  capacity?: number;
  baseMs?: number;
  maxMs?: number;
  timeoutMs?: number;
  random?: () => number;
  log?: (line: string) => void;
}

export interface SenderStats {
  sent: number;
  batches: number;
  retries: number;
  queued: number;
}

export class RefusedError extends Error {}

export interface Sender {
  room(): number;
  /** Queues points; throws when they do not fit (ask `room()` first). */
  push(points: readonly GpsPoint[]): void;
  /** Resolves when everything queued so far has been taken, rejects when the server refuses a batch. */
  drained(): Promise<void>;
  stats(): SenderStats;
  /** Stops sending (the batch in flight is awaited); what is left stays counted in `queued`. */
  stop(): Promise<void>;
}

type Outcome = 'sent' | 'retry' | { refused: string };

export function createSender(options: SenderOptions): Sender {
  const defaults = { header: 'X-Gateway-Token', bare: false, batchSize: 500, capacity: 50_000, baseMs: 500, maxMs: 30_000, timeoutMs: 15_000, random: Math.random, log: (_line: string) => {} };
  // An option given as undefined (an absent command-line flag) keeps its default.
  const o = { ...defaults, ...Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) } as typeof defaults & SenderOptions;
  const queue: GpsPoint[] = [];
  const stats = { sent: 0, batches: 0, retries: 0 };
  let attempt = 0;
  let stopped = false;
  let refused: RefusedError | null = null;
  let wake: (() => void) | null = null;
  const waiters: { resolve: () => void; reject: (e: Error) => void }[] = [];

  const settleWaiters = () => {
    if (refused) for (const w of waiters.splice(0)) w.reject(refused);
    else if (queue.length === 0) for (const w of waiters.splice(0)) w.resolve();
  };

  // `wake` ends the current wait early: a push ends an idle wait (not a back-off), stop ends either.
  let wakeOnPush = false;
  const sleep = (ms: number, idle: boolean) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
      wakeOnPush = idle;
    });

  async function post(batch: GpsPoint[]): Promise<Outcome> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (o.token) headers[o.header] = o.token;
    try {
      const res = await fetch(o.url, { method: 'POST', headers, body: JSON.stringify(o.bare ? batch : { points: batch }), signal: AbortSignal.timeout(o.timeoutMs) });
      const text = await res.text();
      if (res.status >= 500 || res.status === 408 || res.status === 429) {
        o.log(`server answered ${res.status}; ${queue.length} points wait`);
        return 'retry';
      }
      let body: { success?: boolean; message?: string } | null = null;
      try {
        body = JSON.parse(text);
      } catch {
        body = null;
      }
      if (res.status >= 400 || body?.success === false) return { refused: `HTTP ${res.status}${body?.message ? `: ${body.message}` : text ? `: ${text.slice(0, 200)}` : ''}` };
      return 'sent';
    } catch (error) {
      o.log(`cannot reach ${o.url} (${(error as Error).message}); ${queue.length} points wait`);
      return 'retry';
    }
  }

  const pump = (async () => {
    while (!stopped) {
      if (queue.length === 0) {
        settleWaiters();
        await sleep(60_000, true);
        continue;
      }
      const batch = queue.slice(0, o.batchSize);
      const outcome = await post(batch);
      if (outcome === 'sent') {
        queue.splice(0, batch.length);
        stats.sent += batch.length;
        stats.batches += 1;
        attempt = 0;
      } else if (outcome === 'retry') {
        stats.retries += 1;
        const ceiling = Math.min(o.maxMs, o.baseMs * 2 ** attempt);
        if (ceiling < o.maxMs) attempt += 1;
        await sleep(Math.round(ceiling * (0.5 + o.random() / 2)), false);
      } else {
        refused = new RefusedError(`the server refused a batch (${outcome.refused}); ${queue.length} points not sent`);
        o.log(refused.message);
        stopped = true;
      }
    }
    settleWaiters();
  })();

  return {
    room: () => o.capacity - queue.length,
    push(points) {
      if (refused) throw refused;
      if (points.length > o.capacity - queue.length) throw new Error(`the queue holds ${o.capacity} points; ${points.length} do not fit`);
      for (const p of points) queue.push(p);
      if (wakeOnPush) wake?.();
    },
    drained() {
      if (refused) return Promise.reject(refused);
      if (queue.length === 0) return Promise.resolve();
      return new Promise((resolve, reject) => waiters.push({ resolve, reject }));
    },
    stats: () => ({ ...stats, queued: queue.length }),
    async stop() {
      stopped = true;
      wake?.();
      await pump;
      for (const w of waiters.splice(0)) {
        if (queue.length) w.reject(new Error(`stopped with ${queue.length} points not sent`));
        else w.resolve();
      }
    },
  };
}
