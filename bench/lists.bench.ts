/**
 * Generic lists at scale: 1 000 000 waybills (a tenant-scoped entity), list queries at page 1 and page 5000,
 * an export of 100 000 rows, an import of 50 000 rows, and the server's memory meanwhile.
 *
 *   npm run bench                                   embedded PGlite (in a temporary folder)
 *   DATABASE_URL=postgres://... npm run bench       PostgreSQL (the tables are dropped and rebuilt there)
 *   BENCH_ROWS=200000 npm run bench                 fewer rows, for a quick look
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PassThrough, Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { ENTITY_ACTIONS, permissionCode } from '@meiyun/shared';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/core/config';
import { sysPermission, sysRolePermission } from '../server/src/core/db/schema/index';
import { seedId } from '../server/src/seed/ids';
import { countReuse } from '../server/src/core/crud/counts';
import { createWaybillIndexes, createWaybillTableOnly, seedWaybillDicts, waybillMeta, waybillRoutes } from '../server/test/support/waybill';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const TENANT1 = Math.round(ROWS * 0.9);
const RUNS = Number(process.env.BENCH_RUNS ?? 21);
const PASSWORD = 'Bench@2024x';
const databaseUrl = process.env.DATABASE_URL;
const dataDir = mkdtempSync(path.join(tmpdir(), 'meiyun-bench-'));

const mb = (n: number) => Math.round(n / 1048576);
let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
function phasePeak<T>(fn: () => Promise<T>): Promise<{ value: T; peak: number; ms: number }> {
  peakRss = process.memoryUsage().rss;
  const t0 = performance.now();
  return fn().then((value) => ({ value, peak: peakRss, ms: performance.now() - t0 }));
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

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

const gc = () => (globalThis as { gc?: () => void }).gc?.();

async function main() {
  const file = await importFile();
  gc();
  const config = loadConfig(
    { LOG_LEVEL: 'silent', ADMIN_INITIAL_PASSWORD: PASSWORD, DATA_DIR: dataDir },
    { databaseUrl, cachePrefix: 'meiyun:bench:', argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 } },
  );
  if (databaseUrl) {
    // A clean slate on the given database: the product's tables are migrated again by buildApp.
    const pg = (await import('pg')).default;
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    await c.query('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public');
    await c.end();
  }
  const { app, ctx } = await buildApp({ config, extraModules: [waybillRoutes] });
  const db = ctx.db;
  console.log(`database: ${ctx.dbKind}${databaseUrl ? ` (${new URL(databaseUrl).pathname.slice(1)})` : ''}, rows: ${ROWS}`);

  await seedWaybillDicts(db);
  await db.insert(sysPermission).values({ id: seedId('menu:demo:waybill'), name: '运单', url: '/demo/waybill', menuType: 1 }).onConflictDoNothing();
  for (const a of ENTITY_ACTIONS) {
    const id = seedId(`btn:${permissionCode(waybillMeta, a)}`);
    await db.insert(sysPermission).values({ id, parentId: seedId('menu:demo:waybill'), name: a, menuType: 2, perms: permissionCode(waybillMeta, a) }).onConflictDoNothing();
    await db.insert(sysRolePermission).values({ roleId: seedId('role:admin'), permissionId: id }).onConflictDoNothing();
  }

  // pg_trgm: PostgreSQL ships it as a contrib extension, PGlite as @electric-sql/pglite/contrib/pg_trgm (loaded by openDb).
  await createWaybillTableOnly(db);
  const seedT = await phasePeak(async () => {
    await db.execute(sql`
      insert into demo_waybill (id, tenant_id, waybill_no, plate_no, driver_name, driver_phone, coal_type, net_weight, price, status, tags,
                                load_time, load_date, org_code, create_by, create_time)
      select md5(i::text), case when i <= ${TENANT1} then 1 else 2 end,
        'WB' || lpad(i::text, 9, '0'),
        (array['晋','陕','蒙','冀','豫'])[1 + i % 5] || chr(65 + (i / 5) % 26) || lpad(((i::bigint * 7919) % 100000)::text, 5, '0'),
        (array['张','王','李','赵','刘','陈','杨','黄','周','吴'])[1 + (i / 7) % 10]
          || (array['伟','芳','娜','敏','静','强','磊','军','洋','勇','艳','杰','涛','明','超','秀','英','华','平','刚'])[1 + (i / 11) % 20]
          || (array['','国','建','文','海','春','志','玉','永','德'])[1 + (i / 13) % 10],
        '139' || lpad((i % 100000000)::text, 8, '0'),
        (array['YM','WYM','HM'])[1 + (i / 3) % 3],
        10000 + (i * 37) % 40000,
        (500 + i % 300) + 0.5,
        i % 3,
        (array[null, 'U', 'F', 'U,C', 'C'])[1 + i % 5],
        lt, (lt at time zone 'Asia/Shanghai')::date,
        (array['A01A01','A01A02','A01A03'])[1 + i % 3],
        'bench',
        timestamptz '2025-01-01 00:00:00+08' + i * interval '20 second'
      from (select i, timestamptz '2024-01-01 00:00:00+08' + ((i * 7) % 525600) * interval '1 minute' as lt
            from generate_series(1, ${ROWS}) i) s`);
    await createWaybillIndexes(db, true);
    await db.execute(sql`vacuum analyze demo_waybill`);
  });
  console.log(`seed ${ROWS} rows + indexes: ${(seedT.ms / 1000).toFixed(1)} s`);

  const login = await app.inject({ method: 'POST', url: '/api/sys/login', payload: { username: 'admin', password: PASSWORD } });
  const token = login.json().result.token as string;
  const headers = { 'x-access-token': token };

  const lists: [string, string][] = [
    ['equality status=1', 'status=1'],
    ['contains driverName=*王*', 'driverName=*%E7%8E%8B*'],
    ['contains driverName=*王芳国* (trigram index)', `driverName=*${encodeURIComponent('王芳国')}*`],
    ['contains plateNo=*A12*', 'plateNo=*A12*'],
    ['date range loadTime 2024-03-01..2024-04-30', 'loadTime_begin=2024-03-01&loadTime_end=2024-04-30'],
    ['sort netWeight asc', 'column=netWeight&order=asc'],
    ['all four together', 'status=1&driverName=*%E7%8E%8B*&loadTime_begin=2024-03-01&loadTime_end=2024-04-30&column=netWeight&order=asc'],
  ];
  const results: string[] = [];
  gc();
  console.log(`RSS after seeding: ${mb(process.memoryUsage().rss)} MB`);
  const listPeak = await phasePeak(async () => {
    for (const [name, qs] of lists) {
      for (const pageNo of [1, 5000]) {
        const url = `/api/demo/waybill/list?${qs}&pageNo=${pageNo}&pageSize=10`;
        let total = 0;
        let got = 0;
        const measure = async () => {
          const times: number[] = [];
          for (let i = 0; i < RUNS + 2; i++) {
            const t0 = performance.now();
            const r = await app.inject({ method: 'GET', url, headers });
            const ms = performance.now() - t0;
            const j = r.json();
            if (!j.success) throw new Error(`${name}: ${j.message}`);
            total = j.result.total;
            got = j.result.records.length;
            if (i >= 2) times.push(ms);
          }
          return median(times);
        };
        // Cold: the total counted every time. Warm: a slow total reused while paging (core/crud/counts.ts).
        countReuse.slowMs = Number.POSITIVE_INFINITY;
        const cold = await measure();
        countReuse.slowMs = 25;
        const warm = await measure();
        results.push(`${name.padEnd(44)} page ${String(pageNo).padStart(4)}: counted ${cold.toFixed(1).padStart(7)} ms, total reused ${warm.toFixed(1).padStart(6)} ms  (total ${total}, rows ${got})`);
      }
    }
  });
  console.log('\nlist (median of %d runs, app.inject, pageSize 10):\n  %s', RUNS, results.join('\n  '));

  // 100 000 rows: status 1 and coal type 烟煤 are exactly a ninth of tenant 1.
  const exp = await phasePeak(async () => {
    const r = await app.inject({ method: 'GET', url: '/api/demo/waybill/exportXls?status=1&coalType=YM&column=createTime&order=desc', headers });
    if (r.statusCode !== 200 || !String(r.headers['content-type']).includes('spreadsheet')) throw new Error(`export failed: ${r.body.slice(0, 200)}`);
    return r.rawPayload;
  });
  const exported = await countRows(exp.value);
  console.log(`\nexport: ${exported - 1} rows, ${mb(exp.value.length)} MB xlsx in ${(exp.ms / 1000).toFixed(2)} s; peak RSS ${mb(exp.peak)} MB`);
  exp.value = Buffer.alloc(0);
  gc();

  const boundary = '----bench' + Date.now();
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="waybills.xlsx"\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  console.log(`RSS before the import: ${mb(process.memoryUsage().rss)} MB`);
  const imp = await phasePeak(async () => {
    const r = await app.inject({ method: 'POST', url: '/api/demo/waybill/importExcel', headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    return r.json();
  });
  console.log(`import: "${imp.value.message}" (${mb(file.length)} MB xlsx) in ${(imp.ms / 1000).toFixed(2)} s; peak RSS ${mb(imp.peak)} MB`);
  console.log(`\nRSS: lists peak ${mb(listPeak.peak)} MB, export peak ${mb(exp.peak)} MB, import peak ${mb(imp.peak)} MB, seeding peak ${mb(seedT.peak)} MB`);

  clearInterval(sampler);
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
