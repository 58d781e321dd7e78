/**
 * A cache in this process's memory for what nearly every request reads (who is asking, what they may do): no
 * round trip at all. Its entries are dropped by the writes that change them (and, with Redis, by the other
 * instances' writes through the cache's invalidation channel), and expire after `ttlMs` anyway, so that a lost
 * message cannot keep a stale entry for long.
 *
 * A load that overlaps a drop does not store what it read: it may have read the row as it was before the write
 * that caused the drop was committed.
 */
export interface LocalCache<V> {
  /** The cached value, or the loader's (one load per key at a time; concurrent callers share it). */
  get(key: string, load: () => Promise<V>): Promise<V>;
  /** The cached values of these keys, the missing ones read by one call of the loader. */
  getMany(keys: readonly string[], load: (missing: string[]) => Promise<Map<string, V>>): Promise<Map<string, V>>;
  /** The cached value when there is one, without loading. */
  peek(key: string): V | undefined;
  set(key: string, value: V): void;
  drop(keys: Iterable<string>): void;
  dropWhere(test: (key: string) => boolean): void;
  clear(): void;
  readonly size: number;
}

export interface LocalCacheOptions {
  ttlMs: number;
  /** Beyond this many entries the oldest go first. */
  max: number;
  now?: () => number;
}

export function createLocalCache<V>({ ttlMs, max, now = Date.now }: LocalCacheOptions): LocalCache<V> {
  const entries = new Map<string, { value: V; expires: number }>();
  const loading = new Map<string, Promise<V>>();
  // Bumped by every drop: a load stores its result only when no drop happened while it ran.
  let generation = 0;

  function store(key: string, value: V) {
    entries.delete(key);
    entries.set(key, { value, expires: now() + ttlMs });
    if (entries.size > max) entries.delete(entries.keys().next().value as string);
  }

  function fresh(key: string): V | undefined {
    const e = entries.get(key);
    if (!e) return undefined;
    if (e.expires <= now()) {
      entries.delete(key);
      return undefined;
    }
    return e.value;
  }

  function dropped() {
    generation++;
    loading.clear();
  }

  return {
    get(key, load) {
      const hit = entries.has(key) ? fresh(key) : undefined;
      if (hit !== undefined) return Promise.resolve(hit);
      const pending = loading.get(key);
      if (pending) return pending;
      const started = generation;
      const p = load().then(
        (value) => {
          if (loading.get(key) === p) loading.delete(key);
          if (generation === started && value !== undefined) store(key, value);
          return value;
        },
        (err: unknown) => {
          if (loading.get(key) === p) loading.delete(key);
          throw err;
        },
      );
      loading.set(key, p);
      return p;
    },
    async getMany(keys, load) {
      const out = new Map<string, V>();
      const missing: string[] = [];
      for (const k of keys) {
        const v = fresh(k);
        if (v === undefined) missing.push(k);
        else out.set(k, v);
      }
      if (!missing.length) return out;
      const started = generation;
      const loaded = await load(missing);
      for (const [k, v] of loaded) {
        out.set(k, v);
        if (generation === started) store(k, v);
      }
      return out;
    },
    peek: fresh,
    set: store,
    drop(keys) {
      for (const k of keys) entries.delete(k);
      dropped();
    },
    dropWhere(test) {
      for (const k of [...entries.keys()]) if (test(k)) entries.delete(k);
      dropped();
    },
    clear() {
      entries.clear();
      dropped();
    },
    get size() {
      return entries.size;
    },
  };
}
