/**
 * A benchmark talking to the product's server: the admin's sign-in, and a PostgreSQL database of its own that is
 * dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The admin's token, where the first seed gave the admin `password` (ADMIN_INITIAL_PASSWORD): no set-password step is due. */
export async function signIn(apiBase: string, password: string): Promise<string> {
  const r = await fetch(`${apiBase}/sys/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password }) });
  const j = (await r.json()) as { code: number; message: string; result?: { token: string } };
  if (j.code !== 200 || !j.result) throw new Error(`sign-in as admin failed: ${j.message}`);
  return j.result.token;
}

/**
 * A new empty database `<prefix>_<random>` on the PostgreSQL server `serverUrl` points at (its own database is only
 * connected to, never changed): the URL of the new one, and how to drop it.
 */
export async function scratchDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
