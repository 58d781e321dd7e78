/**
 * The server the tracking and reports benchmark (bench/tracking-reports.bench.ts) measures, in a process of its own:
 * the product's app with its settings from the environment (DATABASE_URL, DEMO_DATA as `npm start` reads them), so
 * the migrations and the seed are the product's own. It prints one JSON line `{ "port", "dbKind" }` when it listens.
 *
 * Bench-only additions, never in the product:
 *   - every API reply carries `server-timing: app;dur=<ms>`: Fastify's elapsed time from the request's arrival to
 *     its reply being sent (`reply.elapsedTime` in onSend: guard, handler, serialisation; not the socket write);
 *   - a staff user `bench_tracking` (password BENCH_PASSWORD) of tenant 1 with a role holding exactly the track
 *     permission, the report permissions and any dashboard permission the seed knows (made once);
 *   - BENCH_GATEWAYS 定位网关 of tenant 1, `压测网关1…N`, whose tokens are BENCH_GATEWAY_TOKEN + `-<n>` (kept hashed, as
 *     the product keeps them).
 */
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { GPS_TRACK_PERM } from '@meiyun/shared';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/core/config';
import type { AppContext } from '../../server/src/core/context';
import { sysPermission, sysRole, sysRolePermission, sysUser, sysUserRole } from '../../server/src/core/db/schema/index';
import { seedId } from '../../server/src/core/db/seed-id';
import { hashToken } from '../../server/src/modules/coal/gps/gateway';
import { coalGpsGateway } from '../../server/src/modules/coal/gps/table';

const PASSWORD = process.env.BENCH_PASSWORD ?? 'Bench@2024x';
const GATEWAYS = Number(process.env.BENCH_GATEWAYS ?? 4);
const GATEWAY_TOKEN = process.env.BENCH_GATEWAY_TOKEN ?? 'mgt_bench_tracking';

async function serverTiming(api: FastifyInstance) {
  api.addHook('onSend', async (_req, reply, payload) => {
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(3)}`);
    return payload;
  });
}

/** The bench user's permissions: what the measured calls need, no more. */
const wanted = (code: string) => code === GPS_TRACK_PERM || code.startsWith('coal:report:') || /dashboard/i.test(code);

async function benchUser(ctx: AppContext) {
  const db = ctx.db;
  const roleId = seedId('bench-role:tracking');
  await db.insert(sysRole).values({ id: roleId, roleCode: 'bench_tracking', roleName: '压测报表', tenantId: 1 }).onConflictDoNothing();
  // The permissions are read at every start: a dashboard added since the last run is granted too.
  const perms = await db.select({ id: sysPermission.id, perms: sysPermission.perms }).from(sysPermission).where(eq(sysPermission.delFlag, 0));
  const held = perms.filter((p) => (p.perms ?? '').split(',').some(wanted));
  if (held.length) await db.insert(sysRolePermission).values(held.map((p) => ({ roleId, permissionId: p.id }))).onConflictDoNothing();
  const userId = seedId('bench-user:tracking');
  const [existing] = await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.id, userId));
  if (!existing) {
    await db.insert(sysUser).values({ id: userId, username: 'bench_tracking', realname: '压测报表员', passwordHash: await ctx.hasher.hash(PASSWORD), relTenantIds: '1', createBy: 'bench' });
    await db.insert(sysUserRole).values({ userId, roleId });
  }
}

async function benchGateways(ctx: AppContext) {
  for (let i = 1; i <= GATEWAYS; i++) {
    const name = `压测网关${i}`;
    const tokenHash = hashToken(`${GATEWAY_TOKEN}-${i}`);
    const [row] = await ctx.db.select({ id: coalGpsGateway.id }).from(coalGpsGateway).where(and(eq(coalGpsGateway.tenantId, 1), eq(coalGpsGateway.name, name)));
    if (row) await ctx.db.update(coalGpsGateway).set({ tokenHash, tokenHint: tokenHash.slice(-4), enabled: true }).where(eq(coalGpsGateway.id, row.id));
    else await ctx.db.insert(coalGpsGateway).values({ id: seedId(`bench-gateway:${i}`), tenantId: 1, name, tokenHash, tokenHint: tokenHash.slice(-4), enabled: true, createBy: 'bench' });
  }
}

async function main() {
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn' });
  const { app, ctx } = await buildApp({ config, extraModules: [serverTiming] });
  await benchUser(ctx);
  await benchGateways(ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ port, dbKind: ctx.dbKind })}\n`);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
