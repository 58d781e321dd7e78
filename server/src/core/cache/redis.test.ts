import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createRedisCache } from './redis';
import { EVERY_KEY } from './types';

const REDIS_URL = process.env.REDIS_URL;

describe.skipIf(!REDIS_URL)('the invalidation channel through Redis', () => {
  it('tells the other instance the keys dropped, and everything when its subscription was lost', async () => {
    const prefix = `meiyun:t:${randomBytes(4).toString('hex')}:`;
    const a = await createRedisCache(REDIS_URL!, prefix);
    const b = await createRedisCache(REDIS_URL!, prefix);
    const heard: string[][] = [];
    b.onInvalidate((keys) => heard.push(keys));
    try {
      await a.invalidate('sess:1', 'ident:user:2');
      await expect.poll(() => heard, { timeout: 2000 }).toContainEqual(['sess:1', 'ident:user:2']);

      // Messages sent while a subscription is down are lost: its instance is told to drop every copy.
      heard.length = 0;
      const admin = new Redis(REDIS_URL!);
      const list = String(await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
      const ids = list.split('\n').filter((l) => l.includes(`name=${prefix}invalidate`)).map((l) => /id=(\d+)/.exec(l)![1]);
      expect(ids).toHaveLength(2); // A's and B's; B connected last, so its id is the larger
      await admin.call('CLIENT', 'KILL', 'ID', String(Math.max(...ids.map(Number))));
      await admin.quit();
      await expect.poll(() => heard.filter((k) => k.includes(EVERY_KEY)).length, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
      // ... and hears the next drops once it is back.
      await expect
        .poll(
          async () => {
            await a.invalidate('sess:3');
            return heard.some((k) => k.includes('sess:3'));
          },
          { timeout: 5000, interval: 100 },
        )
        .toBe(true);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
