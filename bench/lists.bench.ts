/**
 * Generic lists at scale: 1 000 000 waybills (a tenant-scoped entity), list queries at page 1 and page 5000,
 * an export of 100 000 rows, an import of 50 000 rows, and the server's memory meanwhile.
 *
 *   npm run bench                                   embedded PGlite (in a temporary folder)
 *   DATABASE_URL=postgres://... npm run bench       PostgreSQL (the tables are dropped and rebuilt there)
 *   BENCH_ROWS=200000 npm run bench                 fewer rows, for a quick look
 *   BENCH_PHASES=export,import                      only some phases (lists, export, import)
 *   BENCH_REUSE=1 DATABASE_URL=... npm run bench    keep the rows a previous run left on PostgreSQL
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { mb, median, resetPeak, serverMemory, startCompiledServer } from './support/compiled-server';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 21);
const PASSWORD = 'Bench@2024x';
const databaseUrl = process.env.DATABASE_URL;
const PHASES = new Set((process.env.BENCH_PHASES ?? 'lists,export,import').split(',').map((p) => p.trim()));
const dataDir = mkdtempSync(path.join(tmpdir(), 'meiyun-bench-'));
const here = path.dirname(fileURLToPath(import.meta.url));

/** The server process, started and seeded; resolves once it listens. */
async function startServer(): Promise<{ child: ChildProcess; base: string; seedMs: number; dbKind: string }> {
  // Compiled as `npm start` compiles the product's server, so that its memory is what production sees.
  const { child, ready } = await startCompiledServer<{ port: number; seedMs: number; dbKind: string }>(path.join(here, 'support', 'bench-server.ts'), {
    ...process.env,
    BENCH_PASSWORD: PASSWORD,
    DATA_DIR: dataDir,
    BENCH_ROWS: String(ROWS),
  });
  return { child, base: `http://127.0.0.1:${ready.port}/api`, seedMs: ready.seedMs, dbKind: ready.dbKind };
}

/** The 50 000-row import file, written with the streaming writer before the server starts (bench memory stays out). */
async function importFile(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const pass = new PassThrough();
  pass.on('data', (c: Buffer) => chunks.push(c));
  const w = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: pass, useStyles: false, useSharedStrings: false });
  const ws = w.addWorksheet('运单');
  ws.addRow(['运单号', '车牌号', '司机', '煤种', '净重(kg)', '状态', '标签', '装车时间']).commit();
  for (let i = 1; i <= 50_000; i++) {
    ws.addRow([`IM${String(i).padStart(9, '0')}`, `晋K${String(i % 100000).padStart(5, '0')}`, `导入${i % 97}`, ['烟煤', '无烟煤', '褐煤'][i % 3], 20000 + (i % 9000), '待装车', i % 2 ? '加急' : '', '2024-06-01 08:00:00']).commit();
  }
  ws.commit();
  await w.commit();
  return Buffer.concat(chunks);
}

/** Rows of an xlsx, counted with the streaming reader (the bench must not hold 100 000 rows itself). */
async function countRows(buf: Buffer): Promise<number> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([buf]), { worksheets: 'emit', sharedStrings: 'ignore', styles: 'ignore', hyperlinks: 'ignore', entries: 'emit' });
  let n = 0;
  for await (const ws of reader) for await (const _row of ws) n++;
  return n;
}

async function main() {
  const file = await importFile();
  const server = await startServer();
  const pid = server.child.pid!;
  const exit = () => server.child.kill('SIGTERM');
  process.on('exit', exit);
  console.log(`database: ${server.dbKind}${databaseUrl ? ` (${new URL(databaseUrl).pathname.slice(1)})` : ''}, rows: ${ROWS}`);
  console.log(`seed ${ROWS} rows + indexes: ${(server.seedMs / 1000).toFixed(1)} s; server RSS ${mb(serverMemory(pid).rss)} MB`);

  const login = await fetch(`${server.base}/sys/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }) });
  const token = ((await login.json()) as { result: { token: string } }).result.token;
  const headers = { 'x-access-token': token };
  const setReuse = (reuse: boolean) => fetch(`${server.base}/bench/counts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ reuse }) });
  const peaks: string[] = [];

  if (PHASES.has('lists')) {
    const lists: [string, string][] = [
      ['equality status=1', 'status=1'],
      ['contains driverName=*王*', 'driverName=*%E7%8E%8B*'],
      ['contains driverName=*王芳国* (trigram index)', `driverName=*${encodeURIComponent('王芳国')}*`],
      ['contains plateNo=*A12*', 'plateNo=*A12*'],
      ['date range loadTime 2024-03-01..2024-04-30', 'loadTime_begin=2024-03-01&loadTime_end=2024-04-30'],
      ['sort netWeight asc', 'column=netWeight&order=asc'],
      ['all four together', 'status=1&driverName=*%E7%8E%8B*&loadTime_begin=2024-03-01&loadTime_end=2024-04-30&column=netWeight&order=asc'],
      // The same four kinds of condition matching 50 000 rows, so that page 5000 holds rows.
      ['all four, broad (plateNo=*晋*, 10 months)', `status=1&plateNo=*${encodeURIComponent('晋')}*&loadTime_begin=2024-01-01&loadTime_end=2024-10-31&column=netWeight&order=asc`],
    ];
    const results: string[] = [];
    resetPeak(pid);
    const get = async (url: string) => {
      const t0 = performance.now();
      const r = await fetch(url, { headers });
      const j = (await r.json()) as { success: boolean; message: string; result: { total: number; records: unknown[] } };
      const ms = performance.now() - t0;
      if (!j.success) throw new Error(`${url}: ${j.message}`);
      return { ms, total: j.result.total, rows: j.result.records.length };
    };
    const f = (ms: number) => ms.toFixed(1).padStart(6);
    for (const [name, qs] of lists) {
      for (const pageNo of [1, 5000]) {
        const url = `${server.base}/demo/waybill/list?${qs}&pageNo=${pageNo}&pageSize=10`;
        let last = { ms: 0, total: 0, rows: 0 };
        const measure = async () => {
          const times: number[] = [];
          for (let i = 0; i < RUNS + 2; i++) {
            last = await get(url);
            if (i >= 2) times.push(last.ms);
          }
          return median(times);
        };
        // First: nothing remembered (the total counted, the page skipped to). Then repeated requests, with the total
        // counted every time, and with a slow total reused (core/crud/counts.ts); pages bookmarked (bookmarks.ts).
        await setReuse(false);
        const first = (await get(url)).ms;
        const counted = await measure();
        await setReuse(true);
        const reused = await measure();
        results.push(`${name.padEnd(44)} page ${String(pageNo).padStart(4)}: first ${f(first)} ms, counted ${f(counted)} ms, reused ${f(reused)} ms  (total ${last.total}, rows ${last.rows})`);
      }
    }
    // A user paging on from a deep page: a jump to page 4990, then the next 20 pages one by one.
    {
      const broad = lists[lists.length - 1][1];
      await setReuse(true);
      await get(`${server.base}/demo/waybill/list?${broad}&pageNo=4990&pageSize=10`);
      const times: number[] = [];
      for (let p = 4991; p <= 5010; p++) times.push((await get(`${server.base}/demo/waybill/list?${broad}&pageNo=${p}&pageSize=10`)).ms);
      results.push(`${'all four, broad: next page, 4991 to 5010'.padEnd(44)}          median ${f(median(times))} ms, slowest ${f(Math.max(...times))} ms`);
    }
    console.log('\nlist (HTTP on 127.0.0.1, pageSize 10; counted and reused are medians of %d requests):\n  %s', RUNS, results.join('\n  '));
    peaks.push(`lists peak ${mb(serverMemory(pid).peak)} MB`);
  }

  if (PHASES.has('export')) {
    console.log(`\nserver RSS before the export: ${mb(serverMemory(pid).rss)} MB`);
    resetPeak(pid);
    // 100 000 rows: status 1 and coal type 烟煤 are exactly a ninth of tenant 1.
    const t0 = performance.now();
    const r = await fetch(`${server.base}/demo/waybill/exportXls?status=1&coalType=YM&column=createTime&order=desc`, { headers });
    if (r.status !== 200 || !String(r.headers.get('content-type')).includes('spreadsheet')) throw new Error(`export failed: ${(await r.text()).slice(0, 200)}`);
    const body = Buffer.from(await r.arrayBuffer());
    const ms = performance.now() - t0;
    const peak = serverMemory(pid).peak;
    const exported = await countRows(body);
    console.log(`export: ${exported - 1} rows, ${mb(body.length)} MB xlsx in ${(ms / 1000).toFixed(2)} s; server peak RSS ${mb(peak)} MB`);
    peaks.push(`export peak ${mb(peak)} MB`);
  }

  if (PHASES.has('import')) {
    const form = new FormData();
    form.append('files[]', new Blob([new Uint8Array(file)]), 'waybills.xlsx');
    console.log(`\nserver RSS before the import: ${mb(serverMemory(pid).rss)} MB`);
    resetPeak(pid);
    const t0 = performance.now();
    const r = await fetch(`${server.base}/demo/waybill/importExcel`, { method: 'POST', headers, body: form });
    const j = (await r.json()) as { message: string };
    const ms = performance.now() - t0;
    const peak = serverMemory(pid).peak;
    console.log(`import: "${j.message}" (${mb(file.length)} MB xlsx) in ${(ms / 1000).toFixed(2)} s; server peak RSS ${mb(peak)} MB`);
    peaks.push(`import peak ${mb(peak)} MB`);
  }
  console.log(`\nserver memory: ${peaks.join(', ')}`);

  exit();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
