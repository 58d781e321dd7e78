export type BusHandler = (message: unknown) => void;

/**
 * Publish/subscribe between the parts of the server. Without Redis it stays in this process; with Redis every
 * instance sharing the URL and the prefix hears every message (the publisher too, exactly once).
 * Messages are JSON values.
 */
export interface Bus {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, message: unknown): Promise<void>;
  /** Returns the function that unsubscribes this handler. */
  subscribe(channel: string, handler: BusHandler): () => void;
  close(): Promise<void>;
}

type Registry = Map<string, Set<BusHandler>>;

function deliver(handlers: Set<BusHandler> | undefined, message: unknown) {
  if (!handlers) return;
  for (const h of [...handlers]) {
    try {
      h(message);
    } catch {
      // One failing subscriber must not keep the message from the others.
    }
  }
}

export function createMemoryBus(): Bus {
  const registry: Registry = new Map();
  return {
    kind: 'memory',
    async publish(channel, message) {
      // Same shape as through Redis: subscribers get a copy, asynchronously.
      const copy = JSON.parse(JSON.stringify(message ?? null)) as unknown;
      queueMicrotask(() => deliver(registry.get(channel), copy));
    },
    subscribe(channel, handler) {
      let set = registry.get(channel);
      if (!set) registry.set(channel, (set = new Set()));
      set.add(handler);
      return () => {
        set.delete(handler);
        if (!set.size) registry.delete(channel);
      };
    },
    async close() {
      registry.clear();
    },
  };
}

/** `prefix` separates deployments (and parallel tests) sharing one Redis. */
export async function createRedisBus(url: string, prefix: string): Promise<Bus> {
  // Loaded here, not at start: a server without Redis never loads the client (with libpg-query, 3–4 MB of the idle server).
  const { Redis } = await import('ioredis');
  const pub = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: true });
  const sub = new Redis(url, { lazyConnect: true });
  await pub.connect();
  await sub.connect();
  const registry: Registry = new Map();
  const full = (channel: string) => `${prefix}bus:${channel}`;
  const pending = new Map<string, Promise<unknown>>();

  sub.on('message', (ch: string, raw: string) => {
    if (!ch.startsWith(`${prefix}bus:`)) return;
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      return; // a foreign message on our channel
    }
    deliver(registry.get(ch.slice(prefix.length + 4)), message);
  });

  return {
    kind: 'redis',
    async publish(channel, message) {
      // Subscriptions still being set up on this instance must be in place before its own publish goes out.
      if (pending.size) await Promise.all(pending.values());
      await pub.publish(full(channel), JSON.stringify(message ?? null));
    },
    subscribe(channel, handler) {
      let set = registry.get(channel);
      if (!set) {
        registry.set(channel, (set = new Set()));
        const p = sub.subscribe(full(channel)).catch(() => undefined);
        pending.set(channel, p);
        void p.then(() => pending.get(channel) === p && pending.delete(channel));
      }
      set.add(handler);
      return () => {
        set.delete(handler);
        if (!set.size && registry.get(channel) === set) {
          registry.delete(channel);
          void sub.unsubscribe(full(channel)).catch(() => undefined);
        }
      };
    },
    async close() {
      registry.clear();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}

export async function createBus(redisUrl: string | undefined, prefix: string): Promise<Bus> {
  return redisUrl ? createRedisBus(redisUrl, prefix) : createMemoryBus();
}
