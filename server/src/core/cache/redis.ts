import { EVERY_KEY, type Cache } from './types';

const CHANNEL = 'invalidate';

/** Shared by every instance using the same Redis; `prefix` separates deployments (and parallel tests). */
export async function createRedisCache(url: string, prefix: string): Promise<Cache> {
  // Loaded here, not at start: a server without Redis never loads the client (with libpg-query, 3–4 MB of the idle server).
  const { Redis } = await import('ioredis');
  const client = new Redis(url, { keyPrefix: prefix, maxRetriesPerRequest: 2, lazyConnect: true });
  // Named, so that an operator (or a test) can tell the subscription of each deployment apart in CLIENT LIST.
  const sub = new Redis(url, { lazyConnect: true, connectionName: `${prefix}invalidate` });
  await client.connect();
  await sub.connect();
  const channel = prefix + CHANNEL;
  const handlers: ((keys: string[]) => void)[] = [];
  await sub.subscribe(channel);
  sub.on('message', (ch: string, msg: string) => {
    if (ch !== channel) return;
    try {
      const keys = JSON.parse(msg) as string[];
      for (const h of handlers) h(keys);
    } catch {
      // A foreign message on our channel is ignored.
    }
  });
  // Messages sent while the subscription was down are lost: local copies are dropped when it goes and when it
  // comes back, so that none outlives a change this instance did not hear of.
  const everything = () => {
    for (const h of handlers) h([EVERY_KEY]);
  };
  sub.on('close', everything);
  sub.on('ready', everything);
  return {
    kind: 'redis',
    async get<T>(key: string) {
      const v = await client.get(key);
      return v === null ? undefined : (JSON.parse(v) as T);
    },
    async set(key, value, ttlMs) {
      await client.set(key, JSON.stringify(value), 'PX', Math.max(1, Math.round(ttlMs)));
    },
    async del(...keys) {
      if (keys.length) await client.del(...keys);
    },
    async invalidate(...keys) {
      if (keys.length) await client.del(...keys);
      await client.publish(channel, JSON.stringify(keys));
    },
    onInvalidate(h) {
      handlers.push(h);
    },
    info() {
      return client.info();
    },
    async close() {
      await Promise.allSettled([client.quit(), sub.quit()]);
    },
  };
}
