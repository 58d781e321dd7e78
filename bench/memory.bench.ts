/**
 * The server's resident memory (VmRSS of its process) as a user meets it, on the embedded PGlite and on PostgreSQL:
 *
 *   idle after the first start    a fresh DATA_DIR (or database): migrated, seeded, then BENCH_IDLE_SECONDS idle
 *   idle after a second start     the same data, started again, BENCH_IDLE_SECONDS idle
 *   after BENCH_REQUESTS requests the admin's user list (10 rows), 10 connections, signed in
 *   after an export               the user list as xlsx (GET /api/sys/user/exportXls)
 *   settled                       BENCH_IDLE_SECONDS after the export
 *
 * and the peak (VmHWM) of the second start's process. The server is the product's, compiled and started as
 * `npm start` starts it (e2e/support/server.ts), on a fresh temporary DATA_DIR every run; on PostgreSQL every run
 * gets a new database on BENCH_PG_SERVER, dropped at its end. Figures are medians of BENCH_RUNS runs.
 *
 *   npm run bench:memory                                  both databases
 *   BENCH_PHASES=pglite npm run bench:memory              only the embedded one (or postgres)
 *   BENCH_RUNS=3 BENCH_IDLE_SECONDS=10 BENCH_REQUESTS=10000
 *   BENCH_PG_SERVER=postgres://postgres@127.0.0.1:5432/postgres   where the scratch databases are made
 *   BENCH_NODE_ARGS="--max-semi-space-size=4"             more Node flags for the server, to compare settings
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { startServer, type RunningServer } from '../e2e/support/server';
import { mb, median, resetPeak, serverMemory } from './support/compiled-server';
import { scratchDatabase, signIn } from './support/product';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const IDLE_MS = Number(process.env.BENCH_IDLE_SECONDS ?? 10) * 1000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 10_000);
const CONNECTIONS = 10;
const PHASES = (process.env.BENCH_PHASES ?? 'pglite,postgres').split(',').map((p) => p.trim());
const PG_SERVER = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const PASSWORD = 'Bench@2024x';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One run's figures: MB, except the timings. */
interface Run {
  firstStartS: number;
  firstIdle: number;
  secondStartS: number;
  secondIdle: number;
  afterRequests: number;
  reqPerS: number;
  p50Ms: number;
  p99Ms: number;
  afterExport: number;
  exportS: number;
  settled: number;
  peak: number;
}

async function start(env: Record<string, string>): Promise<{ server: RunningServer; seconds: number }> {
  const t0 = performance.now();
  const server = await startServer({ LOG_LEVEL: 'warn', ADMIN_INITIAL_PASSWORD: PASSWORD, ...env }, { nodeArgs: NODE_ARGS });
  return { server, seconds: (performance.now() - t0) / 1000 };
}

/** REQUESTS list requests, CONNECTIONS at a time; every reply must be a success. */
function listLoad(url: string, token: string) {
  const t0 = performance.now();
  let last = t0;
  return new Promise<{ reqPerS: number; p50Ms: number; p99Ms: number }>((resolve, reject) => {
    const instance = autocannon(
      { url, headers: { 'x-access-token': token }, connections: CONNECTIONS, amount: REQUESTS, verifyBody: (body) => !!body?.includes('"success":true') },
      (err, r) => {
        if (err) return reject(err);
        if (r.mismatches || r.errors || r.non2xx) return reject(new Error(`user list: ${r.mismatches} failed replies, ${r.errors} errors, ${r.non2xx} non-2xx`));
        // Up to the last reply: autocannon ends (and counts its duration) on whole seconds, too coarse for a few.
        resolve({ reqPerS: r.requests.total / ((last - t0) / 1000), p50Ms: r.latency.p50, p99Ms: r.latency.p99 });
      },
    );
    instance.on('response', () => (last = performance.now()));
  });
}

async function oneRun(env: Record<string, string>): Promise<Run> {
  const rss = (s: RunningServer) => mb(serverMemory(s.pid).rss);

  const first = await start(env);
  let firstIdle: number;
  try {
    // Printed just after listening: it may reach this process a moment after the health check.
    const printed = () => first.server.output().includes('First sign-in: admin, with the password given in ADMIN_INITIAL_PASSWORD');
    for (let i = 0; i < 50 && !printed(); i++) await sleep(100);
    if (!printed()) throw new Error(`the first start did not print the first sign-in:\n${first.server.output()}`);
    await sleep(IDLE_MS);
    firstIdle = rss(first.server);
  } finally {
    await first.server.stop();
  }

  const second = await start(env);
  const s = second.server;
  try {
    await sleep(IDLE_MS);
    const secondIdle = rss(s);
    const api = `${s.url}/api`;
    const token = await signIn(api, PASSWORD);
    resetPeak(s.pid);
    const load = await listLoad(`${api}/sys/user/list?pageNo=1&pageSize=10`, token);
    const afterRequests = rss(s);
    const t0 = performance.now();
    const r = await fetch(`${api}/sys/user/exportXls`, { headers: { 'x-access-token': token } });
    const body = Buffer.from(await r.arrayBuffer());
    if (r.status !== 200 || !String(r.headers.get('content-type')).includes('spreadsheet')) throw new Error(`export failed: ${body.toString('utf8', 0, 200)}`);
    const exportS = (performance.now() - t0) / 1000;
    const afterExport = rss(s);
    await sleep(IDLE_MS);
    return {
      firstStartS: first.seconds,
      firstIdle,
      secondStartS: second.seconds,
      secondIdle,
      afterRequests,
      ...load,
      afterExport,
      exportS,
      settled: rss(s),
      peak: mb(serverMemory(s.pid).peak),
    };
  } finally {
    await s.stop();
  }
}

async function phase(name: string, setUp: () => Promise<{ env: Record<string, string>; done: () => Promise<void> }>): Promise<Run[]> {
  const runs: Run[] = [];
  for (let i = 1; i <= RUNS; i++) {
    const { env, done } = await setUp();
    try {
      const run = await oneRun(env);
      runs.push(run);
      console.log(`${name} run ${i}: ${JSON.stringify(run, (_k, v: unknown) => (typeof v === 'number' && !Number.isInteger(v) ? Number(v.toFixed(2)) : v))}`);
    } finally {
      await done();
    }
  }
  return runs;
}

const pglite = async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'meiyun-memory-'));
  // '' unsets it: loadConfig ignores empty settings.
  return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, done: async () => rmSync(dataDir, { recursive: true, force: true }) };
};

const postgres = async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'meiyun-memory-'));
  const db = await scratchDatabase(PG_SERVER, 'meiyun_memory');
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: db.url },
    done: async () => {
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

const ROWS: [string, keyof Run, (n: number) => string][] = [
  ['first start: listening after', 'firstStartS', (n) => `${n.toFixed(1)} s`],
  ['idle after the first start', 'firstIdle', (n) => `${n} MB`],
  ['second start: listening after', 'secondStartS', (n) => `${n.toFixed(1)} s`],
  ['idle after a second start', 'secondIdle', (n) => `${n} MB`],
  [`after ${REQUESTS} list requests`, 'afterRequests', (n) => `${n} MB`],
  ['  those requests: req/s', 'reqPerS', (n) => n.toFixed(0)],
  ['  those requests: p50', 'p50Ms', (n) => `${n.toFixed(1)} ms`],
  ['  those requests: p99', 'p99Ms', (n) => `${n.toFixed(1)} ms`],
  ['after an export (user list, xlsx)', 'afterExport', (n) => `${n} MB`],
  [`settled (${IDLE_MS / 1000} s later)`, 'settled', (n) => `${n} MB`],
  ['peak of the second start', 'peak', (n) => `${n} MB`],
];

async function main() {
  console.log(
    `Server memory (VmRSS), medians of ${RUNS} runs; idle = ${IDLE_MS / 1000} s after listening; ${availableParallelism()} cores, shared` +
      `${NODE_ARGS.length ? `; extra Node flags: ${NODE_ARGS.join(' ')}` : ''}.`,
  );
  const results: [string, Run[]][] = [];
  if (PHASES.includes('pglite')) results.push(['PGlite (embedded)', await phase('PGlite', pglite)]);
  if (PHASES.includes('postgres')) results.push(['PostgreSQL', await phase('PostgreSQL', postgres)]);
  const head = ['', ...results.map(([name]) => name)];
  const body = ROWS.map(([label, key, f]) => [label, ...results.map(([, runs]) => f(median(runs.map((r) => r[key]))))]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log(`\n${line(head)}\n|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const b of body) console.log(line(b));
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
