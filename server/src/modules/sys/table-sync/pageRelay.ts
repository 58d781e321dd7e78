import type { Bus } from '../../../core/realtime/bus';
/**
 * Where table-sync frames travel between the sockets of one page id. The socket route only talks to this
 * interface, so the in-process relay below can be swapped for the shared cross-instance bus (Redis pub/sub)
 * without touching the route: publish a frame for a page, subscribe to a page.
 */
export interface PageRelay {
  /** Sends `frame` to every subscriber of `pageId` except the one registered under `fromId`. */
  publish(pageId: string, frame: string, fromId: string): void | Promise<void>;
  /** Registers `deliver` for `pageId` under the subscriber id `id`; answers the unsubscribe function. */
  subscribe(pageId: string, id: string, deliver: (frame: string) => void): () => void;
}

/** One process, one map: right for a single instance and for tests. */
export function createInProcessPageRelay(): PageRelay & { subscriberCount(pageId: string): number } {
  const pages = new Map<string, Map<string, (frame: string) => void>>();
  return {
    publish(pageId, frame, fromId) {
      const subs = pages.get(pageId);
      if (!subs) return;
      for (const [id, deliver] of subs) if (id !== fromId) deliver(frame);
    },
    subscribe(pageId, id, deliver) {
      let subs = pages.get(pageId);
      if (!subs) pages.set(pageId, (subs = new Map()));
      subs.set(id, deliver);
      return () => {
        const current = pages.get(pageId);
        if (!current) return;
        current.delete(id);
        if (current.size === 0) pages.delete(pageId);
      };
    },
    subscriberCount(pageId) {
      return pages.get(pageId)?.size ?? 0;
    },
  };
}

/** Through the app's bus: with Redis, people on different server instances editing one page see each other. */
export function createBusPageRelay(bus: Bus): PageRelay {
  const channel = (pageId: string) => `table-sync:${pageId}`;
  return {
    publish: (pageId, frame, fromId) => bus.publish(channel(pageId), { frame, fromId }),
    subscribe(pageId, id, deliver) {
      return bus.subscribe(channel(pageId), (message) => {
        const { frame, fromId } = (message ?? {}) as { frame?: unknown; fromId?: unknown };
        if (typeof frame === 'string' && fromId !== id) deliver(frame);
      });
    },
  };
}
