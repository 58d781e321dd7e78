/**
 * A fixed-window counter per key (the caller's address, a link's token) for the queue's public endpoints, which
 * answer without sign-in: enough to keep a script from hammering check-in or opening sockets by the thousand. Kept
 * in this instance's memory: with several instances each counts its own share, which still bounds a caller.
 */
export function createThrottle(limit: number, windowMs: number) {
  const hits = new Map<string, { start: number; n: number }>();
  return {
    /** Counts one use of `key`; false once it has been used `limit` times in the current window. */
    allow(key: string, now = Date.now()): boolean {
      let h = hits.get(key);
      if (!h || now - h.start >= windowMs) {
        if (hits.size > 50_000) for (const [k, v] of hits) if (now - v.start >= windowMs) hits.delete(k);
        hits.set(key, (h = { start: now, n: 0 }));
      }
      h.n += 1;
      return h.n <= limit;
    },
  };
}
