import { jwtVerify, SignJWT } from 'jose';

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

export async function verifyToken(key: Uint8Array, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    if (typeof payload.sid !== 'string' || typeof payload.username !== 'string') return null;
    return { sid: payload.sid, username: payload.username };
  } catch {
    return null;
  }
}
