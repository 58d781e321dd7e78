import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { PreparingClient } from './prepared';

/**
 * One type for both drivers, so that no module knows which database it talks to. Queries name their tables (core's
 * in ./schema, each feature's beside it): no schema is handed to drizzle, whose relational queries are not used.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the versioned migrations in server/drizzle. */
  migrate(): Promise<void>;
  /** PGlite: the whole database as a tarball, to start another one from (the tests' prepared template). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DbOptions {
  databaseUrl?: string;
  /** PGlite data folder; undefined = in memory. */
  pgliteDir?: string;
  /** Hears every statement the application runs (tests count them: a request costs only its own work). */
  onStatement?: (sql: string) => void;
  /** PGlite in memory: start from this tarball of a database (`dump`) instead of an empty one. */
  pgliteLoad?: Blob;
}

export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'server', 'drizzle');

/**
 * PGlite's buffer cache lives in the server's own memory, all of it resident from the start (PGlite zeroes it), and the
 * operating system caches the data files anyway. Measured with 1 000 000 rows (`npm run bench`): 32 MB instead of
 * PGlite's 128 MB left lists, export and import as fast or faster and the server 80–120 MB smaller; with 200 000 rows
 * 16 MB instead of 32 MB left them as fast again and the server 18 MB smaller (bench/memory.bench.ts).
 */
const PGLITE_SHARED_BUFFERS = '16MB';

/** Any number, the same for every instance of the product, so that only one instance migrates at a time. */
const MIGRATION_LOCK_ID = 7_345_112_901;

const statementLogger = ({ onStatement }: DbOptions) => (onStatement ? { logQuery: (query: string) => onStatement(query) } : undefined);

/**
 * PGlite runs each statement on the server's own thread, and its queue starts the next statement as soon as the
 * last one resolves: under load the queued statements followed one another without the event loop reading a
 * socket, so new requests waited unread (with 200 connections, many until the client gave up after 10 s). Here the
 * statements go one at a time in the order they were asked for, with a turn of the event loop before each, so that
 * requests waiting to be read come in between.
 */
function yieldBeforeEachStatement(client: PGlite) {
  const query = client.query.bind(client);
  let last: Promise<unknown> = Promise.resolve();
  (client as { query: typeof client.query }).query = ((...args: Parameters<typeof client.query>) => {
    const run = last.then(() => new Promise((resolve) => setImmediate(resolve))).then(() => query(...args));
    last = run.catch(() => undefined);
    return run;
  }) as typeof client.query;
}

export async function openDb(opts: DbOptions): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, Client: PreparingClient });
    // An idle client losing its server must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, logger: statementLogger(opts) }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        const { migrate } = await import('drizzle-orm/node-postgres/migrator');
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          try {
            await migrate(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_DIR });
          } finally {
            await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
          }
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (opts.pgliteDir) mkdirSync(opts.pgliteDir, { recursive: true });
  // pg_trgm is available (as on PostgreSQL) for trigram indexes behind "contains" filters; created where used.
  const client = new PGlite({
    dataDir: opts.pgliteDir,
    loadDataDir: opts.pgliteLoad,
    extensions: { pg_trgm },
    postgresqlconf: [`shared_buffers = ${PGLITE_SHARED_BUFFERS}`],
  });
  await client.waitReady;
  yieldBeforeEachStatement(client);
  const db = drizzlePglite({ client, logger: statementLogger(opts) }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_DIR });
    },
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
