import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';

export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export function createHasher(params: Argon2Params) {
  const opts = { type: argon2.argon2id as 0 | 1 | 2, ...params };
  // Verified against for unknown user names, so that "no such user" costs as long as "wrong password".
  const dummy = argon2.hash(randomBytes(16).toString('hex'), opts);
  return {
    hash: (plain: string) => argon2.hash(plain, opts),
    async verify(hash: string | null | undefined, plain: string): Promise<boolean> {
      try {
        if (!hash) {
          await argon2.verify(await dummy, plain);
          return false;
        }
        return await argon2.verify(hash, plain);
      } catch {
        return false;
      }
    },
  };
}

export type Hasher = ReturnType<typeof createHasher>;
