import { createMemoryCache } from './memory';
import { createRedisCache } from './redis';
import type { Cache } from './types';

export { EVERY_KEY, type Cache } from './types';

export async function createCache(redisUrl: string | undefined, prefix: string): Promise<Cache> {
  return redisUrl ? createRedisCache(redisUrl, prefix) : createMemoryCache();
}
