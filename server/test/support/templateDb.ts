import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../../src/core/config';
import { openDb } from '../../src/core/db/client';
import { REPO_ROOT } from '../../src/core/config';
import { prepareDb, type PreparedDb } from '../../src/prepare-db';

/**
 * A migrated and seeded database for the test apps to start from. Migrating and seeding a fresh database took each
 * test app ~2 s on a quiet machine (PGlite's initdb, 20-odd migrations, the seed's hundreds of menus and dictionary
 * items) and ten on a loaded one; a copy of a prepared one takes a fraction of that. The template is made once per
 * state of the source (its key hashes the migrations and every source file the seed may read), by whichever test
 * app first needs it, and then shared by every test file: PGlite's as a tarball in the temporary folder, PostgreSQL's
 * as a database that `create database … template` copies.
 */

/** The parts of the configuration the seed reads; a test app with others prepares its own database. */
export interface SeedConfig {
  adminInitialPassword?: string;
  argon2: Config['argon2'];
}

const SOURCE_DIRS = ['server/drizzle', 'server/src', 'shared/src'];
const isSource = (file: string) => !/\.test\.tsx?$/.test(file) && /\.(ts|tsx|sql|json)$/.test(file);

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? listFiles(full) : isSource(e.name) ? [full] : [];
  });
}

let cachedKey: string | undefined;
/** What the prepared database depends on: the source and the seed's configuration. */
function templateKey(seed: SeedConfig): string {
  if (!cachedKey) {
    const hash = createHash('sha256');
    for (const dir of SOURCE_DIRS)
      for (const file of listFiles(path.join(REPO_ROOT, dir)).sort()) {
        hash.update(path.relative(REPO_ROOT, file));
        hash.update(readFileSync(file));
      }
    cachedKey = hash.digest('hex');
  }
  return createHash('sha256').update(cachedKey).update(JSON.stringify(seed)).digest('hex').slice(0, 20);
}

const PGLITE_PREFIX = 'meiyun-test-db-';
const HOUR = 3_600_000;

/** Tarballs of other source states, left by earlier runs, go once they are an hour old (another checkout may be using its own). */
function removeStaleTarballs(keep: string) {
  const dir = os.tmpdir();
  for (const name of readdirSync(dir)) {
    if (!name.startsWith(PGLITE_PREFIX) || name.startsWith(keep)) continue;
    const file = path.join(dir, name);
    try {
      if (Date.now() - statSync(file).mtimeMs > HOUR) unlinkSync(file);
    } catch {
      // Another process removed it first.
    }
  }
}

/** PGlite: the prepared database's tarball and what preparing it answered. */
export async function pgliteTemplate(config: Config, seed: SeedConfig): Promise<{ tarball: Blob; prepared: PreparedDb }> {
  const base = path.join(os.tmpdir(), `${PGLITE_PREFIX}${templateKey(seed)}`);
  const [tarFile, metaFile] = [`${base}.tar`, `${base}.json`];
  if (!existsSync(tarFile) || !existsSync(metaFile)) {
    removeStaleTarballs(`${PGLITE_PREFIX}${templateKey(seed)}`);
    const handle = await openDb({});
    try {
      const { seedResult, demo } = await prepareDb(handle, config);
      const tarball = Buffer.from(await (await handle.dump!()).arrayBuffer());
      // Written aside and renamed: a file beside it reading at the same moment sees the whole tarball or none.
      const part = `.${randomBytes(4).toString('hex')}.part`;
      writeFileSync(tarFile + part, tarball);
      writeFileSync(metaFile + part, JSON.stringify({ seedResult, demo }));
      renameSync(tarFile + part, tarFile);
      renameSync(metaFile + part, metaFile);
    } finally {
      await handle.close();
    }
  }
  return { tarball: new Blob([readFileSync(tarFile)]), prepared: JSON.parse(readFileSync(metaFile, 'utf8')) as PreparedDb };
}

const PG_PREFIX = 'meiyun_tpl_';

/**
 * PostgreSQL: the name of the prepared template database on the server of `adminUrl`, made under an advisory lock
 * by the first test app that needs it (the others wait), and what preparing it answered (kept as its comment).
 * Templates of other source states are dropped when a new one is made.
 */
export async function postgresTemplate(adminUrl: string, config: Config, seed: SeedConfig): Promise<{ name: string; prepared: PreparedDb }> {
  const name = `${PG_PREFIX}${templateKey(seed)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [PG_PREFIX]);
    const found = await admin.query<{ comment: string | null }>('select shobj_description(oid, $2) as comment from pg_database where datname = $1', [name, 'pg_database']);
    if (found.rows[0]?.comment) return { name, prepared: JSON.parse(found.rows[0].comment) as PreparedDb };

    const stale = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${PG_PREFIX}%`]);
    for (const { datname } of stale.rows) await admin.query(`drop database if exists ${pg.escapeIdentifier(datname)} with (force)`);
    await admin.query(`create database ${pg.escapeIdentifier(name)}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDb({ databaseUrl: url.toString() });
    let prepared: PreparedDb;
    try {
      const { seedResult, demo } = await prepareDb(handle, config);
      prepared = { seedResult, demo };
    } finally {
      await handle.close();
    }
    // The comment marks the template complete: a run stopped halfway leaves none, and the next one starts again.
    await admin.query(`comment on database ${pg.escapeIdentifier(name)} is ${pg.escapeLiteral(JSON.stringify(prepared))}`);
    return { name, prepared };
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [PG_PREFIX]).catch(() => undefined);
    await admin.end();
  }
}
