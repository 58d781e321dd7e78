import { getAction, resultOf } from '../../../lib/http';

export interface DiskInfo {
  path: string;
  total: number;
  used: number;
  free: number;
  usedPercent: number;
}

export interface RuntimeInfo {
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
  cpuPercent: number;
  loadAverage: number[];
  eventLoopDelayMs: { min: number; mean: number; p50: number; p90: number; p99: number; max: number };
}

export interface HttpInfo {
  since: number;
  total: number;
  inFlight: number;
  byStatus: Record<'2xx' | '3xx' | '4xx' | '5xx', number>;
  errors: number;
  responseMs: { min: number; mean: number; p50: number; p90: number; p95: number; p99: number; max: number };
  websockets: number;
}

export type RedisInfo =
  | { configured: false; message: string }
  | {
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
      sections: { section: string; key: string; value: string }[];
    };

export interface TraceEntry {
  time: number;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  username: string | null;
}

const get = async <T>(url: string) => resultOf(await getAction<T>(url));

export const fetchDisk = () => get<DiskInfo>('/monitor/disk');
export const fetchRuntime = () => get<RuntimeInfo>('/monitor/runtime');
export const fetchHttp = () => get<HttpInfo>('/monitor/http');
export const fetchRedis = () => get<RedisInfo>('/monitor/redis');
export const fetchTrace = () => get<TraceEntry[]>('/monitor/trace');
