import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, chmodSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { openDb, type DbHandle } from './db/client';
import { sysConfig } from './db/schema/index';
import { loadSecrets } from './secrets';

const KEYS = ['jwt_secret', 'sign_secret', 'data_source_key'];
let dir: string;
let handle: DbHandle;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'meiyun-secrets-'));
  handle = await openDb({});
  await handle.migrate();
});
afterAll(async () => {
  await handle?.close();
  rmSync(dir, { recursive: true, force: true });
});

const inTable = async () => (await handle.db.select().from(sysConfig).where(inArray(sysConfig.key, KEYS))).length;

describe('deployment secrets', () => {
  it('are generated into a 0600 file at the first start, and the same ones are read at the next', async () => {
    const file = path.join(dir, 'first', 'secrets.json');
    const a = await loadSecrets(handle.db, { file });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await inTable()).toBe(0);
    const b = await loadSecrets(handle.db, { file });
    expect(Buffer.from(b.jwtKey).toString()).toBe(Buffer.from(a.jwtKey).toString());
    expect(b.signKey).toBe(a.signKey);
    expect(b.dataSourceKey.length).toBe(32);
  });

  it('move out of sys_config with their values when an older deployment kept them there', async () => {
    const old = { jwt_secret: 'j'.repeat(48), sign_secret: 's'.repeat(32), data_source_key: Buffer.alloc(32, 7).toString('base64url') };
    await handle.db.insert(sysConfig).values(Object.entries(old).map(([key, value]) => ({ key, value })));
    const file = path.join(dir, 'legacy.json');
    const s = await loadSecrets(handle.db, { file });
    expect(Buffer.from(s.jwtKey).toString()).toBe(old.jwt_secret);
    expect(s.signKey).toBe(old.sign_secret);
    expect(s.dataSourceKey.equals(Buffer.alloc(32, 7))).toBe(true);
    expect(await inTable()).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8')).signSecret).toBe(old.sign_secret);
  });

  it('take the environment first, tighten a loose file and refuse a weak or broken one', async () => {
    const file = path.join(dir, 'env.json');
    const env = { jwtSecret: 'e'.repeat(40), signSecret: 'f'.repeat(20), dataSourceKey: Buffer.alloc(32, 1).toString('base64url') };
    expect((await loadSecrets(handle.db, { file, env })).signKey).toBe(env.signSecret);
    writeFileSync(file, JSON.stringify(env));
    chmodSync(file, 0o644);
    await loadSecrets(handle.db, { file });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    writeFileSync(file, JSON.stringify({ ...env, jwtSecret: 'short' }));
    await expect(loadSecrets(handle.db, { file })).rejects.toThrow(/JWT_SECRET/);
    writeFileSync(file, 'not json');
    await expect(loadSecrets(handle.db, { file })).rejects.toThrow(/not valid JSON/);
  });
});
