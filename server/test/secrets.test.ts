import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { createTestApp, freshDatabaseUrl } from './helpers';
import { openPassword, sealPassword } from '../src/modules/sys/data-source/sealed-password';
import { loadConfig } from '../src/core/config';
import { openDb, type DbHandle } from '../src/core/db/client';
import { sysConfig } from '../src/core/db/schema/index';
import { loadSecrets } from '../src/core/secrets';

const KEYS = ['jwt_secret', 'sign_secret', 'data_source_key'];
const text = (k: Uint8Array) => Buffer.from(k).toString();
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

const inTable = async (db = handle.db) => db.select().from(sysConfig).where(inArray(sysConfig.key, KEYS));
const old = () => ({ jwt_secret: 'j'.repeat(64), sign_secret: 's'.repeat(32), data_source_key: Buffer.alloc(32, 7).toString('base64url') });
const putLegacy = (values: Record<string, string>, db = handle.db) => db.insert(sysConfig).values(Object.entries(values).map(([key, value]) => ({ key, value })));
const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('deployment secrets', () => {
  beforeEach(async () => {
    await handle.db.delete(sysConfig).where(inArray(sysConfig.key, KEYS));
  });

  it('are generated into a 0600 file at the first start, and the same ones are read at the next', async () => {
    const file = path.join(dir, 'first', 'secrets.json');
    const a = await loadSecrets(handle.db, { file });
    expect(modeOf(file)).toBe(0o600);
    expect(await inTable()).toEqual([]);
    const b = await loadSecrets(handle.db, { file });
    expect(text(b.jwtKey)).toBe(text(a.jwtKey));
    expect(text(a.jwtKey).length).toBeGreaterThanOrEqual(32);
    expect(b.signKey).toBe(a.signKey);
    expect(b.dataSourceKey.equals(a.dataSourceKey)).toBe(true);
    expect(b.dataSourceKey.length).toBe(32);
  });

  it('move out of sys_config with their values when an older deployment kept them there', async () => {
    const values = old();
    await putLegacy(values);
    const file = path.join(dir, 'legacy.json');
    const s = await loadSecrets(handle.db, { file });
    expect(text(s.jwtKey)).toBe(values.jwt_secret);
    expect(s.signKey).toBe(values.sign_secret);
    expect(s.dataSourceKey.equals(Buffer.alloc(32, 7))).toBe(true);
    expect(await inTable()).toEqual([]);
    expect(modeOf(file)).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ jwtSecret: values.jwt_secret, signSecret: values.sign_secret, dataSourceKey: values.data_source_key });
  });

  it('keep the legacy values in the file even when the environment gives every secret, and leave sys_config empty', async () => {
    const values = old();
    await putLegacy(values);
    const file = path.join(dir, 'legacy-env.json');
    const env = { jwtSecret: 'e'.repeat(40), signSecret: 'f'.repeat(20), dataSourceKey: Buffer.alloc(32, 1).toString('base64url') };
    const s = await loadSecrets(handle.db, { file, env });
    expect(s.signKey).toBe(env.signSecret);
    expect(await inTable()).toEqual([]);
    expect(JSON.parse(readFileSync(file, 'utf8')).dataSourceKey).toBe(values.data_source_key);
  });

  it('take each value set in the environment over the file, and need no file when all three are set', async () => {
    const file = path.join(dir, 'partial.json');
    const fromFile = await loadSecrets(handle.db, { file });
    const s = await loadSecrets(handle.db, { file, env: { signSecret: 'g'.repeat(24) } });
    expect(s.signKey).toBe('g'.repeat(24));
    expect(text(s.jwtKey)).toBe(text(fromFile.jwtKey));
    const none = path.join(dir, 'never.json');
    const env = { jwtSecret: 'e'.repeat(40), signSecret: 'f'.repeat(20), dataSourceKey: Buffer.alloc(32, 1).toString('base64') };
    expect((await loadSecrets(handle.db, { file: none, env })).dataSourceKey.equals(Buffer.alloc(32, 1))).toBe(true);
    expect(() => statSync(none)).toThrow();
  });

  it('tighten a loose file and refuse a weak, malformed or unreadable one with a clear message', async () => {
    const file = path.join(dir, 'loose.json');
    const good = { jwtSecret: 'e'.repeat(40), signSecret: 'f'.repeat(20), dataSourceKey: Buffer.alloc(32, 1).toString('base64url') };
    writeFileSync(file, JSON.stringify(good));
    chmodSync(file, 0o644);
    await loadSecrets(handle.db, { file });
    expect(modeOf(file)).toBe(0o600);
    writeFileSync(file, JSON.stringify({ ...good, jwtSecret: 'short' }));
    await expect(loadSecrets(handle.db, { file })).rejects.toThrow(/JWT_SECRET.*at least 32/);
    writeFileSync(file, JSON.stringify({ ...good, dataSourceKey: 'abc' }));
    await expect(loadSecrets(handle.db, { file })).rejects.toThrow(/DATA_SOURCE_KEY/);
    writeFileSync(file, 'not json');
    await expect(loadSecrets(handle.db, { file })).rejects.toThrow(/not valid JSON/);
    await expect(loadSecrets(handle.db, { file: dir })).rejects.toThrow(/Cannot read the secrets file/);
    await expect(loadSecrets(handle.db, { file, env: { jwtSecret: 'weak' } })).rejects.toThrow(/environment: JWT_SECRET/);
  });

  it('agree when two instances start together on one disk: the second reads what the first writes', async () => {
    const file = path.join(dir, 'race.json');
    const [a, b] = await Promise.all([loadSecrets(handle.db, { file }), loadSecrets(handle.db, { file })]);
    expect(text(a.jwtKey)).toBe(text(b.jwtKey));
    expect(a.signKey).toBe(b.signKey);
    // The winner has created the file but not written it yet: the loser waits for its content.
    const slow = path.join(dir, 'slow.json');
    const good = { jwtSecret: 'w'.repeat(40), signSecret: 'x'.repeat(20), dataSourceKey: Buffer.alloc(32, 3).toString('base64url') };
    writeFileSync(slow, '', { mode: 0o600 });
    setTimeout(() => writeFileSync(slow, JSON.stringify(good)), 150);
    expect((await loadSecrets(handle.db, { file: slow })).signKey).toBe(good.signSecret);
  });

  it('are checked with the settings: a weak secret or a bad allow-list entry stops the start', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32 characters/);
    expect(() => loadConfig({ SIGN_SECRET: 'short' })).toThrow(/SIGN_SECRET/);
    expect(() => loadConfig({ DATA_SOURCE_KEY: 'x'.repeat(10) })).toThrow(/DATA_SOURCE_KEY/);
    const c = loadConfig({ JWT_SECRET: 'k'.repeat(32), DATA_SOURCE_KEY: Buffer.alloc(32, 9).toString('base64'), DATA_DIR: '/srv/meiyun' });
    expect(c.secretsEnv).toMatchObject({ jwtSecret: 'k'.repeat(32), signSecret: undefined });
    expect(c.secretsFile).toBe('/srv/meiyun/secrets.json');
    expect(loadConfig({ SECRETS_FILE: '/etc/meiyun/secrets.json' }).secretsFile).toBe('/etc/meiyun/secrets.json');
    expect(loadConfig({ DATA_SOURCE_ALLOWED_HOSTS: ' 10.1.2.3, DB.corp.example ,10.2.0.0/16,fd00::/8 ' }).dataSourceAllowedHosts).toEqual(['10.1.2.3', 'db.corp.example', '10.2.0.0/16', 'fd00::/8']);
    expect(loadConfig({}).dataSourceAllowedHosts).toEqual([]);
    expect(() => loadConfig({ DATA_SOURCE_ALLOWED_HOSTS: '10.0.0.0/33' })).toThrow(/DATA_SOURCE_ALLOWED_HOSTS/);
    expect(() => loadConfig({ DATA_SOURCE_ALLOWED_HOSTS: 'postgres://x' })).toThrow(/DATA_SOURCE_ALLOWED_HOSTS/);
  });
});

describe('an app', () => {
  it('after start holds none of the secrets in sys_config, and its secrets file has mode 0600', async () => {
    const t = await createTestApp();
    try {
      expect(await inTable(t.ctx.db)).toEqual([]);
      expect(modeOf(t.ctx.config.secretsFile)).toBe(0o600);
      const file = JSON.parse(readFileSync(t.ctx.config.secretsFile, 'utf8'));
      expect(file.signSecret).toBe(t.ctx.secrets.signKey);
    } finally {
      await t.close();
    }
  });

  it('of a deployment that kept its secrets in sys_config keeps them: tokens in flight and sealed passwords still work', async () => {
    // One database for both starts: PGlite on disk, or a database on TEST_DATABASE_URL's server.
    const database = process.env.TEST_DATABASE_URL ? await freshDatabaseUrl() : undefined;
    const dataDir = mkdtempSync(path.join(dir, 'deployment-'));
    const base = { databaseUrl: database?.url, inMemoryDb: false, dataDir };
    const oldFile = path.join(dataDir, 'old-secrets.json');
    const newFile = path.join(dataDir, 'secrets.json');
    try {
      const before = await createTestApp({ ...base, secretsFile: oldFile });
      const token = await before.login();
      const sealed = sealPassword(before.ctx.secrets.dataSourceKey, 'Report-pw-1');
      const values = JSON.parse(readFileSync(oldFile, 'utf8'));
      // As the previous version kept them: three rows in sys_config, no file.
      await putLegacy({ jwt_secret: values.jwtSecret, sign_secret: values.signSecret, data_source_key: values.dataSourceKey }, before.ctx.db);
      await before.close();
      rmSync(oldFile);

      const after = await createTestApp({ ...base, secretsFile: newFile });
      try {
        expect(await inTable(after.ctx.db)).toEqual([]);
        expect(modeOf(newFile)).toBe(0o600);
        expect(JSON.parse(readFileSync(newFile, 'utf8'))).toEqual(values);
        const res = await after.call({ method: 'GET', url: '/api/sys/signKey', headers: { 'x-access-token': token } });
        expect(res.json).toMatchObject({ success: true, result: values.signSecret });
        expect(openPassword(after.ctx.secrets.dataSourceKey, sealed)).toBe('Report-pw-1');
      } finally {
        await after.close();
      }
    } finally {
      await database?.drop();
    }
  });
});
