import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/core/config';
import type { AppContext } from '../../server/src/core/context';

/**
 * A data directory prepared before the server starts on it: the embedded database is single-process, so rows a
 * test needs and no screen creates yet (a second user, draft announcements) are written here first, through the
 * server's own code. Start the server with `{ DATA_DIR: dir }`.
 */
export async function prepareDataDir(adminPassword: string, fill: (ctx: AppContext) => Promise<void>): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'meiyun-e2e-prep-'));
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', ADMIN_INITIAL_PASSWORD: adminPassword }, { webDist: '/nonexistent-web-dist' });
  const { app, ctx } = await buildApp({ config });
  try {
    await fill(ctx);
  } finally {
    await app.close();
  }
  return dir;
}
