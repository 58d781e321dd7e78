import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ThirdLoginTexts } from '@meiyun/shared';
import { sysTenant, sysUser } from '../../../core/db/schema/index';
import { seedId } from '../../../core/db/seed-id';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../../../test/helpers';
import { TEST_OIDC_CLIENT, signInAtProvider, startOidcProvider, type TestOidcProvider } from '../../../../test/support/oidc-provider';
import { startCasServer, type TestCasServer } from '../../../../test/support/cas-server';
import { sysThirdAccount, sysThirdLogin } from './table';

const PUBLIC_URL = 'http://meiyun.test';
const CALLBACK = `${PUBLIC_URL}/api/sys/thirdLogin/oidc/callback`;
const CAS_SERVICE = `${PUBLIC_URL}/oauth2-app/login?thirdType=cas`;

describe('third-party sign-in: OIDC with PKCE against oidc-provider, CAS against a CAS server', () => {
  let t: TestApp;
  let provider: TestOidcProvider;
  let cas: TestCasServer;
  let admin: string;

  beforeAll(async () => {
    provider = await startOidcProvider([CALLBACK]);
    cas = await startCasServer();
    t = await createTestApp({
      publicUrl: PUBLIC_URL,
      sso: { oidc: { issuer: provider.issuer, clientId: TEST_OIDC_CLIENT.id, clientSecret: TEST_OIDC_CLIENT.secret, label: '集团统一身份', scopes: 'openid profile email' }, cas: { url: cas.url, label: '统一认证登录' } },
    });
    admin = await t.login('admin', ADMIN_PASSWORD);
    await t.createUser({ username: 'zhangsan', password: 'Zhang@2026x', roles: ['dispatcher'] });
    await t.ctx.db.update(sysUser).set({ email: 'zhangsan@coal.example' }).where(eq(sysUser.username, 'zhangsan'));
    await t.createUser({ username: 'lisi', password: 'Lisi@2026xx', roles: ['dispatcher'] });
    await t.ctx.db.insert(sysTenant).values({ id: 2, name: '第二租户' }).onConflictDoNothing();
    await t.createUser({ username: 'tenant2_admin', password: 'Other12345', roles: ['admin'], tenants: '2' });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
    await cas?.close();
  });

  /** The browser's way through: our start, the provider's pages, our callback; answers where the page lands. */
  async function oidcSignIn(accountId: string, opts: { cookie?: (state: string) => string } = {}) {
    const start = await t.call({ method: 'GET', url: '/api/sys/thirdLogin/render/oidc' });
    expect(start.statusCode).toBe(302);
    const state = /meiyun_sso_state=([^;]+)/.exec(String(start.headers['set-cookie']))![1];
    const back = await signInAtProvider(String(start.headers.location), accountId, CALLBACK);
    const callback = await t.call({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie: `meiyun_sso_state=${opts.cookie ? opts.cookie(state) : state}` } });
    expect(callback.statusCode).toBe(302);
    return new URL(String(callback.headers.location));
  }
  const loginUser = (ticket: string, type = 'oidc') => t.call({ method: 'GET', url: `/api/sys/thirdLogin/getLoginUser/${ticket}/${type}` });
  const bind = (ticket: string, username: string, password: string, thirdType = 'oidc') =>
    t.call({ method: 'POST', url: '/api/sys/thirdLogin/bindAccount', payload: { ticket, thirdType, username, password }, remoteAddress: '10.9.0.1' });
  const whoAmI = async (token: string) => (await t.call({ method: 'GET', url: '/api/sys/user/profile', headers: { 'x-access-token': token } })).json;

  it('offers the configured providers on the sign-in page', async () => {
    const r = await t.call({ method: 'GET', url: '/api/sys/loginOptions' });
    expect(r.json.result.sso).toEqual([
      { type: 'oidc', label: '集团统一身份', startUrl: '/api/sys/thirdLogin/render/oidc' },
      { type: 'cas', label: '统一认证登录', startUrl: '/api/sys/thirdLogin/render/cas' },
    ]);
  });

  it('sends the browser to the provider with a PKCE challenge (S256), a state kept in an HttpOnly cookie and a nonce', async () => {
    const start = await t.call({ method: 'GET', url: '/api/sys/thirdLogin/render/oidc' });
    const to = new URL(String(start.headers.location));
    expect(to.origin).toBe(provider.issuer);
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(to.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(to.searchParams.get('nonce')).toBeTruthy();
    const cookie = String(start.headers['set-cookie']);
    expect(cookie).toContain(`meiyun_sso_state=${to.searchParams.get('state')}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    // The verifier is the server's alone: never in the address the browser is given.
    const [flow] = await t.ctx.db.select().from(sysThirdLogin).where(eq(sysThirdLogin.kind, 'flow'));
    expect(start.headers.location).not.toContain(flow.codeVerifier!);
  });

  it('does not link by a matching e-mail: an unlinked account is asked for the platform password, and a wrong one links nothing', async () => {
    provider.accounts.set('oidc-zhang', { name: '张三（集团）', email: 'zhangsan@coal.example' });
    const landed = await oidcSignIn('oidc-zhang');
    expect(landed.pathname).toBe('/oauth2-app/login');
    expect(landed.searchParams.get('thirdType')).toBe('oidc');
    const ticket = landed.searchParams.get('ticket')!;

    const asked = await loginUser(ticket);
    expect(asked.json).toMatchObject({ success: true, message: ThirdLoginTexts.bindRequired, result: { bindRequired: true, thirdType: 'oidc', displayName: '张三（集团）' } });
    expect(asked.json.result.token).toBeUndefined();

    const wrong = await bind(ticket, 'zhangsan', 'not-his-password');
    expect(wrong.json.success).toBe(false);
    expect(wrong.json.message).toBe('用户名或密码错误');
    expect(await t.ctx.db.select().from(sysThirdAccount)).toEqual([]);

    const right = await bind(ticket, 'zhangsan', 'Zhang@2026x');
    expect(right.json.success, right.json.message).toBe(true);
    expect((await whoAmI(right.json.result.token)).result.userInfo.username).toBe('zhangsan');
    const [link] = await t.ctx.db.select().from(sysThirdAccount);
    expect(link).toMatchObject({ thirdType: 'oidc', issuer: provider.issuer, subject: 'oidc-zhang', displayName: '张三（集团）', tenantId: 1, createBy: 'zhangsan' });

    // The ticket was spent by the link.
    expect((await loginUser(ticket)).json.message).toBe(ThirdLoginTexts.ticketExpired);
    expect((await bind(ticket, 'zhangsan', 'Zhang@2026x')).json.message).toBe(ThirdLoginTexts.ticketExpired);
  });

  it('signs a linked account straight in, once per ticket, and records the time', async () => {
    const landed = await oidcSignIn('oidc-zhang');
    const ticket = landed.searchParams.get('ticket')!;
    const r = await loginUser(ticket);
    expect(r.json.success, r.json.message).toBe(true);
    expect(r.json.result.userInfo.username).toBe('zhangsan');
    expect((await whoAmI(r.json.result.token)).success).toBe(true);
    expect((await loginUser(ticket)).json.message).toBe(ThirdLoginTexts.ticketExpired);
    const [link] = await t.ctx.db.select().from(sysThirdAccount).where(eq(sysThirdAccount.subject, 'oidc-zhang'));
    expect(link.lastLoginTime).toBeInstanceOf(Date);
  });

  it('refuses a callback whose state is not this browser’s, and one tried twice', async () => {
    const landed = await oidcSignIn('oidc-zhang', { cookie: () => 'forged-state-value' });
    expect(landed.searchParams.get('error')).toBe(ThirdLoginTexts.stateMismatch);
    expect(landed.searchParams.get('ticket')).toBeNull();

    const start = await t.call({ method: 'GET', url: '/api/sys/thirdLogin/render/oidc' });
    const state = /meiyun_sso_state=([^;]+)/.exec(String(start.headers['set-cookie']))![1];
    const back = await signInAtProvider(String(start.headers.location), 'oidc-zhang', CALLBACK);
    const first = await t.call({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie: `meiyun_sso_state=${state}` } });
    expect(new URL(String(first.headers.location)).searchParams.get('ticket')).toBeTruthy();
    const again = await t.call({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie: `meiyun_sso_state=${state}` } });
    expect(new URL(String(again.headers.location)).searchParams.get('error')).toBe(ThirdLoginTexts.stateMismatch);
  });

  it('lets an administrator link an account by its subject, within the tenant only', async () => {
    const lisiId = seedId('test-user:lisi');
    const added = await t.call({ method: 'POST', url: '/api/sys/thirdAccount/add', headers: { 'x-access-token': admin }, payload: { userId: lisiId, thirdType: 'oidc', subject: 'oidc-li' } });
    expect(added.json.success, added.json.message).toBe(true);
    const landed = await oidcSignIn('oidc-li');
    const r = await loginUser(landed.searchParams.get('ticket')!);
    expect(r.json.result.userInfo.username).toBe('lisi');

    const list = await t.call({ method: 'GET', url: '/api/sys/thirdAccount/list', headers: { 'x-access-token': admin } });
    expect(list.json.result.records.map((x: any) => x.subject).sort()).toEqual(['oidc-li', 'oidc-zhang']);

    // Another tenant's administrator sees none of them and cannot link this tenant's users.
    const other = await t.login('tenant2_admin', 'Other12345');
    const theirs = await t.call({ method: 'GET', url: '/api/sys/thirdAccount/list', headers: { 'x-access-token': other } });
    expect(theirs.json.result.records).toEqual([]);
    const refused = await t.call({ method: 'POST', url: '/api/sys/thirdAccount/add', headers: { 'x-access-token': other }, payload: { userId: lisiId, thirdType: 'cas', subject: 'li' } });
    expect(refused.json.message).toBe(ThirdLoginTexts.userOutsideTenant);
    const linkId = list.json.result.records.find((x: any) => x.subject === 'oidc-li').id;
    await t.call({ method: 'DELETE', url: `/api/sys/thirdAccount/delete?id=${linkId}`, headers: { 'x-access-token': other } });
    expect(await t.ctx.db.select().from(sysThirdAccount).where(eq(sysThirdAccount.id, linkId))).toHaveLength(1);

    // One account, one user; one account per provider for a user.
    const taken = await t.call({ method: 'POST', url: '/api/sys/thirdAccount/add', headers: { 'x-access-token': admin }, payload: { userId: seedId('test-user:zhangsan'), thirdType: 'oidc', subject: 'oidc-li' } });
    expect(taken.json.message).toBe(ThirdLoginTexts.alreadyLinked);
    const second = await t.call({ method: 'POST', url: '/api/sys/thirdAccount/add', headers: { 'x-access-token': admin }, payload: { userId: lisiId, thirdType: 'oidc', subject: 'oidc-li-2' } });
    expect(second.json.message).toBe(ThirdLoginTexts.userAlreadyLinked);
  });

  it('keeps a frozen user out, however the provider vouches', async () => {
    await t.ctx.db.update(sysUser).set({ status: 2 }).where(eq(sysUser.username, 'lisi'));
    const landed = await oidcSignIn('oidc-li');
    const r = await loginUser(landed.searchParams.get('ticket')!);
    expect(r.json.success).toBe(false);
    expect(r.json.message).toMatch(/冻结/);
    await t.ctx.db.update(sysUser).set({ status: 1 }).where(eq(sysUser.username, 'lisi'));
  });

  it('validates a CAS ticket for our service only, once; links by the password and then signs in', async () => {
    const validate = (ticket: string, service = CAS_SERVICE) => t.call({ method: 'GET', url: `/api/sys/cas/client/validateLogin?${new URLSearchParams({ ticket, service })}` });
    const render = await t.call({ method: 'GET', url: '/api/sys/thirdLogin/render/cas' });
    expect(render.headers.location).toBe(`${cas.url}/login?service=${encodeURIComponent(CAS_SERVICE)}`);

    const elsewhere = await validate(cas.issue('lisi', 'http://evil.example/'), 'http://evil.example/');
    expect(elsewhere.json.message).toBe(ThirdLoginTexts.casRefused);

    const st = cas.issue('cas-lisi', CAS_SERVICE, { displayName: '李四' });
    const asked = await validate(st);
    expect(asked.json.result).toMatchObject({ bindRequired: true, thirdType: 'cas', displayName: '李四' });
    expect((await validate(st)).json.message).toBe(ThirdLoginTexts.casRefused);
    const bound = await bind(asked.json.result.ticket, 'lisi', 'Lisi@2026xx', 'cas');
    expect(bound.json.success, bound.json.message).toBe(true);

    const direct = await validate(cas.issue('cas-lisi', CAS_SERVICE));
    expect(direct.json.result.userInfo.username).toBe('lisi');
    expect(direct.json.result.token).toBeTruthy();
  });

  it('lists the user’s own links in 个人设置 and undoes only their own', async () => {
    const zhang = await t.login('zhangsan', 'Zhang@2026x');
    const mine = await t.call({ method: 'GET', url: '/api/sys/thirdLogin/myAccounts', headers: { 'x-access-token': zhang } });
    expect(mine.json.result).toEqual([expect.objectContaining({ thirdType: 'oidc', subject: 'oidc-zhang', displayName: '张三（集团）' })]);
    const [lisiLink] = await t.ctx.db.select().from(sysThirdAccount).where(eq(sysThirdAccount.subject, 'cas-lisi'));
    const notMine = await t.call({ method: 'DELETE', url: `/api/sys/thirdLogin/unbind?id=${lisiLink.id}`, headers: { 'x-access-token': zhang } });
    expect(notMine.json.message).toBe(ThirdLoginTexts.linkNotFound);
    const undone = await t.call({ method: 'DELETE', url: `/api/sys/thirdLogin/unbind?id=${mine.json.result[0].id}`, headers: { 'x-access-token': zhang } });
    expect(undone.json.message).toBe(ThirdLoginTexts.unbound);
    const landed = await oidcSignIn('oidc-zhang');
    expect((await loginUser(landed.searchParams.get('ticket')!)).json.result.bindRequired).toBe(true);
  });

  it('answers a provider that is not configured, and an unknown kind, on the page', async () => {
    const bare = await createTestApp({ publicUrl: PUBLIC_URL });
    try {
      const r = await bare.call({ method: 'GET', url: '/api/sys/thirdLogin/render/oidc' });
      expect(new URL(String(r.headers.location)).searchParams.get('error')).toBe(ThirdLoginTexts.notConfigured);
      const u = await bare.call({ method: 'GET', url: '/api/sys/thirdLogin/render/wechat' });
      expect(new URL(String(u.headers.location)).searchParams.get('error')).toBe(ThirdLoginTexts.unknownType);
      expect((await bare.call({ method: 'GET', url: '/api/sys/loginOptions' })).json.result.sso).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
