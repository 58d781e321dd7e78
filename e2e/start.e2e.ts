import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from './support/server';

/**
 * `npm start` on the embedded database: the database is migrated and seeded by a child process (server/src/prepare-db.ts),
 * and the server prints the first sign-in that child's seed found, serves the login page, and keeps no child running.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'meiyun-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The processes a process has started and not yet reaped (Linux). */
const children = (pid: number) => readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();

describe('start on the embedded database', () => {
  it('first start: migrated and seeded by a child that has ended; the first sign-in printed; the login page served', async () => {
    const server = await startServer({ DATA_DIR: dataDir });
    try {
      await expect.poll(() => server.output()).toContain('First sign-in: admin / 123456 (you will be asked to change it)');
      expect(server.output()).toContain(`Database: embedded database (PGlite) in ${dataDir}`);
      expect(children(server.pid)).toBe('');
      const page = await fetch(`${server.url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      const login = (await (await fetch(`${server.url}/api/sys/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: '123456' }),
      }).then((r) => r.json())) as { success: boolean; result?: { token: string } });
      expect(login.success).toBe(true);
      expect(existsSync(join(dataDir, 'secrets.json'))).toBe(true);
    } finally {
      await server.stop();
    }
  });

  it('second start: the same data, the admin no longer new', async () => {
    const server = await startServer({ DATA_DIR: dataDir });
    try {
      await expect.poll(() => server.output()).toContain('First sign-in: admin / 123456 (unless it was changed since)');
      expect(children(server.pid)).toBe('');
    } finally {
      await server.stop();
    }
  });

  it('a failure while preparing the database stops the start with its message', async () => {
    const broken = mkdtempSync(join(tmpdir(), 'meiyun-start-'));
    try {
      writeFileSync(join(broken, 'secrets.json'), '{ not json', { mode: 0o600 });
      const error = await startServer({ DATA_DIR: broken }).then(
        (s) => s.stop().then(() => undefined),
        (e: Error) => e,
      );
      expect(error?.message).toContain('Start failed: The secrets file');
      expect(error?.message).toContain('is not valid JSON');
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
