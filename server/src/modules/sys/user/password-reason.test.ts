import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../../core/db/client';
import { createTestApp, type TestApp } from '../../../../test/helpers';

/** Why the forced set-password dialog opens, as the bell's call answers it to the signed-in user. */
async function reasonOf(t: TestApp, token: string) {
  const r = await t.call({ method: 'GET', url: '/api/sys/annountCement/listByUser', headers: { 'x-access-token': token } });
  return { updPwd: r.json.result.updPwd, updPwdReason: r.json.result.updPwdReason };
}

describe('the reason a new password is due', () => {
  let t: TestApp;
  let admin: string;
  const send = (method: 'POST' | 'PUT', url: string, payload: object, token = admin) =>
    t.call({ method, url: `/api${url}`, headers: { 'x-access-token': token }, payload });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is none for the admin whose first password the deployer chose', async () => {
    expect(await reasonOf(t, admin)).toEqual({ updPwd: false, updPwdReason: null });
  });

  it('is the administrator’s setting for a user added with a strong password, until the user sets their own', async () => {
    const added = await send('POST', '/sys/user/add', { username: 'rsn0001', realname: '原因一', password: 'Strong#2024x', relTenantIds: '1' });
    expect(added.json).toMatchObject({ success: true });
    const token = await t.login('rsn0001', 'Strong#2024x');
    expect(await reasonOf(t, token)).toEqual({ updPwd: true, updPwdReason: 'adminSet' });
    const own = await send('PUT', '/sys/user/changePassword', { username: 'rsn0001', password: 'Mine#2024x', confirmpassword: 'Mine#2024x' }, token);
    expect(own.json).toMatchObject({ success: true });
    expect(await reasonOf(t, token)).toEqual({ updPwd: false, updPwdReason: null });
  });

  it('is the administrator’s setting again after an administrator resets the password', async () => {
    const id = await t.createUser({ username: 'rsn0002', password: 'Own12345x' });
    expect(await reasonOf(t, await t.login('rsn0002', 'Own12345x'))).toEqual({ updPwd: false, updPwdReason: null });
    const reset = await send('PUT', '/sys/user/resetPassword', { id, password: 'Given#2024x' });
    expect(reset.json).toMatchObject({ success: true });
    expect(await reasonOf(t, await t.login('rsn0002', 'Given#2024x'))).toEqual({ updPwd: true, updPwdReason: 'adminSet' });
  });
});

describe('the first start’s default admin password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ adminInitialPassword: undefined });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is weak', async () => {
    expect(t.seedResult.adminPassword).toBe('default');
    expect(await reasonOf(t, await t.login('admin', '123456'))).toEqual({ updPwd: true, updPwdReason: 'weak' });
  });
});

describe('migration 0002 on a database flagged by the earlier version', () => {
  it('calls the seeded admin’s flag weak and every other flag the administrator’s setting', async () => {
    // The migrations up to 0001, as an earlier version left the database.
    const before = mkdtempSync(path.join(os.tmpdir(), 'meiyun-mig-'));
    cpSync(MIGRATIONS_DIR, before, { recursive: true });
    const journalFile = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
    journal.entries = journal.entries.filter((e: { tag: string }) => e.tag < '0002');
    writeFileSync(journalFile, JSON.stringify(journal));
    const client = new PGlite({ extensions: { pg_trgm } });
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: before });
      await client.exec(`
        insert into sys_user (id, username, realname, password_hash, pwd_weak, create_by) values
          ('u1', 'admin', '管理员', 'x', true, 'system'),
          ('u2', 'clerk', '司磅员', 'x', true, 'admin'),
          ('u3', 'trader', '贸易员', 'x', false, 'admin')`);
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      const rows = await client.query<{ id: string; pwd_change_reason: string | null }>('select id, pwd_change_reason from sys_user order by id');
      expect(rows.rows).toEqual([
        { id: 'u1', pwd_change_reason: 'weak' },
        { id: 'u2', pwd_change_reason: 'adminSet' },
        { id: 'u3', pwd_change_reason: null },
      ]);
    } finally {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
