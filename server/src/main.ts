import { loadConfig } from './core/config';
import { buildApp } from './app';
import { isPrepareChild, prepareInChild, preparesInChild, runPrepareChild } from './prepare-db';

/**
 * Start: config → database (migrated, seeded) → listen; stops cleanly on SIGINT/SIGTERM. The embedded database on
 * disk is migrated and seeded by a child process running this same program (prepare-db.ts says why).
 */
async function main() {
  const config = loadConfig();
  if (isPrepareChild()) return runPrepareChild(config);
  const prepared = preparesInChild(config) ? await prepareInChild() : undefined;
  const { app, ctx, seedResult } = await buildApp({ config, prepared });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });

  // For the person starting the server, not for the log collector: plain console lines.
  const db = ctx.dbKind === 'pglite' ? `embedded database (PGlite) in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`\n煤运调度平台 is running at http://localhost:${config.port}`);
  console.log(`Database: ${db}${config.redisUrl ? '; cache: Redis' : ''}`);
  if (seedResult.adminPassword === 'env') console.log('First sign-in: admin, with the password given in ADMIN_INITIAL_PASSWORD');
  else if (seedResult.adminCreated) console.log('First sign-in: admin / 123456 (you will be asked to change it)');
  else console.log('First sign-in: admin / 123456 (unless it was changed since)');
  if (config.sms.provider === 'log') console.log('SMS codes: development sender (server log and 短信发件箱); set SMS_PROVIDER for real messages');
  console.log('');
}

main().catch((err) => {
  console.error('Start failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
