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
import type { PreparedDb } from '../src/prepare-db';
import { pgliteTemplate, postgresTemplate, type SeedConfig } from './support/templateDb';

export const ADMIN_PASSWORD = 'Admin@2024x';

export interface TestApp extends BuiltApp {
  close(): Promise<void>;
  /** app.inject, answering the parsed JSON body too. */
  call(opts: InjectOptions): Promise<LightMyRequestResponse & { json: any }>;
  login(username?: string, password?: string, remoteAddress?: string): Promise<string>;
  createUser(input: { username: string; password: string; status?: number; roles?: string[]; orgCodes?: string[]; tenants?: string; pwdChangeReason?: PasswordChangeReason }): Promise<string>;
}

/**
 * A fresh database for one test file: PGlite in memory, or a new database on TEST_DATABASE_URL's server (a copy of
 * `template` when given).
 */
export async function freshDatabaseUrl(template?: string): Promise<{ url?: string; drop(): Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return { drop: async () => undefined };
  const name = `meiyun_t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}${template ? ` template ${pg.escapeIdentifier(template)}` : ''}`);
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
  const ownSecretsFile = path.join(os.tmpdir(), `meiyun-test-secrets-${randomBytes(6).toString('hex')}.json`);
  const settings = (databaseUrl?: string) =>
    loadConfig(
      { LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', REDIS_URL: process.env.REDIS_URL, ADMIN_INITIAL_PASSWORD: ADMIN_PASSWORD },
      {
        inMemoryDb: true,
        databaseUrl,
        webDist: '/nonexistent-web-dist',
        argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
        loginThrottle: { ...defaultLoginThrottle, delayBaseMs: 300, delayMaxMs: 2000 },
        cachePrefix: `meiyun:t:${randomBytes(4).toString('hex')}:`,
        // Each test app its own secrets; two instances of one deployment share them (see above).
        secretsFile: ownSecretsFile,
        ...overrides,
      },
    );
  // Most test apps start from a copy of one prepared database (support/templateDb.ts); one that seeds differently
  // (the demo company, its own modules or admin password) or names its own database prepares its own.
  const seed: SeedConfig = { adminInitialPassword: settings().adminInitialPassword, argon2: settings().argon2 };
  const fromTemplate = !('databaseUrl' in overrides) && !settings().demoData && extraModules.length === 0 && seed.adminInitialPassword === ADMIN_PASSWORD;
  const adminUrl = process.env.TEST_DATABASE_URL;
  let prepared: PreparedDb | undefined;
  let pgliteLoad: Blob | undefined;
  let database: { url?: string; drop(): Promise<void> };
  if ('databaseUrl' in overrides) database = { drop: async () => undefined };
  else if (fromTemplate && adminUrl) {
    const template = await postgresTemplate(adminUrl, settings(), seed);
    prepared = template.prepared;
    database = await freshDatabaseUrl(template.name);
  } else {
    database = await freshDatabaseUrl();
    if (fromTemplate) ({ tarball: pgliteLoad, prepared } = await pgliteTemplate(settings(), seed));
  }
  const config = settings(database.url);
  // A statement listener, or a start from the template, needs the database opened here (buildApp opens it otherwise).
  const dbHandle =
    db.onStatement || prepared ? await openDb({ databaseUrl: config.databaseUrl, onStatement: db.onStatement, pgliteLoad }) : undefined;
  const built = await buildApp({ config, dbHandle, extraModules, extraJobs, prepared });
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
