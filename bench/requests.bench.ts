/**
 * What one API request costs, side by side in one run (docs/request-costs.md):
 *
 *   A. PostgreSQL, 20 connections for BENCH_SECONDS (15): GET /api/health, the user list's first 10 rows signed in as
 *      the admin, and pgbench (-c 20 -j 2) on the SQL that list request ran, captured from the server at run time.
 *   B. The embedded PGlite (a fresh temporary DATA_DIR), 200 connections for BENCH_PGLITE_SECONDS (30): the same list,
 *      and health for reference; a request with no reply after 10 s counts as timed out.
 *
 *   npm run bench:requests
 *   DATABASE_URL=postgres://... npm run bench:requests    that database, kept (default: a fresh one on
 *                                                         postgres://postgres@127.0.0.1:5432, dropped at the end)
 *   BENCH_SECONDS=15 BENCH_PGLITE_SECONDS=30 BENCH_WARMUP_SECONDS=3 BENCH_PHASES=postgres,pglite
 *
 * The server runs compiled, as `npm start` runs it, in its own process; the load comes from autocannon in this one.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuSplitMs, machineBusyMs, mb, resetPeak, serverMemory, startCompiledServer } from './support/compiled-server';
import { scratchDatabase, signIn } from './support/product';
import type { CapturedRequest, CapturedStatement } from './support/request-bench-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PGLITE_SECONDS = Number(process.env.BENCH_PGLITE_SECONDS ?? 30);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const PHASES = new Set((process.env.BENCH_PHASES ?? 'postgres,pglite').split(',').map((p) => p.trim()));
const PG_CONNECTIONS = 20;
const PGLITE_CONNECTIONS = 200;
const TIMEOUT_SECONDS = 10;
const PGBENCH = process.env.PGBENCH ?? '/usr/bin/pgbench';
const PGBENCH_MODE = process.env.BENCH_PGBENCH_MODE === 'extended' ? 'extended' : 'prepared';
const PG_SERVER = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = process.env.ADMIN_INITIAL_PASSWORD ?? 'Bench@2024x';
const LIST = '/sys/user/list?pageNo=1&pageSize=10';
const here = path.dirname(fileURLToPath(import.meta.url));
const workDir = mkdtempSync(path.join(tmpdir(), 'meiyun-requests-'));

interface Row {
  phase: string;
  what: string;
  connections: number;
  seconds: number;
  /** Successful replies (2xx with success:true) per second. */
  rps: number;
  p50?: number;
  p99?: number;
  max?: number;
  /** Replies that were not a success, and connection errors other than timeouts. */
  errors?: number;
  timeouts?: number;
  /** The server process's CPU time per successful reply, in microseconds (user + system). */
  cpuUs?: number;
  note?: string;
}
const rows: Row[] = [];
const memory: string[] = [];

interface Server {
  pid: number;
  base: string;
  stop(): Promise<void>;
}

async function startServer(env: NodeJS.ProcessEnv): Promise<Server> {
  const { child, ready } = await startCompiledServer<{ port: number; dbKind: string }>(path.join(here, 'support', 'request-bench-server.ts'), env);
  const kill = () => child.kill('SIGTERM');
  process.on('exit', kill);
  return {
    pid: child.pid!,
    base: `http://127.0.0.1:${ready.port}/api`,
    stop: () =>
      new Promise<void>((resolve) => {
        process.off('exit', kill);
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        kill();
      }),
  };
}

/** One autocannon run: latencies of every 2xx reply (to 0.1 ms), successes per second, failures and timeouts. */
function load(url: string, headers: Record<string, string>, connections: number, seconds: number) {
  return new Promise<{ rps: number; p50: number; p99: number; max: number; errors: number; timeouts: number }>((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      { url, headers, connections, duration: seconds, timeout: TIMEOUT_SECONDS, verifyBody: (body) => !!body?.includes('"success":true') },
      (err, r) => {
        if (err) return reject(err);
        latencies.sort((a, b) => a - b);
        const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
        const ok = r.requests.total - r.mismatches;
        resolve({ rps: ok / r.duration, p50: at(0.5), p99: at(0.99), max: latencies[latencies.length - 1] ?? NaN, errors: r.mismatches + r.errors - r.timeouts, timeouts: r.timeouts });
      },
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) latencies.push(ms);
    });
  });
}

async function measure(phase: string, what: string, url: string, headers: Record<string, string>, connections: number, seconds: number, pid: number) {
  if (WARMUP_SECONDS > 0) await load(url, headers, connections, WARMUP_SECONDS);
  process.stdout.write(`  ${what}: ${connections} connections, ${seconds} s… `);
  const cpuBefore = cpuSplitMs(pid);
  const machineBefore = machineBusyMs();
  const r = await load(url, headers, connections, seconds);
  const cpuAfter = cpuSplitMs(pid);
  const perReply = (ms: number) => (ms * 1000) / Math.max(1, r.rps * seconds);
  const systemUs = perReply(cpuAfter.system - cpuBefore.system);
  const cpuUs = perReply(cpuAfter.user - cpuBefore.user) + systemUs;
  const machineUs = perReply(machineBusyMs() - machineBefore);
  console.log(
    `${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ` +
      `server CPU ${cpuUs.toFixed(0)} µs per reply (${systemUs.toFixed(0)} of it in the kernel), whole machine ${machineUs.toFixed(0)} µs per reply`,
  );
  const row: Row = { phase, what, connections, seconds, ...r, cpuUs };
  rows.push(row);
  return row;
}

/**
 * The SQL the server ran for one list request, by the bench server's capture (request-bench-server.ts): asked until two
 * requests in a row ran the same statements, so that a rare write (a session's last_seen_at) or a background job
 * caught in between does not count.
 */
async function captureListSql(base: string, headers: Record<string, string>): Promise<CapturedRequest> {
  const once = async () => {
    await fetch(`${base}/bench/capture`, { method: 'POST' });
    const r = (await (await fetch(`${base}${LIST}`, { headers })).json()) as { success: boolean; message: string };
    if (!r.success) throw new Error(`user list failed: ${r.message}`);
    const c = (await (await fetch(`${base}/bench/captured`)).json()) as { success: boolean; result: CapturedRequest };
    if (!c.success) throw new Error('the bench server captured no request');
    return c.result;
  };
  const key = (c: CapturedRequest) => JSON.stringify([c.guard, c.handler]);
  let last = await once();
  for (let i = 0; i < 5; i++) {
    const next = await once();
    if (key(next) === key(last)) {
      if (!next.handler.length) throw new Error('no SQL seen in the list handler: the capture hooks did not reach the route');
      return next;
    }
    last = next;
  }
  throw new Error('the list request ran different SQL each time: no stable capture');
}

/** A statement with its parameters written in as literals, in the text form the driver sent them in (type unknown, as a parameter). */
function inline(s: CapturedStatement): string {
  const text = s.text.replace(/\$(\d+)/g, (_m, n: string) => {
    const v = s.values[Number(n) - 1];
    return v === null ? 'NULL' : pg.escapeLiteral(v);
  });
  return `${text.trim().replace(/;+$/, '')};`;
}

/** Runs each statement once (so that a capture pgbench cannot run fails here, plainly), then pgbench on all of them as one transaction. */
async function pgbench(databaseUrl: string, name: string, statements: CapturedStatement[], seconds: number): Promise<{ tps: number; latency: number; failed: number }> {
  const sqls = statements.map(inline);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const q of sqls) await client.query(q);
  } finally {
    await client.end();
  }
  const file = path.join(workDir, `${name}.sql`);
  writeFileSync(file, `${sqls.join('\n')}\n`);
  // -M prepared: each statement parsed and planned once per connection, as the server's pool does
  // (core/db/prepared.ts); BENCH_PGBENCH_MODE=extended plans every time, as an unprepared client would.
  const args = ['-n', '-M', PGBENCH_MODE, '-c', String(PG_CONNECTIONS), '-j', '2', '-T', String(seconds), '-f', file, databaseUrl];
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn(PGBENCH, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (d: Buffer) => (text += d));
    child.stderr.on('data', (d: Buffer) => (text += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`pgbench exited with ${code}:\n${text}`))));
  });
  const num = (re: RegExp) => Number(re.exec(out)?.[1] ?? NaN);
  return { tps: num(/^tps = ([\d.]+)/m), latency: num(/^latency average = ([\d.]+) ms/m), failed: num(/^number of failed transactions: (\d+)/m) || 0 };
}

const short = (s: CapturedStatement) => {
  const t = s.text.replace(/\s+/g, ' ').trim();
  return t.length > 110 ? `${t.slice(0, 107)}…` : t;
};

function phaseEnd(phase: string, pid: number) {
  const m = serverMemory(pid);
  memory.push(`${phase}: server RSS ${mb(m.rss)} MB at the end, peak ${mb(m.peak)} MB under load`);
  console.log(`  server RSS at the end of the phase: ${mb(m.rss)} MB (peak under load ${mb(m.peak)} MB)`);
}

async function postgresPhase() {
  const phase = 'PostgreSQL';
  let databaseUrl = process.env.DATABASE_URL;
  let drop: (() => Promise<void>) | undefined;
  if (!databaseUrl) ({ url: databaseUrl, drop } = await scratchDatabase(PG_SERVER, 'meiyun_reqbench'));
  console.log(`\nA. ${phase} (${new URL(databaseUrl).pathname.slice(1)}${drop ? ', created for this run' : ''})`);
  const dataDir = path.join(workDir, 'postgres-data');
  const server = await startServer({ ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, BENCH_PASSWORD: PASSWORD });
  try {
    const headers = { 'x-access-token': await signIn(server.base, PASSWORD) };
    const captured = await captureListSql(server.base, headers);
    console.log(`  SQL of one list request (captured from the pg driver): ${captured.guard.length} by the guard, ${captured.handler.length} by the handler`);
    for (const s of captured.guard) console.log(`    guard:   ${short(s)}`);
    for (const s of captured.handler) console.log(`    handler: ${short(s)}`);
    resetPeak(server.pid);
    const health = await measure(phase, 'GET /api/health', `${server.base}/health`, {}, PG_CONNECTIONS, SECONDS, server.pid);
    const list = await measure(phase, 'user list, 10 rows', `${server.base}${LIST}`, headers, PG_CONNECTIONS, SECONDS, server.pid);
    list.note = `${((list.rps / health.rps) * 100).toFixed(0)}% of health`;
    phaseEnd(phase, server.pid);
    const scripts: [string, string, CapturedStatement[]][] = [[`pgbench: the list handler's ${captured.handler.length} statements`, 'handler', captured.handler]];
    // The guard's statements too, when it ran any (the identity it checks may come from a cache).
    if (captured.guard.length) scripts.push([`pgbench: all ${captured.guard.length + captured.handler.length} statements of the request`, 'request', [...captured.guard, ...captured.handler]]);
    for (const [what, name, statements] of scripts) {
      process.stdout.write(`  ${what}: -c ${PG_CONNECTIONS} -j 2, ${SECONDS} s… `);
      const r = await pgbench(databaseUrl, name, statements, SECONDS);
      console.log(`${r.tps.toFixed(0)} tps, latency average ${r.latency.toFixed(2)} ms${r.failed ? `, ${r.failed} failed` : ''}`);
      rows.push({ phase, what, connections: PG_CONNECTIONS, seconds: SECONDS, rps: r.tps, errors: r.failed, note: `tps; latency avg ${r.latency.toFixed(2)} ms` });
    }
  } finally {
    await server.stop();
    await drop?.();
  }
}

async function pglitePhase() {
  const phase = 'PGlite';
  const dataDir = path.join(workDir, 'pglite-data');
  console.log(`\nB. ${phase} (embedded, fresh DATA_DIR ${dataDir})`);
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, BENCH_PASSWORD: PASSWORD };
  delete env.DATABASE_URL;
  const server = await startServer(env);
  try {
    const headers = { 'x-access-token': await signIn(server.base, PASSWORD) };
    resetPeak(server.pid);
    const health = await measure(phase, 'GET /api/health', `${server.base}/health`, {}, PGLITE_CONNECTIONS, PGLITE_SECONDS, server.pid);
    const list = await measure(phase, 'user list, 10 rows', `${server.base}${LIST}`, headers, PGLITE_CONNECTIONS, PGLITE_SECONDS, server.pid);
    list.note = `${((list.rps / health.rps) * 100).toFixed(0)}% of health`;
    phaseEnd(phase, server.pid);
  } finally {
    await server.stop();
  }
}

function table() {
  const f = (n: number | undefined, d = 1) => (n === undefined || Number.isNaN(n) ? '' : n.toFixed(d));
  const head = ['database', 'what', 'conn', 's', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'timeouts', 'CPU µs/reply', ''];
  const body = rows.map((r) => [r.phase, r.what, String(r.connections), String(r.seconds), f(r.rps, 0), f(r.p50), f(r.p99), f(r.max), r.errors === undefined ? '' : String(r.errors), r.timeouts === undefined ? '' : String(r.timeouts), f(r.cpuUs, 0), r.note ?? '']);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i < 2 || i === cells.length - 1 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log(`\n${line(head)}\n|${widths.map((w, i) => (i < 2 || i === widths.length - 1 ? `${'-'.repeat(w + 2)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const b of body) console.log(line(b));
  console.log(`\n${memory.join('\n')}`);
}

async function main() {
  console.log(
    `Where things run (${availableParallelism()} cores, shared): the server is its own Node process (compiled as \`npm start\` runs it); ` +
      'the load comes from autocannon in this bench process; PostgreSQL and pgbench (2 threads) are processes of their own. ' +
      `Each measurement follows a ${WARMUP_SECONDS} s warm-up at the same concurrency; req/s counts 2xx replies with success:true; ` +
      `errors are other replies and connection errors, timeouts are requests with no reply after ${TIMEOUT_SECONDS} s.`,
  );
  if (PHASES.has('postgres')) await postgresPhase();
  if (PHASES.has('pglite')) await pglitePhase();
  table();
}

main()
  .catch((e) => {
    console.error(e);
    process.exitCode = 1;
  })
  .finally(() => rmSync(workDir, { recursive: true, force: true }));
