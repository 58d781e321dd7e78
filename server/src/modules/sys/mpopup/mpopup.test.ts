import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';

let t: TestApp;
let admin: string;
let plain: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  await t.createUser({ username: 'mp_plain', password: 'Plain12345', roles: ['dispatcher'] });
  plain = await t.login('mp_plain', 'Plain12345');
});
afterAll(async () => t?.close());

const get = (url: string, query: Record<string, string>, token = admin) =>
  t.call({ method: 'GET', url: `/api${url}?${new URLSearchParams(query)}`, headers: { 'x-access-token': token } });

describe('/utils/mpopup/loadForm', () => {
  it('pages the shown columns of a registered table', async () => {
    const r = (await get('/utils/mpopup/loadForm', { tableName: 'sys_user', showColumn: 'id,username,realname', pageNo: '1', pageSize: '10', sort: 'username=asc' })).json;
    expect(r.success).toBe(true);
    expect(r.result.total).toBeGreaterThan(0);
    expect(Object.keys(r.result.records[0]).sort()).toEqual(['id', 'realname', 'username']);
    expect(r.result.records.map((x: any) => x.username)).toContain('admin');
  });

  it('refuses an unregistered table or column, secrets included', async () => {
    for (const q of <Record<string, string>[]>[
      { tableName: 'sys_session', showColumn: 'id' },
      { tableName: 'pg_user', showColumn: 'usename' },
      { tableName: 'sys_user', showColumn: 'id,password_hash' },
      { tableName: 'sys_user', showColumn: 'id', sort: 'password_hash=asc' },
      { tableName: 'sys_user', showColumn: 'id', queryByLike: '{"password_hash":"a"}' },
    ]) {
      const r = (await get('/utils/mpopup/loadForm', q)).json;
      expect(r.success, JSON.stringify(q)).toBe(false);
      expect(r.message).toBe('表或字段不存在或不允许访问');
    }
  });

  it('refuses a hostile condition and binds the values of a fair one', async () => {
    for (const condition of ['{"username = username or 1=1 --":"x"}', '["admin"]', '{"username":{"$ne":1}}', 'username=admin', '{"del_flag":"0"}']) {
      const r = (await get('/utils/mpopup/loadForm', { tableName: 'sys_user', showColumn: 'id,username', condition })).json;
      expect(r.success, condition).toBe(false);
    }
    const inj = (await get('/utils/mpopup/loadForm', { tableName: 'sys_user', showColumn: 'id,username', condition: JSON.stringify({ username: "admin' or '1'='1" }) })).json;
    expect(inj.result.total).toBe(0);
    const hit = (await get('/utils/mpopup/loadForm', { tableName: 'sys_user', showColumn: 'id,username', condition: JSON.stringify({ username: 'admin' }) })).json;
    expect(hit.result.records.map((x: any) => x.username)).toEqual(['admin']);
  });

  it('escapes LIKE wildcards in the search', async () => {
    const all = (await get('/utils/mpopup/loadForm', { tableName: 'sys_user', showColumn: 'id', queryByLike: '{"username":"%"}' })).json;
    expect(all.result.total).toBe(0);
    const part = (await get('/utils/mpopup/loadForm', { tableName: 'sys_user', showColumn: 'id,username', queryByLike: '{"username":"dmi"}' })).json;
    expect(part.result.records.map((x: any) => x.username)).toContain('admin');
  });

  it('filters by the chosen tree node', async () => {
    const roots = (await get('/utils/mpopup/loadTree', { tableName: 'sys_depart', text: 'depart_name', code: 'id', pidField: 'parent_id' })).json.result;
    expect(roots.length).toBeGreaterThan(0);
    const under = (await get('/utils/mpopup/loadForm', { tableName: 'sys_depart', showColumn: 'id,depart_name,parent_id', pid: roots[0].key, pidField: 'parent_id' })).json.result;
    expect(under.records.every((r: any) => r.parent_id === roots[0].key)).toBe(true);
    expect((await get('/utils/mpopup/loadTree', { tableName: 'sys_user', text: 'username', code: 'id', pidField: 'org_code' })).json.success).toBe(false);
  });
});

describe('/utils/mpopup/setShowText', () => {
  it('answers the texts of stored keys in their order', async () => {
    const r = (await get('/utils/mpopup/setShowText', { tableName: 'sys_role', ids: 'dispatcher,admin', showColumn: 'role_name', queryColumn: 'role_code' })).json;
    expect(r.result).toBe('调度员,系统管理员');
  });
});

describe('/utils/mpopup/queryAllAuth and queryUserAuth', () => {
  it('gives the codes under a prefix a user lacks and holds', async () => {
    expect((await get('/utils/mpopup/queryAllAuth', { permsPrefix: 'system:role' })).json.result).toEqual([]);
    const lacking = (await get('/utils/mpopup/queryAllAuth', { permsPrefix: 'system:role' }, plain)).json.result;
    expect(lacking).toContain('system:role:add');
    expect(lacking.every((c: string) => c.startsWith('system:role:'))).toBe(true);
    const held = (await get('/utils/mpopup/queryUserAuth', { permsPrefix: 'system:role' })).json.result;
    expect(held).toContain('system:role:add');
    expect((await get('/utils/mpopup/queryUserAuth', { permsPrefix: 'system:role:' }, plain)).json.result).toEqual([]);
  });

  it('refuses to read another user’s codes without the user list permission', async () => {
    const adminId = (await get('/utils/mpopup/loadForm', { tableName: 'sys_user', showColumn: 'id', condition: '{"username":"admin"}' })).json.result.records[0].id;
    expect((await get('/utils/mpopup/queryUserAuth', { permsPrefix: 'system:role', userId: adminId }, plain)).json.success).toBe(false);
  });
});
