import type { WebSocket } from 'ws';
import type { Bus } from '../../../core/realtime/bus';

/**
 * The push of a yard's queue to its public screens (the big-screen board, the drivers' phones): every change of a
 * yard's tickets is announced on the bus (`publishQueueYards`, so every instance hears it), and each instance then
 * reads the yard once per burst and sends each of its open sockets of that yard its own frame. A change during a
 * read makes one more read after it, so the last frame always shows the last state.
 */
const CHANNEL = 'queue:yard';

/** Tells every instance's open boards and phones that the tickets of these yards changed. Never fails the write. */
export async function publishQueueYards(ctx: { bus: Bus }, yardIds: readonly (string | null | undefined)[]): Promise<void> {
  for (const yardId of new Set(yardIds.filter((y): y is string => Boolean(y)))) {
    try {
      await ctx.bus.publish(CHANNEL, { yardId });
    } catch {
      // Redis unreachable: the screens' fallback poll shows the change.
    }
  }
}

/**
 * One open socket: `frame(shared)` makes what it is sent (null: nothing new), or throws `StaleLink` to be closed.
 * `shared` is computed once per yard and read (the yard's board), so a hundred screens cost one query.
 */
export interface FeedListener<S> {
  socket: WebSocket;
  frame(shared: S): Promise<string | null>;
}

/** Close code of a socket whose link was rotated or became invalid: the page says so and stops reconnecting. */
export const STALE_LINK_CLOSE = 4004;
export class StaleLink extends Error {}

const PING_EVERY_MS = 30_000;

export function createQueueFeed<S>(bus: Bus, readShared: (yardId: string) => Promise<S>) {
  const byYard = new Map<string, Set<FeedListener<S>>>();
  const running = new Set<string>();
  const dirty = new Set<string>();
  const alive = new WeakSet<WebSocket>();

  async function refresh(yardId: string): Promise<void> {
    if (running.has(yardId)) {
      dirty.add(yardId);
      return;
    }
    running.add(yardId);
    try {
      do {
        dirty.delete(yardId);
        const listeners = [...(byYard.get(yardId) ?? [])];
        if (!listeners.length) break;
        const shared = await readShared(yardId);
        await Promise.all(listeners.map((l) => send(l, shared)));
      } while (dirty.has(yardId));
    } catch {
      // A failed read leaves the screens as they were; their poll catches up.
    } finally {
      running.delete(yardId);
    }
  }

  async function send(l: FeedListener<S>, shared: S) {
    try {
      const text = await l.frame(shared);
      if (text !== null && l.socket.readyState === l.socket.OPEN) l.socket.send(text);
    } catch (e) {
      if (e instanceof StaleLink) l.socket.close(STALE_LINK_CLOSE, 'link invalid');
    }
  }

  const unsubscribe = bus.subscribe(CHANNEL, (raw) => {
    const { yardId } = raw as { yardId: string };
    if (byYard.has(yardId)) void refresh(yardId);
  });

  // Keeps proxies from closing a quiet board, and drops sockets whose phone went away without a close frame.
  const pinger = setInterval(() => {
    for (const set of byYard.values())
      for (const l of set) {
        if (!alive.has(l.socket)) {
          l.socket.terminate();
          continue;
        }
        alive.delete(l.socket);
        l.socket.ping();
      }
  }, PING_EVERY_MS);
  pinger.unref();

  return {
    /** Adds a socket of a yard and sends it its first frame at once. */
    async attach(yardId: string, listener: FeedListener<S>): Promise<void> {
      let set = byYard.get(yardId);
      if (!set) byYard.set(yardId, (set = new Set()));
      set.add(listener);
      alive.add(listener.socket);
      listener.socket.on('pong', () => alive.add(listener.socket));
      const drop = () => {
        set.delete(listener);
        if (!set.size) byYard.delete(yardId);
      };
      listener.socket.on('close', drop);
      listener.socket.on('error', drop);
      try {
        await send(listener, await readShared(yardId));
      } catch {
        // The next change or the page's poll shows the board.
      }
    },
    /** Open sockets of this instance (the benchmark's and the tests' view). */
    size: () => [...byYard.values()].reduce((n, s) => n + s.size, 0),
    close() {
      unsubscribe();
      clearInterval(pinger);
      for (const set of byYard.values()) for (const l of set) l.socket.close(1001, 'shutting down');
      byYard.clear();
    },
  };
}
