import { describe, expect, it } from 'vitest';
import { createLocalCache } from './local';

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('local cache', () => {
  it('loads a key once for concurrent callers and keeps it', async () => {
    const c = createLocalCache<number>({ ttlMs: 1000, max: 10 });
    let loads = 0;
    const d = deferred<number>();
    const load = () => (loads++, d.promise);
    const both = Promise.all([c.get('k', load), c.get('k', load)]);
    d.resolve(7);
    expect(await both).toEqual([7, 7]);
    expect(await c.get('k', load)).toBe(7);
    expect(loads).toBe(1);
  });

  it('does not keep what a load read while a drop happened (it may be the row before the write)', async () => {
    const c = createLocalCache<string>({ ttlMs: 1000, max: 10 });
    const stale = deferred<string>();
    const first = c.get('user', () => stale.promise);
    c.drop(['user']); // the write commits and drops the key while the read is under way
    stale.resolve('before');
    expect(await first).toBe('before');
    // The next request does not join the stale load, and reads again.
    expect(await c.get('user', async () => 'after')).toBe('after');
    expect(c.peek('user')).toBe('after');
  });

  it('getMany reads only the missing keys in one call, and keeps nothing read across a drop', async () => {
    const c = createLocalCache<number>({ ttlMs: 1000, max: 10 });
    c.set('a', 1);
    const asked: string[][] = [];
    const got = await c.getMany(['a', 'b', 'c'], async (missing) => (asked.push(missing), new Map(missing.map((k) => [k, k.charCodeAt(0)]))));
    expect([...got.entries()].sort()).toEqual([['a', 1], ['b', 98], ['c', 99]]);
    expect(asked).toEqual([['b', 'c']]);
    const later = c.getMany(['d'], async (missing) => {
      c.clear();
      return new Map(missing.map((k) => [k, 4]));
    });
    expect((await later).get('d')).toBe(4);
    expect(c.peek('d')).toBeUndefined();
  });

  it('expires entries after the ttl and keeps at most max, dropping the oldest', async () => {
    let now = 0;
    const c = createLocalCache<number>({ ttlMs: 100, max: 2, now: () => now });
    c.set('a', 1);
    c.set('b', 2);
    c.set('c', 3);
    expect([c.peek('a'), c.peek('b'), c.peek('c')]).toEqual([undefined, 2, 3]);
    now = 100;
    expect(c.peek('b')).toBeUndefined();
    expect(await c.get('b', async () => 5)).toBe(5);
  });

  it('does not keep a failed load or an undefined value', async () => {
    const c = createLocalCache<number | undefined>({ ttlMs: 100, max: 2 });
    await expect(c.get('x', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await c.get('x', async () => undefined)).toBeUndefined();
    expect(c.size).toBe(0);
  });
});
