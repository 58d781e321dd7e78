import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';

import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { z } from 'zod';
import { setBusinessTimeZone } from '@meiyun/shared';
import type { Config } from './core/config';
import { webDistAvailable } from './core/config';
import { createSmsSender } from './core/sms/index';
import { createMailer } from './core/mail/index';
import { createFileStores } from './core/storage/index';
import type { AppContext } from './core/context';
import { openDb, type DbHandle } from './core/db/client';
import { createCache } from './core/cache/index';
import { createBus, type Bus } from './core/realtime/bus';
import { createSocketHub } from './core/realtime/sockets';
import { relayEntityChanges } from './core/realtime/entity-changes';
import { registerWebsocketSupport } from './core/realtime/websocket';
import { JobRegistry } from './core/jobs/registry';
import { createScheduler } from './core/jobs/scheduler';
import type { JobHandler } from './core/jobs/types';
import { createHttpMetrics, createRuntimeMetrics } from './core/metrics/index';
import { loadSecrets, type Secrets } from './core/secrets';
import { createSessions } from './core/auth/sessions';
import { createIdentity } from './core/auth/identity';
import { createHasher } from './core/auth/password';
import { registerGuard, type RegisteredRoute } from './core/auth/guard';
import { registerNulGuard } from './core/http/nul-guard';
import { registerErrorHandling } from './core/http/errors';
import { registerMultipart } from './core/http/multipart';
import { loggerOptions } from './core/logger';
import type { SeedResult } from './seed/index';
import { MODULES } from './modules/index';
import { pgliteDir, prepareDb, type PreparedDb } from './prepare-db';

// Default validation messages in Chinese, for schemas that do not spell their own.
z.config(z.locales.zhCN());


export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  routes: RegisteredRoute[];
  seedResult: SeedResult;
}

export interface BuildDeps {
  config: Config;
  /** An open database (tests); otherwise opened from the config. Closed with the app either way. */
  dbHandle?: DbHandle;
  /** More route modules under the API prefix (tests use it for probe routes). */
  extraModules?: ((api: FastifyInstance, ctx: AppContext) => Promise<void>)[];
  /** More job handlers (tests). */
  extraJobs?: JobHandler<any>[];
  /**
   * The database was migrated and seeded already, by another process (main.ts: the embedded database on disk, see
   * prepare-db.ts), with this result: only opened here. Otherwise buildApp prepares it itself.
   */
  prepared?: PreparedDb;
}

/** Builds the whole server: database migrated and seeded (unless `prepared`), secrets loaded, routes registered. Not listening. */
export async function buildApp({ config, dbHandle, extraModules = [], extraJobs = [], prepared }: BuildDeps): Promise<BuiltApp> {
  // One business zone per process (fmtTime, day boundaries, cron, fill rules read it); config.ts has validated it.
  setBusinessTimeZone(config.businessTimeZone);
  const handle =
    dbHandle ??
    (await openDb({ databaseUrl: config.databaseUrl, pgliteDir: config.inMemoryDb ? undefined : pgliteDir(config) }));
  let cache;
  let bus: Bus;
  let secrets: Secrets;
  let seedResult: SeedResult;
  let demo: PreparedDb['demo'];
  const hasher = createHasher(config.argon2);
  try {
    if (prepared) {
      // Prepared elsewhere: the secrets file exists and legacy rows are gone, so this reads the file only.
      secrets = await loadSecrets(handle.db, { file: config.secretsFile, env: config.secretsEnv });
      ({ seedResult, demo } = prepared);
    } else ({ secrets, seedResult, demo } = await prepareDb(handle, config, hasher));
    cache = await createCache(config.redisUrl, config.cachePrefix);
    bus = await createBus(config.redisUrl, config.cachePrefix);
  } catch (err) {
    await cache?.close();
    await handle.close();
    throw err;
  }
  const sessions = createSessions(handle.db, cache, { idleMinutes: config.sessionIdleMinutes, maxHours: config.sessionMaxHours }, (ids) =>
    void sockets.sessionsEnded(ids).catch(() => undefined),
  );
  const identity = createIdentity(handle.db, cache);
  const sockets = createSocketHub(bus, (id) => sessions.peek(id));
  relayEntityChanges(bus, sockets, identity);
  const jobs = createScheduler({
    ctx: () => ctx,
    registry: new JobRegistry([...MODULES.flatMap((m) => m.jobs ?? []), ...extraJobs]),
    log: () => app.log,
  });
  const metrics = { http: createHttpMetrics(), runtime: createRuntimeMetrics() };
  const sms = createSmsSender(config.sms, () => app.log);
  const mail = createMailer(config.smtp, () => app.log);
  const files = createFileStores(config);
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    // Fastify accepts a hop count too, though its types do not say so.
    trustProxy: config.trustProxy as boolean | string,
    genReqId: () => crypto.randomUUID(),
  });
  const ctx: AppContext = { config, db: handle.db, dbKind: handle.kind, cache, secrets, sessions, identity, hasher, bus, sockets, jobs, metrics, sms, mail, files, log: app.log };

  // Metrics first, so the timing covers the guard too; only API requests enter the trace.
  metrics.http.register(app, (p) => p === config.apiPrefix || p.startsWith(`${config.apiPrefix}/`));
  // WebSockets (notices, table sync), registered once and before the guard, so the plugin's own onRequest hook
  // marks upgrade requests before the guard may refuse them.
  await registerWebsocketSupport(app);

  const routes = registerGuard(app, ctx);
  registerNulGuard(app);
  const web = webDistAvailable(config);
  registerErrorHandling(app, routes, config.apiPrefix, web ? config.webDist : undefined);
  if (demo) app.log.info({ demo }, 'demo data written to tenant 1');
  await registerMultipart(app, config);

  await app.register(
    async (api) => {
      // API replies over 1 KiB are compressed as they go out (brotli at a fast level, or gzip). Registered inside
      // the API scope only: the web app's files are compressed once at build time and served as they are (below).
      // Websocket upgrades are hijacked before any reply, and non-compressible types (xlsx, images) pass untouched.
      await api.register(fastifyCompress, { threshold: 1024 });
      for (const mod of MODULES) if (mod.routes) await mod.routes(api, ctx);
      for (const extra of extraModules) await extra(api, ctx);
    },
    { prefix: config.apiPrefix },
  );

  if (web) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      // The build writes .br and .gz beside every text file (web/vite.config.ts); the one Accept-Encoding allows is
      // sent as it is, never compressed per request.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        // filePath is the file sent, which may be the .br or .gz beside the one asked for.
        const served = filePath.replace(/\.(br|gz)$/, '');
        res.setHeader('vary', 'accept-encoding');
        // index.html names the current hashed bundles: it must be revalidated; the bundles never change.
        if (path.basename(served) === 'index.html') res.setHeader('cache-control', 'no-cache');
        else if (served.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else res.setHeader('cache-control', 'public, max-age=3600');
      },
    });
  }

  app.addHook('preClose', async () => {
    sockets.close();
    await jobs.stop();
  });
  app.addHook('onClose', async () => {
    metrics.runtime.stop();
    await bus.close();
    await cache.close();
    await handle.close();
  });

  await app.ready();
  await jobs.start();
  return { app, ctx, routes, seedResult };
}
