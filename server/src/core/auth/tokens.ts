import { jwtVerify, SignJWT } from 'jose';
import { createLocalCache, type LocalCache } from '../cache/local';

export interface TokenClaims {
  sid: string;
  username: string;
}

/** The JWT only names the session; the session row decides whether it still works. */
export async function signToken(key: Uint8Array, claims: TokenClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({ sid: claims.sid, username: claims.username })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
}

/**
 * Tokens already verified with a key, until they expire. Checking the signature was the largest single cost of a
 * request once who is asking came from memory; the same string with the same key verifies the same way every
 * time, so it is checked once (the session it names is still checked on every request).
 */
const verified = new WeakMap<Uint8Array, LocalCache<{ claims: TokenClaims; expiresMs: number }>>();

export async function verifyToken(key: Uint8Array, token: string): Promise<TokenClaims | null> {
  let known = verified.get(key);
  if (!known) verified.set(key, (known = createLocalCache({ ttlMs: 10 * 60_000, max: 20_000 })));
  const hit = known.peek(token);
  if (hit && hit.expiresMs > Date.now()) return hit.claims;
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    if (typeof payload.sid !== 'string' || typeof payload.username !== 'string') return null;
    const claims = { sid: payload.sid, username: payload.username };
    if (typeof payload.exp === 'number') known.set(token, { claims, expiresMs: payload.exp * 1000 });
    return claims;
  } catch {
    return null;
  }
}
