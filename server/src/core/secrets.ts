import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
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

/** The secrets as text: from the environment, or the secrets file. */
export interface SecretValues {
  jwtSecret: string;
  signSecret: string;
  dataSourceKey: string;
}

/** Where the secrets come from: values set in the environment win, else the file (created at first start). */
export interface SecretsSource {
  file: string;
  env?: Partial<SecretValues>;
}

/** Names the secrets had in sys_config before they left the database. */
const LEGACY_KEYS = { jwtSecret: 'jwt_secret', signSecret: 'sign_secret', dataSourceKey: 'data_source_key' } as const;

const generate = (): SecretValues => ({
  jwtSecret: randomBytes(48).toString('base64url'),
  signSecret: randomBytes(16).toString('hex'),
  dataSourceKey: randomBytes(32).toString('base64url'),
});

/** Refuses a value too weak to sign or seal with, naming the setting. */
function checked(v: SecretValues, where: string): SecretValues {
  if (typeof v.jwtSecret !== 'string' || v.jwtSecret.length < 32) throw new Error(`${where}: the token signing secret (JWT_SECRET) must be at least 32 characters`);
  if (typeof v.signSecret !== 'string' || v.signSecret.length < 16) throw new Error(`${where}: the X-Sign secret (SIGN_SECRET) must be at least 16 characters`);
  if (typeof v.dataSourceKey !== 'string' || Buffer.from(v.dataSourceKey, 'base64url').length !== 32) {
    throw new Error(`${where}: the data-source key (DATA_SOURCE_KEY) must be 32 bytes in base64url`);
  }
  return v;
}

function readFile(file: string): SecretValues | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`Cannot read the secrets file ${file}: ${(e as Error).message}`);
  }
  let parsed: SecretValues;
  try {
    parsed = JSON.parse(text) as SecretValues;
  } catch {
    throw new Error(`The secrets file ${file} is not valid JSON`);
  }
  // Readable by the server's own user alone.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  return checked(parsed, file);
}

/**
 * Writes the file only if it does not exist ('wx'), so that two instances starting together on one disk agree:
 * the loser reads the winner's file.
 */
function createFile(file: string, values: SecretValues): SecretValues {
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${JSON.stringify(values, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
    return values;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw new Error(`Cannot create the secrets file ${file}: ${(e as Error).message}`);
    return readFile(file)!;
  }
}

/**
 * The deployment's secrets, never kept where a query can read them: the environment, or a file outside the
 * database (mode 0600) generated at the first start. A deployment that kept them in sys_config keeps their values
 * (tokens in flight, sealed data-source passwords): they move to the file and leave the table.
 */
export async function loadSecrets(db: Db, source: SecretsSource): Promise<Secrets> {
  const rows = await db.select().from(sysConfig).where(inArray(sysConfig.key, Object.values(LEGACY_KEYS)));
  const legacy = new Map(rows.map((r) => [r.key, r.value]));
  const env = source.env ?? {};
  const fromEnv = env.jwtSecret && env.signSecret && env.dataSourceKey;
  let values: SecretValues;
  if (fromEnv) {
    values = checked(env as SecretValues, 'environment');
  } else {
    let file = readFile(source.file);
    if (!file) {
      const old = legacy.size === 3 ? { jwtSecret: legacy.get(LEGACY_KEYS.jwtSecret)!, signSecret: legacy.get(LEGACY_KEYS.signSecret)!, dataSourceKey: legacy.get(LEGACY_KEYS.dataSourceKey)! } : undefined;
      file = createFile(source.file, old ? checked(old, 'sys_config') : generate());
    }
    // A value set in the environment wins over the file's.
    values = checked({ ...file, ...Object.fromEntries(Object.entries(env).filter(([, v]) => v)) }, 'secrets');
  }
  if (legacy.size) await db.delete(sysConfig).where(inArray(sysConfig.key, Object.values(LEGACY_KEYS)));
  return {
    jwtKey: new TextEncoder().encode(values.jwtSecret),
    signKey: values.signSecret,
    dataSourceKey: Buffer.from(values.dataSourceKey, 'base64url'),
  };
}
