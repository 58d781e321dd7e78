import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { sysUser } from '../../../core/db/schema/index';

let t: TestApp;
let admin: string;
let a: string;
let b: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  a = await t.createUser({ username: 'pick_a', password: 'Pick12345' });
  b = await t.createUser({ username: 'pick_b', password: 'Pick12345' });
});
afterAll(async () => t?.close());

const get = (url: string, token = admin) => t.call({ method: 'GET', url: `/api${url}`, headers: { 'x-access-token': token } });

describe('GET /sys/user/getMultiUser', () => {
  it('answers the live users asked for, in the order asked, without secrets', async () => {
    const r = (await get(`/sys/user/getMultiUser?ids=${b},${a},nobody`)).json;
    expect(r.success).toBe(true);
    expect(r.result.map((u: any) => u.username)).toEqual(['pick_b', 'pick_a']);
    expect(Object.keys(r.result[0]).sort()).toEqual(['birthday', 'id', 'phone', 'realname', 'sex', 'username']);
    expect(JSON.stringify(r)).not.toMatch(/argon2|password/i);
  });

  it('leaves deleted users out and answers an empty list for no ids', async () => {
    await t.ctx.db.update(sysUser).set({ delFlag: 1 }).where(eq(sysUser.id, b));
    expect((await get(`/sys/user/getMultiUser?ids=${a},${b}`)).json.result.map((u: any) => u.id)).toEqual([a]);
    expect((await get('/sys/user/getMultiUser')).json.result).toEqual([]);
  });

  it('needs a session', async () => {
    const r = await t.call({ method: 'GET', url: `/api/sys/user/getMultiUser?ids=${a}` });
    expect(r.json.success).toBe(false);
  });
});
