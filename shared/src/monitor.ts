/** What the monitoring calls (`/monitor/*`) answer: written by the server's metrics, read by the monitor screens. */

/** One request of the trace: never its token, body or query values. */
export interface TraceEntry {
  time: number;
  method: string;
  /** Path without the query string; the query's parameter names follow, without values. */
  path: string;
  status: number;
  durationMs: number;
  username: string | null;
}

export interface HttpSnapshot {
  since: number;
  total: number;
  inFlight: number;
  byStatus: { '2xx': number; '3xx': number; '4xx': number; '5xx': number };
  /** Answers with HTTP 200 carrying a failed envelope are not counted here: only HTTP failures are. */
  errors: number;
  responseMs: { min: number; mean: number; p50: number; p90: number; p95: number; p99: number; max: number };
}

/** `GET /monitor/http`: the HTTP figures and the open websockets of this instance. */
export type HttpInfo = HttpSnapshot & { websockets: number };

export interface RuntimeSnapshot {
  node: string;
  v8: string;
  platform: string;
  arch: string;
  pid: number;
  hostname: string;
  cpus: number;
  uptimeSec: number;
  startTime: number;
  memory: { rss: number; heapTotal: number; heapUsed: number; external: number; arrayBuffers: number; systemTotal: number; systemFree: number };
  /** Process CPU use since the previous snapshot (or start), percent of one core. */
  cpuPercent: number;
  loadAverage: number[];
  /** Since the previous snapshot (or start): a reading describes its interval, not the start-up spikes forever. */
  eventLoopDelayMs: { min: number; mean: number; p50: number; p90: number; p99: number; max: number };
}

export interface DiskSnapshot {
  path: string;
  total: number;
  used: number;
  free: number;
  usedPercent: number;
}

export interface RedisFigures {
  configured: true;
  version: string | null;
  mode: string | null;
  role: string | null;
  uptimeSec: number;
  connectedClients: number;
  usedMemory: number;
  usedMemoryPeak: number;
  maxMemory: number;
  keys: number;
  expires: number;
  hits: number;
  misses: number;
  opsPerSec: number;
  keyspace: { db: string; keys: number; expires: number }[];
  /** Every INFO field, by section, for the full table. */
  sections: { section: string; key: string; value: string }[];
}

/** `GET /monitor/redis`: the figures, or why there are none. */
export type RedisInfo = { configured: false; message: string } | RedisFigures;
