import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Db } from './db/client';
import { sysConfig } from './db/schema/index';
import { SECRET_FIELDS, SECRET_RULES, type SecretValues } from './secret-rules';

export interface Secrets {
  /** Signs session tokens (HS256). */
  jwtKey: Uint8Array;
  /** The X-Sign key the web client fetches after sign-in. */
  signKey: string;
  /** AES-256 key (32 bytes) sealing stored data-source passwords. */
  dataSourceKey: Buffer;
}

export type { SecretValues } from './secret-rules';

/** Where the secrets come from: values set in the environment win, else the file (created at first start). */
export interface SecretsSource {
  file: string;
  env?: Partial<SecretValues>;
}

/** Names the secrets had in sys_config before they left the database. */
export const LEGACY_SECRET_KEYS = { jwtSecret: 'jwt_secret', signSecret: 'sign_secret', dataSourceKey: 'data_source_key' } as const;
const FIELDS = SECRET_FIELDS;

const generate = (): SecretValues => ({
  jwtSecret: randomBytes(48).toString('base64url'),
  signSecret: randomBytes(16).toString('hex'),
  dataSourceKey: randomBytes(32).toString('base64url'),
});

/** Refuses a value too weak to sign or seal with, naming the setting and where the value came from. */
function checked(v: Partial<SecretValues>, where: string): SecretValues {
  const problems = FIELDS.flatMap((f) => {
    const p = SECRET_RULES[f].problem(v[f]);
    return p ? [`${SECRET_RULES[f].env} (${f}) ${p}`] : [];
  });
  if (problems.length) throw new Error(`Invalid secrets in ${where}: ${problems.join('; ')}`);
  return { jwtSecret: v.jwtSecret!, signSecret: v.signSecret!, dataSourceKey: v.dataSourceKey! };
}

/** Parses the file's text; undefined while it is still empty (another instance is writing it). */
function parse(text: string, file: string): SecretValues | undefined {
  if (!text.trim()) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`The secrets file ${file} is not valid JSON; fix it or restore it from a backup (a new one would make every token and stored data-source password unusable)`);
  }
  if (!parsed || typeof parsed !== 'object') throw new Error(`The secrets file ${file} must hold a JSON object {jwtSecret, signSecret, dataSourceKey}`);
  return checked(parsed as Partial<SecretValues>, `the secrets file ${file}`);
}

/** Reads the file, tightening its mode to 0600 when it is looser; undefined when there is none. */
async function readFile(file: string): Promise<SecretValues | undefined> {
  // An instance that lost the race to create the file may find it created but still empty: wait for its content.
  for (let attempt = 0; ; attempt++) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw new Error(`Cannot read the secrets file ${file} (SECRETS_FILE): ${(e as Error).message}`);
    }
    const values = parse(text, file);
    if (values) {
      // Readable by the server's own user alone.
      if ((statSync(file).mode & 0o077) !== 0) {
        try {
          chmodSync(file, 0o600);
        } catch (e) {
          throw new Error(`The secrets file ${file} is readable by others and its mode cannot be set to 0600: ${(e as Error).message}`);
        }
      }
      return values;
    }
    if (attempt >= 20) throw new Error(`The secrets file ${file} is empty; remove it to generate new secrets, or restore it from a backup`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Writes the file only if it does not exist (flag 'wx'), mode 0600, so that two instances starting together on
 * one disk agree: the loser reads the winner's file.
 */
async function createFile(file: string, values: SecretValues): Promise<SecretValues> {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(values, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
    // The mode given to open() is narrowed by the umask only; make sure of it anyway.
    chmodSync(file, 0o600);
    return values;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw new Error(`Cannot create the secrets file ${file} (SECRETS_FILE): ${(e as Error).message}`);
    const theirs = await readFile(file);
    if (!theirs) throw new Error(`The secrets file ${file} vanished while it was being created`);
    return theirs;
  }
}

/**
 * The deployment's secrets, never kept where a query can read them: the environment (JWT_SECRET, SIGN_SECRET,
 * DATA_SOURCE_KEY, each optional, each winning over the file), or a file outside the database (SECRETS_FILE,
 * mode 0600) generated at the first start. A deployment that kept them in sys_config keeps their values (tokens in
 * flight, sealed data-source passwords): when there is no file yet they are written to it, then the rows are
 * deleted. After this, sys_config holds none of them.
 */
export async function loadSecrets(db: Db, source: SecretsSource): Promise<Secrets> {
  const env = Object.fromEntries(Object.entries(source.env ?? {}).filter(([, v]) => v)) as Partial<SecretValues>;
  for (const f of FIELDS) {
    const p = env[f] === undefined ? undefined : SECRET_RULES[f].problem(env[f]);
    if (p) throw new Error(`Invalid secrets in the environment: ${SECRET_RULES[f].env} ${p}`);
  }
  const rows = await db.select().from(sysConfig).where(inArray(sysConfig.key, Object.values(LEGACY_SECRET_KEYS)));
  const legacy: Partial<SecretValues> = {};
  for (const f of FIELDS) {
    const row = rows.find((r) => r.key === LEGACY_SECRET_KEYS[f]);
    if (row && !SECRET_RULES[f].problem(row.value)) legacy[f] = row.value;
  }

  let file = await readFile(source.file);
  // The file is needed unless the environment gives every secret; it is also where legacy values are kept safe.
  const needFile = FIELDS.some((f) => !env[f]) || Object.keys(legacy).length > 0;
  if (!file && needFile) file = await createFile(source.file, { ...generate(), ...legacy });
  const values = checked({ ...file, ...env }, 'the environment and the secrets file');

  if (rows.length) await db.delete(sysConfig).where(inArray(sysConfig.key, Object.values(LEGACY_SECRET_KEYS)));
  return {
    jwtKey: new TextEncoder().encode(values.jwtSecret),
    signKey: values.signSecret,
    dataSourceKey: Buffer.from(values.dataSourceKey, 'base64url'),
  };
}
