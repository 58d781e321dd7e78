import { createHash } from 'node:crypto';

/** Seeded rows get ids derived from a stable name, so every start (and every instance) agrees on them. */
export const seedId = (name: string) => createHash('md5').update(`meiyun-seed:${name}`).digest('hex');
