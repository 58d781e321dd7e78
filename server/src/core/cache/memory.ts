import type { Cache } from './types';

/** One process: the invalidation channel only reaches this process's listeners. */
export function createMemoryCache(): Cache {
  const store = new Map<string, { value: unknown; expires: number }>();
  const handlers: ((keys: string[]) => void)[] = [];
  return {
    kind: 'memory',
    async get<T>(key: string) {
      const e = store.get(key);
      if (!e) return undefined;
      if (e.expires <= Date.now()) {
        store.delete(key);
        return undefined;
      }
      // Copies, so that a caller mutating a result does not change the cache (as with Redis).
      return structuredClone(e.value) as T;
    },
    async set(key, value, ttlMs) {
      store.set(key, { value: structuredClone(value), expires: Date.now() + ttlMs });
    },
    async del(...keys) {
      for (const k of keys) store.delete(k);
    },
    async invalidate(...keys) {
      for (const k of keys) store.delete(k);
      for (const h of handlers) h(keys);
    },
    onInvalidate(h) {
      handlers.push(h);
    },
    async close() {
      store.clear();
    },
  };
}
