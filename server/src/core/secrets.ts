import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './db/client';
import { sysConfig } from './db/schema/index';

export interface Secrets {
  /** Signs session tokens (HS256). */
  jwtKey: Uint8Array;
  /** The X-Sign key the web client fetches after sign-in. */
  signKey: string;
  /** AES-256 key (32 bytes) sealing stored data-source passwords. */
  dataSourceKey: Buffer;
}

/**
 * Reads a per-deployment secret, creating it on first start. Insert-if-absent then read, so that two instances
 * starting together end up with the same value.
 */
async function ensureSecret(db: Db, key: string, make: () => string): Promise<string> {
  await db.insert(sysConfig).values({ key, value: make() }).onConflictDoNothing();
  const [row] = await db.select().from(sysConfig).where(eq(sysConfig.key, key));
  return row.value;
}

export async function loadSecrets(db: Db): Promise<Secrets> {
  const jwt = await ensureSecret(db, 'jwt_secret', () => randomBytes(48).toString('base64url'));
  const sign = await ensureSecret(db, 'sign_secret', () => randomBytes(16).toString('hex'));
  const dataSource = await ensureSecret(db, 'data_source_key', () => randomBytes(32).toString('base64url'));
  return { jwtKey: new TextEncoder().encode(jwt), signKey: sign, dataSourceKey: Buffer.from(dataSource, 'base64url') };
}
