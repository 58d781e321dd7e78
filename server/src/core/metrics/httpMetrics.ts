import { createHistogram, type RecordableHistogram } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HttpSnapshot, TraceEntry } from '@meiyun/shared';

export type { HttpSnapshot, TraceEntry };

const TRACE_SIZE = 100;
const START = Symbol('metricsStart');

type Timed = FastifyRequest & { [START]?: bigint };

/** Query parameter names never shown even as names (they carry secrets by their nature). */
const HIDDEN_PARAMS = new Set(['token', 'password', 'access_token']);

export function normalisePath(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const names = [...new Set(new URLSearchParams(url.slice(q + 1)).keys())].filter((k) => !HIDDEN_PARAMS.has(k.toLowerCase()));
  return names.length ? `${url.slice(0, q)}?${names.join('&')}` : url.slice(0, q);
}

/**
 * Counters of the HTTP server since start: requests, in flight, status classes, response-time percentiles (a
 * histogram in microseconds, so memory stays flat however long it runs) and a ring of the last 100 API requests.
 */
export function createHttpMetrics() {
  const since = Date.now();
  let total = 0;
  let inFlight = 0;
  const byStatus = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
  const histogram: RecordableHistogram = createHistogram({ lowest: 1, highest: 3_600_000_000, figures: 3 });
  const ring: TraceEntry[] = [];
  let next = 0;

  return {
    /** Hooks every request of the app; `traced` says which ones enter the trace. */
    register(app: FastifyInstance, traced: (path: string) => boolean) {
      app.addHook('onRequest', async (req) => {
        // A websocket upgrade is hijacked and never answers: it is a connection, not a request in flight.
        if (req.headers.upgrade?.toLowerCase() === 'websocket') return;
        (req as Timed)[START] = process.hrtime.bigint();
        inFlight++;
      });
      app.addHook('onResponse', async (req, reply) => {
        const start = (req as Timed)[START];
        if (start === undefined) return;
        inFlight--;
        total++;
        const micros = Number((process.hrtime.bigint() - start) / 1000n);
        histogram.record(Math.max(1, micros));
        const s = reply.statusCode;
        if (s >= 500) byStatus['5xx']++;
        else if (s >= 400) byStatus['4xx']++;
        else if (s >= 300) byStatus['3xx']++;
        else byStatus['2xx']++;
        const path = normalisePath(req.url);
        if (!traced(path)) return;
        const entry: TraceEntry = {
          time: Date.now(),
          method: req.method,
          path,
          status: s,
          durationMs: Math.round(micros / 100) / 10,
          username: req.auth?.user.username ?? null,
        };
        if (ring.length < TRACE_SIZE) ring.push(entry);
        else ring[next] = entry;
        next = (next + 1) % TRACE_SIZE;
      });
      // A client that went away before the answer is no longer in flight (and is not timed).
      app.addHook('onRequestAbort', async (req) => {
        if ((req as Timed)[START] === undefined) return;
        (req as Timed)[START] = undefined;
        inFlight--;
      });
    },

    snapshot(): HttpSnapshot {
      const ms = (v: number) => Math.round(v / 10) / 100;
      const n = histogram.count;
      return {
        since,
        total,
        inFlight,
        byStatus: { ...byStatus },
        errors: byStatus['4xx'] + byStatus['5xx'],
        responseMs: {
          min: n ? ms(histogram.min) : 0,
          mean: n ? ms(histogram.mean) : 0,
          p50: n ? ms(histogram.percentile(50)) : 0,
          p90: n ? ms(histogram.percentile(90)) : 0,
          p95: n ? ms(histogram.percentile(95)) : 0,
          p99: n ? ms(histogram.percentile(99)) : 0,
          max: n ? ms(histogram.max) : 0,
        },
      };
    },

    /** The last requests, newest first. */
    trace(): TraceEntry[] {
      const ordered = ring.length < TRACE_SIZE ? [...ring] : [...ring.slice(next), ...ring.slice(0, next)];
      return ordered.reverse();
    },
  };
}

export type HttpMetrics = ReturnType<typeof createHttpMetrics>;
