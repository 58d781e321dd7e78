import { fork } from 'node:child_process';
import path from 'node:path';
import type { Config } from './core/config';
import { openDb, type DbHandle } from './core/db/client';
import { createHasher, type Hasher } from './core/auth/password';
import { loadSecrets, type Secrets } from './core/secrets';
import { seed, type SeedResult } from './seed/index';
import { MODULES } from './modules/index';
import type { DemoCounts } from './modules/coal/demo/demo';
import { seedDemo } from './modules/coal/demo/seedDemo';
import { upgradeDailyDriverNames } from './modules/coal/reports/daily';

/** What preparing the database found or did, for the start-up printout and the log. */
export interface PreparedDb {
  seedResult: SeedResult;
  /** Rows of the demo company written by this run (DEMO_DATA=1 on an empty database), else null. */
  demo: DemoCounts | null;
}

/**
 * Everything the database needs before the server serves from it: the migrations, the secrets (a legacy deployment's
 * are moved out of sys_config), the seed, and the demo company when DEMO_DATA asks for it.
 */
export async function prepareDb(handle: DbHandle, config: Config, hasher: Hasher = createHasher(config.argon2)): Promise<PreparedDb & { secrets: Secrets }> {
  await handle.migrate();
  // Once per database: the daily sums summed before migration 0015 keyed them by driver (docs/reports.md).
  await upgradeDailyDriverNames(handle.db);
  const secrets = await loadSecrets(handle.db, { file: config.secretsFile, env: config.secretsEnv });
  const seedResult = await seed(handle.db, hasher, config.adminInitialPassword, MODULES);
  const demo = config.demoData ? await seedDemo(handle.db, config.secretsFile) : null;
  return { secrets, seedResult, demo };
}

/** Set in the child's environment: it prepares the database, reports, and exits. */
const PREPARE_ONLY = 'MEIYUN_PREPARE_DB_ONLY';

type ChildReport = { ok: true; prepared: PreparedDb } | { ok: false; message: string };

/**
 * The embedded database on disk is migrated and seeded in a process of its own. PGlite's WebAssembly memory only
 * grows: the first start's migrations and seed took it (and V8's compiled code for it) to ~800 MB resident, and a
 * process keeps that until it ends. The child ends; the server then opens the prepared database afresh and stays
 * at what serving needs (README, "What a user sees"; bench/memory.bench.ts). PostgreSQL's memory is its own
 * process's, and the in-memory database of the tests dies with its process: both are prepared in-process.
 */
export function preparesInChild(config: Config): boolean {
  return !config.databaseUrl && !config.inMemoryDb;
}

/** The dir PGlite keeps the embedded database in. */
export const pgliteDir = (config: Config) => path.join(config.dataDir, 'pglite');

/**
 * Runs this same program (the compiled server, or src/main.ts under tsx) again with PREPARE_ONLY set, and resolves
 * with what it prepared; its failure becomes this process's, with its message. A signal that stops this process
 * while the child works stops the child too.
 */
export function prepareInChild(): Promise<PreparedDb> {
  return new Promise((resolve, reject) => {
    // fork: the same Node, with this process's flags (heap ceiling, a loader under tsx) and an IPC channel. Not with
    // the malloc setting `npm start` gives the server (scripts/build-server.mjs serverEnv): it keeps a long-running
    // process small, and cost this short one a second on a first start (an mmap for every block of 32 KB or more).
    const { MALLOC_MMAP_THRESHOLD_: _, ...env } = process.env;
    const child = fork(process.argv[1], process.argv.slice(2), {
      env: { ...env, [PREPARE_ONLY]: '1' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let report: ChildReport | undefined;
    child.on('message', (m) => (report = m as ChildReport));
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      if (report?.ok && code === 0) resolve(report.prepared);
      else if (report && !report.ok) reject(new Error(report.message));
      else reject(new Error(`preparing the database stopped (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** True in the child prepareInChild starts. */
export const isPrepareChild = () => process.env[PREPARE_ONLY] === '1';

/** The child's whole work (see prepareInChild): prepare the database, close it, report to the parent, exit. */
export async function runPrepareChild(config: Config): Promise<never> {
  let report: ChildReport;
  try {
    const handle = await openDb({ pgliteDir: pgliteDir(config) });
    try {
      const { seedResult, demo } = await prepareDb(handle, config);
      report = { ok: true, prepared: { seedResult, demo } };
    } catch (err) {
      await handle.close().catch(() => undefined);
      throw err;
    }
    await handle.close();
  } catch (err) {
    report = { ok: false, message: err instanceof Error ? err.message : String(err) };
  }
  await new Promise((resolve) => process.send!(report, resolve));
  process.exit(report.ok ? 0 : 1);
}
