/**
 * Delays between reconnection attempts: doubling from `baseMs` up to `maxMs`, each drawn between half and all of
 * that, so the agents of a yard's four scales do not all knock on a restarted server in the same millisecond.
 */
export interface BackoffOptions {
  baseMs?: number;
  maxMs?: number;
  /** A number in [0, 1); injected so tests can pin the jitter. */
  random?: () => number;
}

export interface Backoff {
  /** The delay before the next attempt; each call without a `reset` doubles the ceiling. */
  next(): number;
  /** After a connection that worked: the next failure starts from `baseMs` again. */
  reset(): void;
}

export function createBackoff({ baseMs = 500, maxMs = 30_000, random = Math.random }: BackoffOptions = {}): Backoff {
  let attempt = 0;
  return {
    next() {
      const ceiling = Math.min(maxMs, baseMs * 2 ** attempt);
      if (ceiling < maxMs) attempt += 1;
      return Math.round(ceiling * (0.5 + random() / 2));
    },
    reset() {
      attempt = 0;
    },
  };
}
