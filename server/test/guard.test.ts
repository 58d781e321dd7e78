import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers';
import { registerGuard } from '../src/core/auth/guard';
import type { AppContext } from '../src/core/context';
import { computeSign, signParams } from '../src/core/auth/sign';
import { seedId } from '../src/core/db/seed-id';

let t: TestApp;
let token: string;
const webDist = mkdtempSync(path.join(tmpdir(), 'meiyun-web-'));
beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<html>meiyun</html>');
  writeFileSync(path.join(webDist, 'assets', 'app-1a2b.js'), 'void 0');
  t = await createTestApp({ webDist }, [
    async (api) => {
      api.get('/test/needs-code', { config: { permission: 'test:secret' } }, async () => ({ success: true, code: 200, message: 'ok', result: 'secret', timestamp: 0 }));
      api.get('/test/boom', { config: { permission: 'authenticated' } }, async () => {
        throw new Error('relation "sys_user" does not exist at /srv/app.ts:12');
      });
    },
  ]);
  token = await t.login();
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const auth = () => ({ 'x-access-token': token });
const concrete = (url: string) => url.replace(/:[^/]+/g, 'x1').replace(/\*/g, 'x1');

describe('every protected route answers 401 without a session, under any disguise', () => {
  it('has protected routes to check', () => {
    expect(t.routes.filter((r) => r.permission !== 'public').length).toBeGreaterThan(15);
  });

  it('refuses every protected route, plain and disguised', async () => {
    const protectedRoutes = t.routes.filter((r) => r.permission !== 'public' && r.method !== 'HEAD');
    for (const r of protectedRoutes) {
      const url = concrete(r.url);
      const segs = url.split('/');
      const last = segs.pop()!;
      const parent = segs.join('/');
      const variants = [
        url,
        `${url}.js`,
        `${url}.json`,
        `${url}.html`,
        `${url}/`,
        `${url};jsessionid=1`,
        `${url};x`,
        `${parent};a=b/${last}`,
        url.replace('/api/sys/', '/api/sys/%2e%2e/sys/'),
        url.replace('/api/sys/', '/api/sys/%252e%252e/sys/'),
        url.replace('/api/', '/api//'),
        `/${url}`,
        `${parent}%2F${last}`,
        `${parent}%2f${last}`,
        url.replace('/api/sys/', '/api/sys/login/../'),
        url.replace('/api/sys/', '/api/sys/randomImage/..%2F'),
        `${url}?token=not-a-jwt`,
        `${url}?token=`,
      ];
      for (const v of variants) {
        const res = await t.call({ method: r.method as 'GET', url: v });
        expect(res.statusCode, `${r.method} ${v}`).toBe(401);
        expect(res.json, `${r.method} ${v}`).toMatchObject({ success: false, code: 401, message: 'Token失效，请重新登录!' });
      }
      const forged = await t.call({ method: r.method as 'GET', url, headers: { 'x-access-token': token.slice(0, -3) + 'abc' } });
      expect(forged.statusCode, `forged ${url}`).toBe(401);
    }
  });

  it('does not let a public route stand in for a protected path', async () => {
    for (const url of [
      '/api/sys/login.js',
      '/api/sys/login;x',
      '/api/health.json',
      '/api/sys/randomImage/..%2F..%2Fuser%2Fprofile',
      '/api/sys/randomImage/%2e%2e',
      '/api/nope',
    ]) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('accepts the token as a query parameter (downloads, print links)', async () => {
    const res = await t.call({ method: 'GET', url: `/api/sys/user/getCurrentUserDeparts?token=${token}` });
    expect(res.json.success).toBe(true);
  });

  it('refuses to register a route that declares no permission', async () => {
    const app = Fastify();
    registerGuard(app, { config: { apiPrefix: '/api' } } as AppContext);
    const registering = (async () => {
      await app.register(async (api) => { api.get('/open', async () => 'x'); }, { prefix: '/api' });
      await app.ready();
    })();
    await expect(registering).rejects.toThrow(/declares no config.permission/);
  });
});

describe('the envelope', () => {
  it('wraps a success', async () => {
    const r = await t.call({ method: 'GET', url: '/api/sys/user/getCurrentUserDeparts', headers: auth() });
    expect(r.statusCode).toBe(200);
    expect(r.json).toMatchObject({ success: true, code: 200, result: { orgCode: 'A01' } });
    expect(typeof r.json.timestamp).toBe('number');
  });

  it('answers a business error with HTTP 200 and code 500', async () => {
    const r = await t.call({ method: 'POST', url: '/api/sys/selectDepart', headers: auth(), payload: { orgCode: 'A01A02' } });
    expect(r.statusCode).toBe(200);
    expect(r.json).toMatchObject({ success: false, code: 500, message: '您不属于该部门' });
  });

  it('answers a validation error with the first Chinese message', async () => {
    const r = await t.call({ method: 'PUT', url: '/api/sys/user/editProfile', headers: auth(), payload: { realname: '张三', email: 'nobody@' } });
    expect(r.json).toMatchObject({ success: false, code: 500, message: '邮箱格式不正确' });
  });

  it('answers an unknown route with 404 and a wrong method with 405', async () => {
    const r = await t.call({ method: 'GET', url: '/api/sys/nothing/here', headers: auth() });
    expect(r.statusCode).toBe(404);
    expect(r.json).toMatchObject({ success: false, code: 404, message: '很抱歉，资源未找到!' });
    const m = await t.call({ method: 'DELETE', url: '/api/sys/user/profile', headers: auth() });
    expect(m.statusCode).toBe(405);
    expect(m.json).toMatchObject({ success: false, code: 405 });
  });

  it('answers malformed JSON without internals', async () => {
    const r = await t.call({ method: 'POST', url: '/api/sys/login', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(r.statusCode).toBe(400);
    expect(r.json).toMatchObject({ success: false, message: '请求参数格式错误' });
  });

  it('hides an unexpected error behind the generic message', async () => {
    const r = await t.call({ method: 'GET', url: '/api/test/boom', headers: auth() });
    expect(r.statusCode).toBe(500);
    expect(r.json).toMatchObject({ success: false, code: 500, message: '出错了，请联系管理员!', result: null });
    expect(r.body).not.toMatch(/relation|sys_user|app\.ts|stack/);
  });
});

describe('permission codes', () => {
  it('answers 510 without the code and passes once a role holds it', async () => {
    const denied = await t.call({ method: 'GET', url: '/api/test/needs-code', headers: auth() });
    expect(denied.statusCode).toBe(200);
    expect(denied.json).toMatchObject({ success: false, code: 510, message: '没有权限，请联系管理员授权' });
    const pid = seedId('test:perm');
    await t.ctx.db.execute(sql`insert into sys_permission (id, name, menu_type, perms, perms_type) values (${pid}, '秘密', 2, 'test:other,test:secret', '2')`);
    await t.ctx.db.execute(sql`insert into sys_role_permission (role_id, permission_id) values (${seedId('role:admin')}, ${pid})`);
    // Written straight to the database: the test says what changed, as the product's own writes do.
    await t.ctx.identity.grantsChanged();
    const allowed = await t.call({ method: 'GET', url: '/api/test/needs-code', headers: auth() });
    expect(allowed.json.result).toBe('secret');
  });
});

describe('tenant-id header', () => {
  it('takes the first tenant when absent or 0, refuses one the user lacks', async () => {
    for (const h of [undefined, '0', '1']) {
      const r = await t.call({ method: 'GET', url: '/api/sys/user/profile', headers: { ...auth(), ...(h ? { 'tenant-id': h } : {}) } });
      expect(r.json.result.userInfo.loginTenantId, String(h)).toBe(1);
    }
    for (const h of ['2', 'abc', '1.5', '-1']) {
      const r = await t.call({ method: 'GET', url: '/api/sys/user/profile', headers: { ...auth(), 'tenant-id': h } });
      expect(r.statusCode, h).toBe(403);
      expect(r.json).toMatchObject({ success: false, code: 403, message: '无权访问该租户' });
    }
  });
});

describe('X-Sign on dictionary calls', () => {
  const signed = async (path: string, query: Record<string, string> = {}, opts: { ts?: string; sign?: string | null } = {}) => {
    const key = (await t.call({ method: 'GET', url: '/api/sys/signKey', headers: auth() })).json.result as string;
    const ts = opts.ts ?? String(Date.now());
    const sign = opts.sign === undefined ? computeSign(signParams(path, query), key) : opts.sign;
    const qs = new URLSearchParams(query).toString();
    return t.call({
      method: 'GET',
      url: `${path}${qs ? `?${qs}` : ''}`,
      headers: { ...auth(), 'x-timestamp': ts, ...(sign === null ? {} : { 'x-sign': sign }) },
    });
  };

  it('accepts a correct signature', async () => {
    const r = await signed('/api/sys/dict/getDictItems/sex', { _t: '1' });
    expect(r.json).toMatchObject({ success: true, result: [{ value: '1', text: '男', title: '男', label: '男' }, { value: '2', text: '女' }] });
  });

  it('serves registered table dictionaries, signed with x-path-variable', async () => {
    const r = await signed('/api/sys/dict/getDictItems/sys_depart,depart_name,org_code');
    expect(r.json.success).toBe(true);
    expect(r.json.result).toContainEqual({ value: 'A01A01', text: '调度中心', title: '调度中心', label: '调度中心' });
    const enc = await signed('/api/sys/dict/getDictItems/sys_user%2Crealname%2Cusername');
    expect(enc.json.result).toContainEqual(expect.objectContaining({ value: 'admin', text: '管理员' }));
  });

  it('refuses tables and columns outside the registry', async () => {
    for (const code of ['sys_user,password_hash,username', 'sys_config,value,key', 'sys_user,realname,username,1=1', 'pg_user,usename,passwd']) {
      const r = await signed(`/api/sys/dict/getDictItems/${encodeURIComponent(code)}`);
      expect(r.json, code).toMatchObject({ success: false, code: 500 });
      expect(r.body).not.toMatch(/\$2|argon2/);
    }
  });

  it('refuses a wrong, stale or missing signature', async () => {
    const wrong = await signed('/api/sys/dict/getDictItems/sex', {}, { sign: 'ABCDEF' });
    const stale = await signed('/api/sys/dict/getDictItems/sex', {}, { ts: String(Date.now() - 6 * 60_000) });
    const missing = await signed('/api/sys/dict/getDictItems/sex', {}, { sign: null });
    const noTs = await t.call({ method: 'GET', url: '/api/sys/dict/getDictItems/sex', headers: auth() });
    for (const r of [wrong, stale, missing, noTs]) expect(r.json).toMatchObject({ success: false, code: 500, message: 'Sign签名校验失败！' });
  });

  it('accepts the compact China-time timestamp', async () => {
    const d = new Date(Date.now() + 8 * 3_600_000);
    const p = (n: number) => String(n).padStart(2, '0');
    const ts = `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}`;
    const r = await signed('/api/sys/dict/getDictItems/yn', {}, { ts });
    expect(r.json.success).toBe(true);
  });
});

describe('health', () => {
  it('answers 200 once the database answers', async () => {
    const r = await t.call({ method: 'GET', url: '/api/health' });
    expect(r.statusCode).toBe(200);
    expect(r.json).toMatchObject({ success: true, result: { status: 'UP' } });
  });
});

describe('static web client', () => {
  it('serves index.html for client routes (no-cache) and hashed assets immutable', async () => {
    for (const url of ['/', '/dashboard/analysis', '/user/login?redirect=%2Fx']) {
      const r = await t.call({ method: 'GET', url });
      expect(r.statusCode, url).toBe(200);
      expect(r.body).toBe('<html>meiyun</html>');
      expect(r.headers['cache-control']).toBe('no-cache');
    }
    const a = await t.call({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(a.headers['cache-control']).toContain('immutable');
  });

  it('keeps unknown API paths a 404 envelope', async () => {
    const r = await t.call({ method: 'GET', url: '/api/nope/x.png', headers: auth() });
    expect(r.statusCode).toBe(404);
    expect(r.json).toMatchObject({ code: 404, message: '很抱歉，资源未找到!' });
  });
});
