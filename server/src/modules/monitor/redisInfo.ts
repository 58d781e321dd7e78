import type { RedisFigures } from '@meiyun/shared';

const num = (v: string | undefined) => (v === undefined || v === '' ? 0 : Number(v) || 0);

/** Redis INFO text → the figures the monitor shows. */
export function parseRedisInfo(text: string): RedisFigures {
  const sections: RedisFigures['sections'] = [];
  const flat = new Map<string, string>();
  let section = '';
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('#')) {
      section = line.slice(1).trim();
      continue;
    }
    const i = line.indexOf(':');
    if (i < 0) continue;
    const key = line.slice(0, i);
    const value = line.slice(i + 1);
    flat.set(key, value);
    sections.push({ section, key, value });
  }
  const keyspace = [...flat.entries()]
    .filter(([k]) => /^db\d+$/.test(k))
    .map(([db, v]) => {
      const f = Object.fromEntries(v.split(',').map((p) => p.split('=') as [string, string]));
      return { db, keys: num(f.keys), expires: num(f.expires) };
    });
  return {
    configured: true,
    version: flat.get('redis_version') ?? null,
    mode: flat.get('redis_mode') ?? null,
    role: flat.get('role') ?? null,
    uptimeSec: num(flat.get('uptime_in_seconds')),
    connectedClients: num(flat.get('connected_clients')),
    usedMemory: num(flat.get('used_memory')),
    usedMemoryPeak: num(flat.get('used_memory_peak')),
    maxMemory: num(flat.get('maxmemory')),
    keys: keyspace.reduce((s, d) => s + d.keys, 0),
    expires: keyspace.reduce((s, d) => s + d.expires, 0),
    hits: num(flat.get('keyspace_hits')),
    misses: num(flat.get('keyspace_misses')),
    opsPerSec: num(flat.get('instantaneous_ops_per_sec')),
    keyspace,
    sections,
  };
}
