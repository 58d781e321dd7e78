/**
 * Heard on the invalidation channel when this instance may have missed messages (its subscription to Redis was
 * lost and came back): every local copy is to be dropped.
 */
export const EVERY_KEY = '*';

/** A shared key-value cache with expiry, and a channel telling every instance to drop a key. */
export interface Cache {
  readonly kind: 'memory' | 'redis';
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  del(...keys: string[]): Promise<void>;
  /** Drops the keys here and tells the other instances (their local copies) to drop them too. */
  invalidate(...keys: string[]): Promise<void>;
  /** Hears the keys dropped here or by another instance (`EVERY_KEY`: all of them). */
  onInvalidate(handler: (keys: string[]) => void): void;
  /** Redis only: the server's INFO text (monitoring). */
  info?(): Promise<string>;
  close(): Promise<void>;
}
