/**
 * The server the list benchmark measures, in a process of its own so that its memory is the server's alone: the
 * product's app with the waybill entity of the tests added, seeded with BENCH_ROWS waybills. It prints one JSON
 * line `{ "port", "seedMs", "dbKind" }` when it listens.
 *
 * A bench-only addition, never in the product: `POST /api/bench/counts` switches the reuse of list totals off and on
 * between measurements.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { ENTITY_ACTIONS, permissionCode } from '@meiyun/shared';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/core/config';
import type { AppContext } from '../../server/src/core/context';
import { sysPermission, sysRolePermission } from '../../server/src/core/db/schema/index';
import { seedId } from '../../server/src/core/db/seed-id';
import { countReuse, dropCounts } from '../../server/src/core/crud/counts';
import { createWaybillIndexes, createWaybillTableOnly, seedWaybillDicts, waybillEntity, waybillMeta, waybillRoutes } from '../../server/test/support/waybill';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const TENANT1 = Math.round(ROWS * 0.9);
const databaseUrl = process.env.DATABASE_URL || undefined;
const REUSE = !!databaseUrl && process.env.BENCH_REUSE === '1';

async function benchControls(api: FastifyInstance, ctx: AppContext) {
  api.post<{ Body: { reuse: boolean } }>('/bench/counts', { config: { permission: 'public' } }, async (req) => {
    countReuse.slowMs = req.body.reuse ? 25 : Number.POSITIVE_INFINITY;
    await dropCounts(ctx, waybillEntity);
    return { success: true };
  });
}

async function seed(ctx: AppContext) {
  const db = ctx.db;
  await seedWaybillDicts(db);
  await db.insert(sysPermission).values({ id: seedId('menu:demo:waybill'), name: '运单', url: '/demo/waybill', menuType: 1 }).onConflictDoNothing();
  for (const a of ENTITY_ACTIONS) {
    const id = seedId(`btn:${permissionCode(waybillMeta, a)}`);
    await db.insert(sysPermission).values({ id, parentId: seedId('menu:demo:waybill'), name: a, menuType: 2, perms: permissionCode(waybillMeta, a) }).onConflictDoNothing();
    await db.insert(sysRolePermission).values({ roleId: seedId('role:admin'), permissionId: id }).onConflictDoNothing();
  }
  // pg_trgm: PostgreSQL ships it as a contrib extension, PGlite as @electric-sql/pglite/contrib/pg_trgm (loaded by openDb).
  await createWaybillTableOnly(db);
  if (REUSE) {
    await db.execute(sql`delete from demo_waybill where waybill_no like 'IM%'`);
    const [{ n }] = ((await db.execute(sql`select count(*)::int as n from demo_waybill`)) as unknown as { rows: { n: number }[] }).rows;
    if (n === ROWS) {
      await createWaybillIndexes(db, true);
      await db.execute(sql`vacuum analyze demo_waybill`);
      return;
    }
    await db.execute(sql`truncate demo_waybill`);
  }
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
}

async function main() {
  if (databaseUrl && !REUSE) {
    // A clean slate on the given database: the product's tables are migrated again by buildApp.
    const pg = (await import('pg')).default;
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    await c.query('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public');
    await c.end();
  }
  const config = loadConfig(
    { LOG_LEVEL: 'silent', ADMIN_INITIAL_PASSWORD: process.env.BENCH_PASSWORD, DATA_DIR: process.env.DATA_DIR },
    { databaseUrl, cachePrefix: 'meiyun:bench:', argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 } },
  );
  const { app, ctx } = await buildApp({ config, extraModules: [waybillRoutes, benchControls] });
  const t0 = performance.now();
  await seed(ctx);
  const seedMs = performance.now() - t0;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ port, seedMs, dbKind: ctx.dbKind })}\n`);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
