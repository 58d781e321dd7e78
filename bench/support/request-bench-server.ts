/**
 * The server the request benchmark (bench/requests.bench.ts) measures, in a process of its own: the product's app
 * with its settings from the environment (as `npm start` has them), and BENCH_USERS users (default 10) added to
 * tenant 1, each with a role and a department, so that the user list's first page is full and its decorations
 * find rows. It prints one JSON line `{ "port", "dbKind" }` when it listens.
 *
 * Bench-only additions, never in the product (public, under the API prefix):
 *   POST /bench/capture    records the SQL of the next API request (PostgreSQL: every query the pg driver sends)
 *   GET  /bench/captured   that SQL, split where the route's handler begins: before it the guard's, then the handler's
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/core/config';
import type { AppContext } from '../../server/src/core/context';
import { sysUser, sysUserDepart, sysUserRole } from '../../server/src/core/db/schema/index';
import { seedId } from '../../server/src/core/db/seed-id';

/** One statement as the driver sent it: its text and its parameters in the text form the driver sends them in. */
export interface CapturedStatement {
  text: string;
  values: (string | null)[];
}
export interface CapturedRequest {
  url: string | null;
  guard: CapturedStatement[];
  handler: CapturedStatement[];
}

const BENCH_USERS = Number(process.env.BENCH_USERS ?? 10);

let capture: (CapturedRequest & { phase: 'armed' | 'guard' | 'handler' | 'done' }) | null = null;

/** Every query of a pg client (the pool's clients too) is seen here while a capture is running. */
function watchPgQueries() {
  const prepareValue = (pg as unknown as { utils: { prepareValue(v: unknown): unknown } }).utils.prepareValue;
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (capture && capture.phase !== 'done') {
      const [q, v] = args as [string | { text?: string; values?: unknown[] } | undefined, unknown];
      const text = typeof q === 'string' ? q : q?.text;
      const values = (Array.isArray(v) ? v : typeof q === 'object' ? q?.values : undefined) ?? [];
      if (text) {
        const statement = { text, values: values.map((x) => (x == null ? null : String(prepareValue(x)))) };
        (capture.phase === 'handler' ? capture.handler : capture.guard).push(statement);
      }
    }
    return original.apply(this, args);
  } as unknown as typeof pg.Client.prototype.query;
}

async function captureRoutes(api: FastifyInstance, ctx: AppContext) {
  const benchPath = `${ctx.config.apiPrefix}/bench/`;
  const isBench = (url: string) => url.startsWith(benchPath);
  // Hooks of this scope run after the guard's (registered on the root), so the handler's part starts here. They reach
  // the routes of the product's modules registered in this same scope (Fastify resolves hooks when the app is ready).
  api.addHook('onRequest', async (req) => {
    if (capture?.phase === 'armed' && !isBench(req.url)) {
      capture.phase = 'guard';
      capture.url = req.url;
    }
  });
  api.addHook('preHandler', async (req) => {
    if (capture?.phase === 'guard' && capture.url === req.url) capture.phase = 'handler';
  });
  api.addHook('onResponse', async (req) => {
    if (capture?.phase === 'handler' && capture.url === req.url) capture.phase = 'done';
  });
  api.post('/bench/capture', { config: { permission: 'public' } }, async () => {
    capture = { url: null, guard: [], handler: [], phase: 'armed' };
    return { success: true };
  });
  api.get('/bench/captured', { config: { permission: 'public' } }, async () => {
    const done = capture?.phase === 'done' ? { url: capture.url, guard: capture.guard, handler: capture.handler } : null;
    return { success: !!done, result: done };
  });
}

/** BENCH_USERS users in tenant 1 (once: a later run on the same database adds none). */
async function addUsers(ctx: AppContext) {
  const passwordHash = await ctx.hasher.hash(randomBytes(24).toString('base64url'));
  const departs = ['A01A01', 'A01A02', 'A01A03'];
  for (let i = 1; i <= BENCH_USERS; i++) {
    const n = String(i).padStart(2, '0');
    const id = seedId(`bench-user:${n}`);
    const orgCode = departs[i % departs.length];
    await ctx.db
      .insert(sysUser)
      .values({ id, username: `bench_user_${n}`, realname: `压测用户${n}`, passwordHash, phone: `1390000${String(i).padStart(4, '0')}`, sex: 1 + (i % 2), orgCode, relTenantIds: '1', createBy: 'bench' })
      .onConflictDoNothing();
    await ctx.db.insert(sysUserRole).values({ userId: id, roleId: seedId('role:dispatcher') }).onConflictDoNothing();
    await ctx.db.insert(sysUserDepart).values({ userId: id, depId: seedId(`depart:${orgCode}`) }).onConflictDoNothing();
  }
}

async function main() {
  watchPgQueries();
  const config = loadConfig({
    ...process.env,
    // Request logs off unless asked for: the figures are the server's work, not its log's (BENCH_LOG_LEVEL=info for them).
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    ADMIN_INITIAL_PASSWORD: process.env.BENCH_PASSWORD,
  });
  const { app, ctx } = await buildApp({ config, extraModules: [captureRoutes] });
  await addUsers(ctx);
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
