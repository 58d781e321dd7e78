/**
 * Tracking and reports at scale (issue 14 "Speed"): with 10 000 000 GPS points and 1 000 000 weighings on PostgreSQL,
 *
 *   - a car's day of track (`GET /report/zoomewell/historicalGPSObj`)        ≤ 50 ms server time
 *   - each report for a month (`GET /coal/report/*`)                            ≤ 200 ms
 *   - the analysis dashboard (`GET /coal/dashboard/analysis`, when present)     ≤ 100 ms
 *   - GPS ingest (`POST /coal/gps/points`, gateway tokens, concurrent batches)   ≥ 20 000 points/s
 *
 *   npm run bench:tracking                 reuses meiyun_bench_tracking when it holds the sizes asked for, else
 *                                          drops it, migrates it (the server's own migrations), writes the demo
 *                                          company (DEMO_DATA=1) and fills it by SQL (~10 minutes on 2 cores)
 *   npm run bench:tracking -- --fresh      drops and fills it again whatever it holds
 *   TEST_DATABASE_URL=postgres://…/postgres   the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_DB=… BENCH_GPS_POINTS=… BENCH_WEIGHINGS=… BENCH_PHASES=track,reports,dashboard,ingest
 *   BENCH_INGEST_POINTS=240000 BENCH_INGEST_CLIENTS=4 BENCH_BATCH=5000
 *
 * The server is the product's, compiled as `npm start` compiles it and run in a process of its own
 * (support/tracking-bench-server.ts); calls go over HTTP from this process. "Server time" is the server's own elapsed
 * time per request (Fastify's `reply.elapsedTime`, sent back in a `server-timing` header by the bench server); the
 * round trip seen here is printed beside it. Ingest is measured here: points stored per second of wall time, several
 * gateways posting at once. The figures go to bench/results/tracking-reports.json.
 *
 * The data (written once per database, marked in `bench_tracking_fill`):
 *   - the demo company of tenant 1 (10 customers, 10 suppliers, 10 carriers, 200 cars with their drivers, 7 coal
 *     types, 3 yards with their fences) and 100 cars more: 300 cars;
 *   - 80 contracts (each customer and supplier one a quarter over the last year, the current quarter's executing);
 *   - BENCH_WEIGHINGS weighings over the 365 days before the fill day, 06:00–22:00, each car a day on one
 *     counterparty's contract (as a plan dispatches it; two sales in three), sales tare-first and purchases
 *     gross-first, one in 97 voided, a deduction on one in 20, each with its queue ticket (checked in, called, let
 *     in, left, with its exit time as 出场 writes it); then the daily sums rebuilt by `POST /coal/report/rebuildDaily`;
 *   - BENCH_GPS_POINTS points of the 300 cars over the 30 days before the fill day (a fix every 30 s from 06:00, each
 *     car driving twice a day between its mine and a yard's fence), written in time order as gateways write them;
 *   - then VACUUM ANALYZE.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { cpuMs, machineBusyMs, startCompiledServer } from './support/compiled-server';

const here = path.dirname(fileURLToPath(import.meta.url));
const SERVER_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DB = process.env.BENCH_DB ?? 'meiyun_bench_tracking';
const GPS_POINTS = Number(process.env.BENCH_GPS_POINTS ?? 10_000_000);
const WEIGHINGS = Number(process.env.BENCH_WEIGHINGS ?? 1_000_000);
const CARS = 300;
const GPS_DAYS = 30;
const INGEST_POINTS = Number(process.env.BENCH_INGEST_POINTS ?? 240_000);
const INGEST_CLIENTS = Number(process.env.BENCH_INGEST_CLIENTS ?? 4);
const BATCH = Number(process.env.BENCH_BATCH ?? 5000);
const TRACK_CALLS = Number(process.env.BENCH_TRACK_CALLS ?? 40);
const REPORT_CALLS = Number(process.env.BENCH_REPORT_CALLS ?? 20);
const PHASES = new Set((process.env.BENCH_PHASES ?? 'track,reports,dashboard,ingest').split(',').map((p) => p.trim()));
const FRESH = process.argv.includes('--fresh');
const PASSWORD = 'Bench@2024x';
const GATEWAY_TOKEN = 'mgt_bench_tracking';
const ZONE = 'Asia/Shanghai';

const dbUrl = (() => {
  const u = new URL(SERVER_URL);
  u.pathname = `/${DB}`;
  return u.toString();
})();

async function withClient<T>(url: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : NaN;
};
const secs = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

interface Marker {
  gps_points: string;
  weighings: string;
  fill_day: string;
}

/** Whether the bench database holds a fill of the asked sizes (then it is reused), else it is made anew. */
async function prepareDatabase(): Promise<{ reuse: boolean }> {
  const exists = await withClient(SERVER_URL, async (c) => (await c.query('select 1 from pg_database where datname = $1', [DB])).rowCount! > 0);
  if (exists && !FRESH) {
    const marker = await withClient(dbUrl, async (c) => {
      const t = await c.query(`select to_regclass('bench_tracking_fill') as t`);
      if (!t.rows[0].t) return null;
      return ((await c.query('select gps_points::text, weighings::text, fill_day::text from bench_tracking_fill')).rows[0] as Marker | undefined) ?? null;
    });
    if (marker && Number(marker.gps_points) === GPS_POINTS && Number(marker.weighings) === WEIGHINGS) return { reuse: true };
    console.log(`${DB} holds ${marker ? `${marker.gps_points} points and ${marker.weighings} weighings` : 'no complete fill'}: made anew`);
  }
  await withClient(SERVER_URL, async (c) => {
    await c.query(`drop database if exists ${DB} with (force)`);
    await c.query(`create database ${DB}`);
  });
  return { reuse: false };
}

/** The fill, by SQL on the migrated database with the demo company in it (see the header). */
async function fill(c: pg.Client, api: Api) {
  const q = async (label: string, text: string, values: unknown[] = []) => {
    const t0 = performance.now();
    const r = await c.query(text, values);
    console.log(`  ${label}: ${r.rowCount ?? 0} rows, ${secs(t0)}`);
    return r;
  };
  await c.query(`set synchronous_commit = off`);
  await c.query(`set work_mem = '256MB'`);
  const [{ fill_day }] = (await c.query(`select (now() at time zone '${ZONE}')::date::text as fill_day`)).rows as { fill_day: string }[];
  const counts = (await c.query(`select (select count(*) from coal_car where tenant_id = 1)::int as cars, (select count(*) from coal_consumer where tenant_id = 1)::int as consumers,
    (select count(*) from coal_supplier where tenant_id = 1)::int as suppliers, (select count(*) from coal_freight_yard where tenant_id = 1)::int as yards,
    (select count(*) from coal_carrier where tenant_id = 1)::int as carriers`)).rows[0] as Record<string, number>;
  if (!counts.consumers || !counts.suppliers || !counts.yards || !counts.carriers) throw new Error(`the demo company is missing: ${JSON.stringify(counts)}`);

  // 300 cars: the demo's and more of the demo carriers', each with its own driver.
  const more = Math.max(0, CARS - counts.cars);
  await q(
    `${more} drivers more`,
    `insert into coal_driver (id, tenant_id, name, phone, carrier_id, verified, create_by)
     select 'bench-driver-' || i, 1,
            (array['张','王','李','赵','刘','陈','杨','黄','周','吴','郭','马'])[1 + i % 12] || (array['建国','志强','海军','永红','春生','国庆','文斌','玉林','德胜','小龙','红旗','保平'])[1 + (i / 12) % 12],
            '139' || lpad((50000000 + i)::text, 8, '0'), (select array_agg(id order by id) from coal_carrier where tenant_id = 1)[1 + i % $2], true, 'bench'
       from generate_series(1, $1::int) i`,
    [more, counts.carriers],
  );
  await q(
    `${more} cars more`,
    `insert into coal_car (id, tenant_id, plate_no, vehicle_type, axles, rated_load_kg, ref_tare_kg, carrier_id, driver_id, status, create_by)
     select 'bench-car-' || d.i, 1, '蒙K' || lpad((80000 + d.i)::text, 5, '0'), 'tractor', 6, 34000, 15000 + (d.i % 20) * 50, d.carrier_id, d.id, 'enabled', 'bench'
       from (select id, carrier_id, substring(id from 14)::int as i from coal_driver where id like 'bench-driver-%') d`,
  );

  await c.query(`create temp table b_car as
    select (row_number() over (order by c.plate_no) - 1)::int as i, c.id, c.plate_no, coalesce(c.carrier_id, '') as carrier_id, coalesce(d.name, '') as driver_name
      from coal_car c left join coal_driver d on d.id = c.driver_id where c.tenant_id = 1 and c.del_flag = 0 order by c.plate_no limit ${CARS}`);
  await c.query(`create temp table b_yard as select (row_number() over (order by id) - 1)::int as i, id from coal_freight_yard where tenant_id = 1`);
  await c.query(`create temp table b_party as
    select (row_number() over (order by direction desc, id) - 1)::int as i, id, name, direction,
           (select array_agg(id order by id) from coal_material where tenant_id = 1)[1 + ((row_number() over (order by direction desc, id))::int % (select count(*)::int from coal_material where tenant_id = 1))] as material_id
      from (select id, name, 'sales' as direction from coal_consumer where tenant_id = 1 union all select id, name, 'purchase' from coal_supplier where tenant_id = 1) p`);
  const parties = Number((await c.query('select count(*) from b_party')).rows[0].count);
  const consumers = counts.consumers;

  // Contracts: each counterparty one a quarter (91 days) over the 364 days before the fill day; the last runs a
  // month past it and is executing, the earlier ones are completed.
  const perDay = Math.ceil(WEIGHINGS / 365);
  await c.query(`create temp table b_contract as
    select qq, p.i as party, 'bench-ct-' || qq || '-' || p.i as id,
           (case when p.direction = 'sales' then 'XS' else 'CG' end) || to_char($1::date - 365 + 91 * qq, 'YYYYMM') || '-B' || lpad(p.i::text, 3, '0') as contract_no,
           p.direction, p.id as counterparty_id, p.name as counterparty_name, p.material_id,
           $1::date - 365 + 91 * qq as start_date, $1::date - 365 + 91 * qq + 90 + (case when qq = 3 then 30 else 0 end) as end_date
      from generate_series(0, 3) qq, b_party p`, [fill_day]);
  await q(
    'contracts',
    `insert into coal_contract (id, tenant_id, contract_no, direction, mode, counterparty_id, counterparty_name, material_id, quantity_t, unit_price, tax_rate,
                                sign_date, start_date, end_date, status, create_by, create_time)
     select b.id, 1, b.contract_no, b.direction, (select mode from coal_contract where tenant_id = 1 and direction = b.direction limit 1),
            b.counterparty_id, b.counterparty_name, b.material_id,
            round(($2::numeric * 91 * 1.5 / $3) * 36 * 1.15, 0), case when b.direction = 'sales' then 820 + b.party * 5 else 640 + b.party * 5 end, 13,
            b.start_date - 7, b.start_date, b.end_date, case when b.end_date >= $1::date then 'executing' else 'completed' end, 'bench', b.start_date - 7
       from b_contract b`,
    [fill_day, perDay, parties],
  );

  // Weighings: perDay a day over 365 days, 06:00–22:00 China time, in chunks so the progress shows.
  const chunk = 100_000;
  for (let from = 0; from < WEIGHINGS; from += chunk) {
    const to = Math.min(WEIGHINGS, from + chunk) - 1;
    await q(
      `weighings ${from + 1}–${to + 1}`,
      `insert into coal_weighing (id, tenant_id, weigh_no, direction, queue_id, pickup_order_id, pickup_order_no, plan_id, contract_id, contract_no,
                                  car_id, plate_no, driver_name, carrier_id, supplier_id, consumer_id, yard_id, material_id,
                                  tare_kg, tare_time, tare_by, gross_kg, gross_time, gross_by, net_kg, deduct_kg, settle_kg,
                                  status, left_time, void_reason, voided_by, voided_time, create_by, create_time)
       select 'bw' || s.i, 1, 'BW' || to_char(s.t at time zone '${ZONE}', 'YYYYMMDD') || lpad(s.i::text, 7, '0'), k.direction, 'bq' || s.i,
              'bpo' || s.i, 'TM' || lpad(s.i::text, 9, '0'), 'bplan-' || k.id || '-' || s.d, k.id, k.contract_no,
              car.id, car.plate_no, car.driver_name, car.carrier_id,
              case when k.direction = 'purchase' then k.counterparty_id end, case when k.direction = 'sales' then k.counterparty_id end,
              y.id, k.material_id,
              s.tare, case when k.direction = 'sales' then s.t - interval '25 minutes' else s.t + interval '18 minutes' end, 'bench',
              s.tare + s.net, s.t, 'bench', s.net, s.ded, s.net - s.ded,
              case when s.i % 97 = 0 then 'void' else 'completed' end,
              case when s.i % 97 = 0 then null when k.direction = 'sales' then s.t + interval '6 minutes' else s.t + interval '24 minutes' end,
              case when s.i % 97 = 0 then '毛重错误' end, case when s.i % 97 = 0 then 'bench' end, case when s.i % 97 = 0 then s.t + interval '1 hour' end,
              'bench', case when k.direction = 'sales' then s.t - interval '25 minutes' else s.t end
         from (select i, (i / $2)::int as d,
                      ($1::date - 365 + (i / $2)::int)::timestamp at time zone '${ZONE}' + interval '6 hours' + ((i % $2) * (57600.0 / $2) + (i * 7) % 50)::float8 * interval '1 second' as t,
                      14000 + (i * 13) % 3000 / 20 * 20 as tare, 29000 + (i * 53) % 6000 / 20 * 20 as net,
                      case when i % 20 = 0 then 60 + (i * 11) % 140 else 0 end as ded,
                      ((i * 7919) % ${CARS} * 7 + (i / $2) * 13) % 30 as pp
                 from generate_series($3::bigint, $4::bigint) i) s
         join b_car car on car.i = (s.i * 7919) % ${CARS}
         join b_yard y on y.i = s.i % (select count(*) from b_yard)
         join b_contract k on k.qq = least(3, s.d / 91) and k.party = case when s.pp < 20 then s.pp % ${consumers} else ${consumers} + (s.pp - 20) % (${parties} - ${consumers}) end`,
      [fill_day, perDay, from, to],
    );
  }
  await q(
    'queue tickets',
    `insert into coal_queue_ticket (id, tenant_id, yard_id, business_day, queue_no, pickup_order_id, pickup_order_no, plan_id, contract_id, car_id, plate_no,
                                    driver_name, carrier_id, supplier_id, consumer_id, status, check_in_time, called_time, called_by, entered_time, left_time, create_by, create_time)
     select queue_id, 1, yard_id, (check_in at time zone '${ZONE}')::date, row_number() over (partition by yard_id, (check_in at time zone '${ZONE}')::date order by check_in, queue_id),
            pickup_order_id, pickup_order_no, plan_id, contract_id, car_id, plate_no, driver_name, carrier_id, supplier_id, consumer_id,
            case when status = 'void' then 'void' else 'left' end, check_in, first - interval '7 minutes', 'bench', first - interval '4 minutes',
            case when status = 'completed' then left_time end, 'bench', check_in
       from (select w.*, least(w.tare_time, w.gross_time) as first,
                    least(w.tare_time, w.gross_time) - ((8 + (substring(w.id from 3)::int * 17) % 80) * interval '1 minute') as check_in
               from coal_weighing w where w.id like 'bw%') x`,
  );
  {
    const t0 = performance.now();
    const r = await api.post('/coal/report/rebuildDaily', {});
    console.log(`  daily sums rebuilt (POST /coal/report/rebuildDaily): ${r.result?.rows ?? r.message} rows, ${secs(t0)}`);
  }

  // GPS: a fix every 30 s from 06:00, each car driving twice a day between its mine and a yard's fence centre.
  const perCarDay = Math.ceil(GPS_POINTS / CARS / GPS_DAYS);
  const step = Math.min(30, Math.floor((16 * 3600) / perCarDay));
  await c.query(`create temp table b_spot as
    select (row_number() over (order by id) - 1)::int as i, center_lng::float8 as lng, center_lat::float8 as lat
      from coal_fence where tenant_id = 1 and enabled and shape = 'circle' and center_lng is not null`);
  const spots = Number((await c.query('select count(*) from b_spot')).rows[0].count);
  if (!spots) await c.query(`insert into b_spot values (0, 111.15, 37.52)`);
  await c.query(`create temp table b_track as
    select car.i, car.plate_no, car.id as car_id, g.id as gateway_id,
           s.lng + 0.15 + (car.i % 10) * 0.03 as lng0, s.lat + 0.10 + (car.i / 10 % 10) * 0.02 as lat0, s.lng as lng1, s.lat as lat1
      from b_car car
      join b_spot s on s.i = car.i % greatest(1, ${spots})
      left join (select (row_number() over (order by name) - 1)::int as i, id from coal_gps_gateway where tenant_id = 1 and name like '压测网关%') g
        on g.i = car.i % (select greatest(1, count(*)) from coal_gps_gateway where tenant_id = 1 and name like '压测网关%')`);
  let written = 0;
  for (let day = GPS_DAYS; day >= 1 && written < GPS_POINTS; day--) {
    const n = Math.min(perCarDay, Math.ceil((GPS_POINTS - written) / CARS));
    const r = await q(
      `GPS day −${day}`,
      `insert into coal_gps_point (tenant_id, plate_no, time, lng, lat, speed, car_id, gateway_id, received_time)
       select 1, b.plate_no, x.t, b.lng0 + (b.lng1 - b.lng0) * x.f, b.lat0 + (b.lat1 - b.lat0) * x.f, x.v, b.car_id, b.gateway_id, x.t + interval '4 seconds'
         from (select s, ($1::date - $2::int)::timestamp at time zone '${ZONE}' + interval '6 hours' + s * $3 * interval '1 second' as t,
                      (1 - cos(2 * pi() * 2 * s::float8 / $4)) / 2 as f, round((abs(sin(2 * pi() * 2 * s::float8 / $4)) * 62)::numeric, 1)::real as v
                 from generate_series(0, $4::int - 1) s) x
        cross join b_track b
        order by x.t, b.plate_no
        limit $5
        on conflict do nothing`, // the demo company's own tracks (demo/tracks.ts) hold some of these cars' days
      [fill_day, day, step, n, GPS_POINTS - written],
    );
    written += r.rowCount ?? 0;
  }
  await c.query('set maintenance_work_mem = \'512MB\'');
  await q('vacuum analyze', 'vacuum analyze');
  await c.query(`create table bench_tracking_fill (gps_points bigint not null, weighings bigint not null, fill_day date not null, filled_at timestamptz not null default now())`);
  await c.query('insert into bench_tracking_fill (gps_points, weighings, fill_day) values ($1, $2, $3)', [GPS_POINTS, WEIGHINGS, fill_day]);
}

interface Reply {
  success: boolean;
  code: number;
  message: string;
  result?: any;
}
interface Timed {
  status: number;
  body: Reply | null;
  serverMs: number;
  roundMs: number;
}
type Api = {
  get(url: string): Promise<Timed>;
  post(url: string, body: unknown): Promise<Reply>;
};

function serverMsOf(res: Response): number {
  const m = /app;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
  return m ? Number(m[1]) : NaN;
}

function apiOf(base: string, token: () => string): Api {
  return {
    async get(url) {
      const t0 = performance.now();
      const res = await fetch(`${base}${url}`, { headers: { 'x-access-token': token() } });
      const text = await res.text();
      const roundMs = performance.now() - t0;
      let body: Reply | null = null;
      try {
        body = JSON.parse(text) as Reply;
      } catch {
        body = null;
      }
      return { status: res.status, body, serverMs: serverMsOf(res), roundMs };
    },
    async post(url, body) {
      const res = await fetch(`${base}${url}`, { method: 'POST', headers: { 'x-access-token': token(), 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return (await res.json()) as Reply;
    },
  };
}

interface Row {
  call: string;
  target: string;
  n: number;
  p50: number;
  p95: number;
  roundP50: number;
  pass: boolean | null;
  note?: string;
}
const rows: Row[] = [];

/** `calls` GETs of `urls(i)` after two warm-up calls, each checked to succeed; server p50/p95 against `targetMs`. */
async function measure(api: Api, call: string, targetMs: number, calls: number, url: (i: number) => string, check: (r: Reply, i: number) => string | null = () => null): Promise<Row | null> {
  for (let i = 0; i < 2; i++) {
    const w = await api.get(url(calls + i));
    if (w.status === 404) {
      const row = { call, target: `≤ ${targetMs} ms`, n: 0, p50: NaN, p95: NaN, roundP50: NaN, pass: null, note: 'not present' };
      rows.push(row);
      return null;
    }
  }
  const server: number[] = [];
  const round: number[] = [];
  for (let i = 0; i < calls; i++) {
    const r = await api.get(url(i));
    if (!r.body?.success) throw new Error(`${call} ${url(i)}: ${r.status} ${r.body?.message ?? ''}`);
    const wrong = check(r.body, i);
    if (wrong) throw new Error(`${call} ${url(i)}: ${wrong}`);
    server.push(r.serverMs);
    round.push(r.roundMs);
  }
  const row = { call, target: `≤ ${targetMs} ms`, n: calls, p50: pct(server, 50), p95: pct(server, 95), roundP50: pct(round, 50), pass: pct(server, 95) <= targetMs };
  rows.push(row);
  console.log(`  ${call}: p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms (round trip p50 ${row.roundP50.toFixed(1)} ms) ${row.pass ? 'PASS' : 'MISS'}`);
  return row;
}

const wire = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

interface IngestFigures {
  points: number;
  accepted: number;
  batches: number;
  clients: number;
  batchSize: number;
  wallS: number;
  pointsPerS: number;
  batchServerP50: number;
  batchServerP95: number;
  alarms: number;
  /** CPU the server process used meanwhile, and the whole machine's busy CPU (other work included): a busy machine shows here. */
  serverCpuS: number;
  machineBusyS: number;
  pointsPerServerCpuS: number;
  pass: boolean;
}

/**
 * GPS ingest: INGEST_CLIENTS gateways (one client each, as separate tracker platforms post their own fleets), each
 * posting its cars' fixes of the last hour or so in batches of BATCH, one after the other; all bodies are made before
 * the clock starts. Points of the window and the cars' fence states are cleared first, so a rerun stores them anew.
 */
async function ingest(c: pg.Client, base: string, serverPid: number): Promise<IngestFigures> {
  const cars = (await c.query(`select b.i, b.plate_no from (select (row_number() over (order by plate_no) - 1)::int as i, plate_no from coal_car where tenant_id = 1 and del_flag = 0 order by plate_no limit ${CARS}) b order by b.i`)).rows as { i: number; plate_no: string }[];
  const spot = (await c.query(`select center_lng::float8 as lng, center_lat::float8 as lat from coal_fence where tenant_id = 1 and enabled and shape = 'circle' and center_lng is not null order by id limit 1`)).rows[0] ?? { lng: 111.15, lat: 37.52 };
  const perCar = Math.ceil(INGEST_POINTS / cars.length);
  const stepS = 5;
  const now = Date.now() - 60_000;
  const start = now - perCar * stepS * 1000;
  await c.query(`delete from coal_gps_point where tenant_id = 1 and time >= $1`, [new Date(start - 60_000)]);
  await c.query(`delete from coal_gps_fence_state where tenant_id = 1`);
  // Bodies, per client: its cars (every INGEST_CLIENTS-th), a run of seconds of each car per batch.
  const clients = Array.from({ length: INGEST_CLIENTS }, (_, g) => cars.filter((car) => car.i % INGEST_CLIENTS === g));
  const bodies: { body: string; n: number }[][] = clients.map((mine) => {
    const perBatch = Math.max(1, Math.floor(BATCH / mine.length));
    const out: { body: string; n: number }[] = [];
    for (let k = 0; k < perCar; k += perBatch) {
      const points = [];
      for (const car of mine) {
        const lng0 = spot.lng + 0.05 + (car.i % 10) * 0.004;
        const lat0 = spot.lat + 0.03 + ((car.i / 10) % 10) * 0.003;
        for (let s = k; s < Math.min(perCar, k + perBatch); s++) {
          const f = (1 - Math.cos((2 * Math.PI * s) / perCar)) / 2;
          points.push({ plateNo: car.plate_no, time: wire(start + s * stepS * 1000), lng: +(lng0 + (spot.lng - lng0) * f).toFixed(6), lat: +(lat0 + (spot.lat - lat0) * f).toFixed(6), speed: +(Math.abs(Math.sin((2 * Math.PI * s) / perCar)) * 55).toFixed(1) });
        }
      }
      out.push({ body: JSON.stringify({ points }), n: points.length });
    }
    return out;
  });
  const server: number[] = [];
  let accepted = 0;
  let alarms = 0;
  let sent = 0;
  const cpu0 = cpuMs(serverPid);
  const busy0 = machineBusyMs();
  const t0 = performance.now();
  await Promise.all(
    bodies.map(async (batches, g) => {
      for (const { body, n } of batches) {
        for (;;) {
          const res = await fetch(`${base}/coal/gps/points`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-gateway-token': `${GATEWAY_TOKEN}-${g + 1}` }, body });
          const j = (await res.json()) as Reply;
          if (res.status === 429) {
            await new Promise((r) => setTimeout(r, 200));
            continue;
          }
          if (!j.success) throw new Error(`ingest: ${res.status} ${j.message}`);
          if (j.result.rejectedCount) throw new Error(`ingest: ${j.result.rejectedCount} points refused, e.g. ${JSON.stringify(j.result.rejected.slice(0, 3))}`);
          server.push(serverMsOf(res));
          accepted += j.result.accepted;
          alarms += j.result.alarms;
          sent += n;
          break;
        }
      }
    }),
  );
  const wallS = (performance.now() - t0) / 1000;
  const serverCpuS = (cpuMs(serverPid) - cpu0) / 1000;
  const machineBusyS = (machineBusyMs() - busy0) / 1000;
  const pointsPerS = accepted / wallS;
  return { points: sent, accepted, batches: server.length, clients: INGEST_CLIENTS, batchSize: BATCH, wallS, pointsPerS, batchServerP50: pct(server, 50), batchServerP95: pct(server, 95), alarms, serverCpuS, machineBusyS, pointsPerServerCpuS: accepted / serverCpuS, pass: pointsPerS >= 20_000 };
}

async function main() {
  const t0 = performance.now();
  const { reuse } = await prepareDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'meiyun-bench-tracking-'));
  const { child, ready } = await startCompiledServer<{ port: number; dbKind: string }>(path.join(here, 'support', 'tracking-bench-server.ts'), {
    ...process.env,
    DATABASE_URL: dbUrl,
    DATA_DIR: dataDir,
    DEMO_DATA: '1',
    BENCH_PASSWORD: PASSWORD,
    BENCH_GATEWAYS: String(INGEST_CLIENTS),
    BENCH_GATEWAY_TOKEN: GATEWAY_TOKEN,
  });
  const stop = () => child.kill('SIGTERM');
  process.on('exit', stop);
  const base = `http://127.0.0.1:${ready.port}/api`;
  console.log(`server up on ${ready.dbKind} (${DB}) after ${secs(t0)}${reuse ? ', reusing the fill' : ''}`);

  let token = '';
  const api = apiOf(base, () => token);
  const login = async () => {
    const r = await fetch(`${base}/sys/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'bench_tracking', password: PASSWORD }) });
    const j = (await r.json()) as Reply;
    if (j.code !== 200) throw new Error(`sign-in failed: ${j.message}`);
    token = j.result.token;
  };
  await login();

  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  let fillS: number | null = null;
  if (!reuse) {
    console.log(`filling ${DB}: ${GPS_POINTS} GPS points, ${WEIGHINGS} weighings`);
    const f0 = performance.now();
    await fill(c, api);
    fillS = (performance.now() - f0) / 1000;
    console.log(`filled in ${fillS.toFixed(0)} s`);
  }
  const marker = (await c.query('select gps_points::text, weighings::text, fill_day::text from bench_tracking_fill')).rows[0] as Marker;
  const sizes = (await c.query(`select (select count(*) from coal_weighing where tenant_id = 1)::int as weighings, (select count(*) from coal_queue_ticket where tenant_id = 1)::int as tickets,
     (select count(*) from coal_weighing_daily where tenant_id = 1)::int as daily_rows, (select reltuples::bigint from pg_class where relname = 'coal_gps_point') as gps_points_estimate,
     (select count(*) from coal_car where tenant_id = 1)::int as cars, pg_size_pretty(pg_total_relation_size('coal_gps_point')) as gps_size, pg_size_pretty(pg_total_relation_size('coal_weighing')) as weighing_size`)).rows[0];
  console.log(`data: ${JSON.stringify(sizes)}, filled on ${marker.fill_day}`);

  // The month measured: the last whole month before the fill day; the track days: the fill's 30 days.
  const fillDay = marker.fill_day;
  const lastMonthEnd = addDays(`${fillDay.slice(0, 7)}-01`, -1);
  const month = { from: `${lastMonthEnd.slice(0, 7)}-01`, to: lastMonthEnd };
  const cars = (await c.query(`select plate_no from coal_car where tenant_id = 1 and del_flag = 0 order by plate_no limit ${CARS}`)).rows.map((r) => r.plate_no as string);
  const yards = (await c.query(`select id from coal_freight_yard where tenant_id = 1 order by id`)).rows.map((r) => r.id as string);
  const perCarDay = Math.ceil(GPS_POINTS / CARS / GPS_DAYS);

  if (PHASES.has('track')) {
    console.log(`\ncar's day of track (${TRACK_CALLS} calls, each another car and day; ~${perCarDay} points a car-day)`);
    await measure(
      api,
      "historicalGPSObj (a car's day)",
      50,
      TRACK_CALLS,
      (i) => {
        const day = addDays(fillDay, -1 - ((i * 7) % GPS_DAYS));
        return `/report/zoomewell/historicalGPSObj?plateNo=${encodeURIComponent(cars[(i * 37 + 11) % cars.length])}&begin=${encodeURIComponent(`${day} 00:00:00`)}&end=${encodeURIComponent(`${day} 23:59:59`)}`;
      },
      (r) => (Array.isArray(r.result) && r.result.length >= perCarDay * 0.9 ? null : `${Array.isArray(r.result) ? r.result.length : '?'} points, expected ~${perCarDay}`),
    );
  }

  if (PHASES.has('reports')) {
    console.log(`\nreports for ${month.from} … ${month.to} (${REPORT_CALLS} calls each)`);
    const m = `from=${month.from}&to=${month.to}`;
    const hasRows = (r: Reply) => (r.result?.rows?.length ? null : 'no rows');
    await measure(api, 'tonnage, by day', 200, REPORT_CALLS, () => `/coal/report/tonnage?${m}&group=day`, hasRows);
    await measure(api, 'tonnage, by month', 200, REPORT_CALLS, () => `/coal/report/tonnage?${m}&group=month`, hasRows);
    await measure(api, 'trips, by carrier', 200, REPORT_CALLS, () => `/coal/report/trips?${m}&by=carrier`, hasRows);
    await measure(api, 'trips, by car', 200, REPORT_CALLS, () => `/coal/report/trips?${m}&by=car`, hasRows);
    await measure(api, 'trips, by driver', 200, REPORT_CALLS, () => `/coal/report/trips?${m}&by=driver`, hasRows);
    await measure(api, 'contractProgress', 200, REPORT_CALLS, () => '/coal/report/contractProgress', hasRows);
    await measure(api, 'queueTimes', 200, REPORT_CALLS, () => `/coal/report/queueTimes?${m}`, hasRows);
    await measure(api, 'weighbridgeDaily (one day, one yard)', 200, REPORT_CALLS, (i) => `/coal/report/weighbridgeDaily?day=${addDays(month.from, i % 28)}&yardId=${yards[i % yards.length]}`, hasRows);
  }

  if (PHASES.has('dashboard')) {
    console.log('\nanalysis dashboard');
    const row = await measure(api, 'dashboard/analysis', 100, REPORT_CALLS, () => '/coal/dashboard/analysis');
    if (!row) console.log('  /coal/dashboard/analysis: not present');
  }

  let ingestFigures: IngestFigures | null = null;
  if (PHASES.has('ingest')) {
    console.log(`\nGPS ingest: ${INGEST_POINTS} points, ${INGEST_CLIENTS} gateways at once, batches of up to ${BATCH}`);
    ingestFigures = await ingest(c, base, child.pid!);
    const f = ingestFigures;
    console.log(`  ${f.accepted} of ${f.points} points stored in ${f.wallS.toFixed(1)} s: ${Math.round(f.pointsPerS)} points/s ${f.pass ? 'PASS' : 'MISS'} (${f.batches} batches, server p50 ${f.batchServerP50.toFixed(0)} ms, p95 ${f.batchServerP95.toFixed(0)} ms a batch; ${f.alarms} fence alarms); server CPU ${f.serverCpuS.toFixed(1)} s (${Math.round(f.pointsPerServerCpuS)} points per CPU second), machine busy ${f.machineBusyS.toFixed(1)} of ${(f.wallS * os.cpus().length).toFixed(1)} CPU s`);
  }

  console.log(`\n| call | target | n | server p50 | server p95 | round trip p50 | |`);
  console.log('|---|---|--:|--:|--:|--:|---|');
  for (const r of rows) {
    if (r.note) console.log(`| ${r.call} | ${r.target} | – | – | – | – | ${r.note} |`);
    else console.log(`| ${r.call} | ${r.target} | ${r.n} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${r.roundP50.toFixed(1)} ms | ${r.pass ? 'PASS' : 'MISS'} |`);
  }
  if (ingestFigures) console.log(`| GPS ingest | ≥ 20 000 points/s | ${ingestFigures.accepted} | | | | ${Math.round(ingestFigures.pointsPerS)} points/s ${ingestFigures.pass ? 'PASS' : 'MISS'} |`);

  const pgVersion = (await c.query('show server_version')).rows[0].server_version as string;
  const settings = (await c.query(`select name, setting, unit from pg_settings where name in ('shared_buffers', 'work_mem', 'max_parallel_workers_per_gather')`)).rows;
  await c.end();
  const out = path.join(here, 'results', 'tracking-reports.json');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(
    out,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        machine: { loadAverage: os.loadavg(), cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryGB: Math.round(os.totalmem() / 2 ** 30), node: process.version, postgres: pgVersion, settings },
        database: DB,
        reused: reuse,
        fillSeconds: fillS,
        data: { ...sizes, asked: { gpsPoints: GPS_POINTS, weighings: WEIGHINGS }, fillDay, month },
        serverTime: 'Fastify reply.elapsedTime at onSend (ms), from the request reaching the server to its reply being handed to the socket',
        calls: rows,
        ingest: ingestFigures,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nfigures written to ${path.relative(process.cwd(), out)}`);
  stop();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
