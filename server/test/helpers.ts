import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type { PasswordChangeReason } from '@meiyun/shared';
import { buildApp, type BuildDeps, type BuiltApp } from '../src/app';
import { openDb } from '../src/core/db/client';
import { defaultLoginThrottle, loadConfig, type Config } from '../src/core/config';
import { sysUser, sysUserDepart, sysUserRole } from '../src/core/db/schema/index';
import { seedId } from '../src/core/db/seed-id';
import { billKeyFile } from '../src/modules/coal/coalBill/signing';

export const ADMIN_PASSWORD = 'Admin@2024x';

export interface TestApp extends BuiltApp {
  close(): Promise<void>;
  /** app.inject, answering the parsed JSON body too. */
  call(opts: InjectOptions): Promise<LightMyRequestResponse & { json: any }>;
  login(username?: string, password?: string, remoteAddress?: string): Promise<string>;
  createUser(input: { username: string; password: string; status?: number; roles?: string[]; orgCodes?: string[]; tenants?: string; pwdChangeReason?: PasswordChangeReason }): Promise<string>;
}

/** A fresh database for one test file: PGlite in memory, or a new database on TEST_DATABASE_URL's server. */
export async function freshDatabaseUrl(): Promise<{ url?: string; drop(): Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return { drop: async () => undefined };
  const name = `meiyun_t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * A test app on a fresh database. Secrets: each app gets its own secrets file in the temporary folder (removed at
 * close). Two apps standing for two instances of one deployment (same database) must share their secrets: pass
 * `secretsFile` (e.g. `a.ctx.config.secretsFile`, kept until the app that made it closes) or `secretsEnv`
 * (`{ jwtSecret, signSecret, dataSourceKey }`, as JWT_SECRET, SIGN_SECRET, DATA_SOURCE_KEY would) in `overrides`,
 * or build the second one from the first one's config. An explicit `databaseUrl` override is used as it is (no
 * fresh database is made, none is dropped at close).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  extraModules: BuildDeps['extraModules'] = [],
  extraJobs: BuildDeps['extraJobs'] = [],
  db: { onStatement?: (sql: string) => void } = {},
): Promise<TestApp> {
  const database = 'databaseUrl' in overrides ? { drop: async () => undefined } : await freshDatabaseUrl();
  const ownSecretsFile = path.join(os.tmpdir(), `meiyun-test-secrets-${randomBytes(6).toString('hex')}.json`);
  const config = loadConfig(
    { LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', REDIS_URL: process.env.REDIS_URL, ADMIN_INITIAL_PASSWORD: ADMIN_PASSWORD },
    {
      inMemoryDb: true,
      databaseUrl: database.url,
      webDist: '/nonexistent-web-dist',
      argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
      loginThrottle: { ...defaultLoginThrottle, delayBaseMs: 300, delayMaxMs: 2000 },
      cachePrefix: `meiyun:t:${randomBytes(4).toString('hex')}:`,
      // Each test app its own secrets; two instances of one deployment share them (see above).
      secretsFile: ownSecretsFile,
      ...overrides,
    },
  );
  // A statement listener needs the database opened here (buildApp opens it otherwise).
  const dbHandle = db.onStatement ? await openDb({ databaseUrl: config.databaseUrl, onStatement: db.onStatement }) : undefined;
  const built = await buildApp({ config, dbHandle, extraModules, extraJobs });
  const { app, ctx } = built;

  const call: TestApp['call'] = async (opts) => {
    const res = await app.inject(opts);
    let json: any;
    try {
      json = res.json();
    } catch {
      json = undefined;
    }
    return Object.assign(res, { json });
  };

  return {
    ...built,
    call,
    async close() {
      await app.close();
      await database.drop();
      rmSync(ownSecretsFile, { force: true });
      rmSync(billKeyFile(ownSecretsFile), { force: true });
    },
    async login(username = 'admin', password = ADMIN_PASSWORD, remoteAddress = '10.0.0.1') {
      const res = await call({ method: 'POST', url: '/api/sys/login', payload: { username, password }, remoteAddress });
      if (res.json?.code !== 200) throw new Error(`login failed: ${res.body}`);
      return res.json.result.token as string;
    },
    async createUser(input) {
      const id = seedId(`test-user:${input.username}`);
      await ctx.db.insert(sysUser).values({
        id,
        username: input.username,
        realname: `测试${input.username}`,
        passwordHash: await ctx.hasher.hash(input.password),
        status: input.status ?? 1,
        pwdChangeReason: input.pwdChangeReason ?? null,
        orgCode: input.orgCodes?.[0] ?? null,
        relTenantIds: input.tenants ?? '1',
      });
      for (const r of input.roles ?? []) await ctx.db.insert(sysUserRole).values({ userId: id, roleId: seedId(`role:${r}`) });
      for (const o of input.orgCodes ?? []) await ctx.db.insert(sysUserDepart).values({ userId: id, depId: seedId(`depart:${o}`) });
      return id;
    },
  };
}

export async function setUserStatus(t: TestApp, username: string, status: number) {
  await t.ctx.db.update(sysUser).set({ status }).where(eq(sysUser.username, username));
}
