/**
 * localStorage values that lapse after a time to live (§3: session data lives 7 days).
 * The backing store is injectable so the logic runs under node in unit tests.
 */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface Stored<T> {
  value: T;
  /** Epoch ms after which the value is gone; null never lapses. */
  expire: number | null;
}

const PREFIX = 'meiyun:';

function memoryStore(): KeyValueStore {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

function browserStore(): KeyValueStore {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Private modes may forbid access; fall through to memory so the app still runs.
  }
  return memoryStore();
}

export function createExpiringStorage(store: KeyValueStore = browserStore(), now: () => number = Date.now) {
  return {
    set<T>(key: string, value: T, ttlMs: number | null = null): void {
      const item: Stored<T> = { value, expire: ttlMs === null ? null : now() + ttlMs };
      store.setItem(PREFIX + key, JSON.stringify(item));
    },
    get<T>(key: string, fallback: T): T {
      const raw = store.getItem(PREFIX + key);
      if (raw === null) return fallback;
      try {
        const item = JSON.parse(raw) as Stored<T>;
        if (item.expire !== null && item.expire <= now()) {
          store.removeItem(PREFIX + key);
          return fallback;
        }
        return item.value;
      } catch {
        store.removeItem(PREFIX + key);
        return fallback;
      }
    },
    remove(key: string): void {
      store.removeItem(PREFIX + key);
    },
  };
}

export type ExpiringStorage = ReturnType<typeof createExpiringStorage>;

export const storage = createExpiringStorage();
