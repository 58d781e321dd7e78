import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, login, ok } from './support/api';
import { shot, shotWideAndNarrow, WIDE } from './support/browser';
import { browser, server, setUpSession } from './support/session';
import { setNewPassword, signInWithNewPassword } from './support/signIn';
import { freePort, startOidcProvider, TEST_OIDC_CLIENT, type TestOidcProvider } from '../server/test/support/oidc-provider';
import { startCasServer, type TestCasServer } from '../server/test/support/cas-server';

/**
 * Third-party sign-in in Chromium (docs/single-sign-on.md) against a real OpenID Connect provider (oidc-provider,
 * with its development sign-in pages) and a CAS-protocol server, both started here. The provider's address is
 * chosen before the server starts (the server reads it from its settings); the provider starts once the server's
 * address, which goes into the client's redirect address, is known.
 */
const ADMIN_PASSWORD = 'Meiyun@2026';
const CLERK = { username: 'sso_clerk', realname: '单点文员', initial: 'Initial@2026', password: 'Clerk@2026sso' };
const OIDC_PORT = await freePort();
const cas: TestCasServer = await startCasServer();
let provider: TestOidcProvider;

setUpSession({
  env: {
    OIDC_ISSUER: `http://127.0.0.1:${OIDC_PORT}`,
    OIDC_CLIENT_ID: TEST_OIDC_CLIENT.id,
    OIDC_CLIENT_SECRET: TEST_OIDC_CLIENT.secret,
    OIDC_LABEL: '集团统一身份',
    CAS_URL: cas.url,
  },
  context: false,
});

beforeAll(async () => {
  provider = await startOidcProvider([`${server.url}/api/sys/thirdLogin/oidc/callback`], OIDC_PORT);
  provider.accounts.set('emp-10086', { name: '王单点', email: 'wang@group.example' });
});
afterAll(async () => {
  await provider?.close();
  await cas.close();
});

let admin: string;

async function freshPage(): Promise<Page> {
  return (await browser.newContext({ viewport: WIDE, locale: 'zh-CN' })).newPage();
}

/** The provider's development pages: any account id signs in; then the consent to share the profile. */
async function signInAtProvider(p: Page, accountId: string) {
  await p.waitForURL((u) => u.port === String(OIDC_PORT));
  await p.locator('input[name="login"]').fill(accountId);
  await p.locator('input[name="password"]').fill('any-password');
  await p.locator('button[type="submit"]').click();
  await p.getByRole('button', { name: 'Continue' }).click();
}

describe('OIDC and CAS sign-in', () => {
  it('the administrator gives a clerk an account', async () => {
    const p = await freshPage();
    await signInWithNewPassword(p, 'admin', '123456', ADMIN_PASSWORD);
    admin = await login('admin', ADMIN_PASSWORD);
    await ok(api('POST', '/sys/user/add', admin, { username: CLERK.username, realname: CLERK.realname, password: CLERK.initial, orgCode: 'A01A01' }));
    await p.context().close();
  });

  it('offers the providers under the forms, wide and narrow', async () => {
    const p = await freshPage();
    await p.goto(`${server.url}/user/login`);
    await p.getByTestId('login-sso-oidc').waitFor();
    expect(await p.getByTestId('login-sso').textContent()).toContain('集团统一身份');
    expect(await p.getByTestId('login-sso-cas').textContent()).toContain('统一认证登录');
    await shotWideAndNarrow(p, 'login-sso');
    await p.context().close();
  });

  it('links an OIDC account by the platform password on the first sign-in, a wrong password linking nothing', async () => {
    const p = await freshPage();
    await p.goto(`${server.url}/user/login`);
    await p.getByTestId('login-sso-oidc').click();
    await signInAtProvider(p, 'emp-10086');
    await p.waitForURL(/\/oauth2-app\/login/);
    const intro = p.getByTestId('oauth2-bind-intro');
    await intro.waitFor();
    expect(await intro.textContent()).toContain('王单点');
    // The ticket left the address as soon as the page took it.
    expect(new URL(p.url()).searchParams.get('ticket')).toBeNull();
    await shot(p, 'oauth2-bind-wide');

    await p.getByPlaceholder('平台用户名').fill(CLERK.username);
    await p.getByPlaceholder('平台密码').fill('Wrong@2026x');
    await p.getByTestId('oauth2-bind-submit').click();
    await expect.poll(() => p.getByTestId('oauth2-bind-error').textContent()).toContain('用户名或密码错误');
    expect((await ok(api('GET', '/sys/thirdAccount/list', admin))).records).toEqual([]);

    await p.getByPlaceholder('平台密码').fill(CLERK.initial);
    await p.getByTestId('oauth2-bind-submit').click();
    // An administrator set the first password: the clerk replaces it, as after any sign-in.
    await setNewPassword(p, CLERK.password);
    await p.waitForURL(/\/dashboard\/analysis/);

    await p.goto(`${server.url}/account/settings`);
    await p.getByRole('tab', { name: '账号绑定' }).click();
    const links = p.getByTestId('third-account-settings');
    await expect.poll(() => links.textContent()).toContain('王单点');
    expect(await links.textContent()).toContain('OIDC 单点登录');
    await p.waitForTimeout(400); // the tab's slide
    await shot(p, 'account-third-accounts-wide');
    await p.context().close();
  });

  it('signs the linked account straight in the next time', async () => {
    const p = await freshPage();
    await p.goto(`${server.url}/user/login`);
    await p.getByTestId('login-sso-oidc').click();
    await signInAtProvider(p, 'emp-10086');
    await p.waitForURL(/\/dashboard\/analysis/, { timeout: 20000 });
    await p.getByTestId('user-menu').waitFor();
    expect(await p.getByTestId('user-menu').textContent()).toContain(CLERK.realname);
    await p.context().close();
  });

  it('links and signs in through the CAS server', async () => {
    const p = await freshPage();
    await p.goto(`${server.url}/user/login`);
    await p.getByTestId('login-sso-cas').click();
    await p.getByPlaceholder('CAS 用户名').fill('cas-clerk');
    await p.getByRole('button', { name: '登录' }).click();
    await p.getByTestId('oauth2-bind-intro').waitFor();
    expect(await p.getByTestId('oauth2-bind-intro').textContent()).toContain('CAS 统一认证');
    await p.getByPlaceholder('平台用户名').fill(CLERK.username);
    await p.getByPlaceholder('平台密码').fill(CLERK.password);
    await p.getByTestId('oauth2-bind-submit').click();
    await p.waitForURL(/\/dashboard\/analysis/, { timeout: 20000 });
    await p.context().close();

    const again = await freshPage();
    await again.goto(`${server.url}/user/login`);
    await again.getByTestId('login-sso-cas').click();
    await again.getByPlaceholder('CAS 用户名').fill('cas-clerk');
    await again.getByRole('button', { name: '登录' }).click();
    await again.waitForURL(/\/dashboard\/analysis/, { timeout: 20000 });
    await again.context().close();
  });

  it('shows a spent or forged ticket as a failure with the way back', async () => {
    const p = await freshPage();
    await p.goto(`${server.url}/oauth2-app/login?thirdType=oidc&ticket=${'x'.repeat(43)}`);
    await expect.poll(() => p.getByTestId('oauth2-error').textContent()).toContain('第三方登录已超时，请重新登录');
    await shot(p, 'oauth2-failed-wide');
    await p.getByRole('button', { name: '返回登录' }).click();
    await p.waitForURL(/\/user\/login/);
    await p.context().close();
  });

  it('lists the links for the administrator in 第三方账号', async () => {
    const p = await freshPage();
    await p.goto(`${server.url}/user/login`);
    await p.getByPlaceholder(/用户名/).fill('admin');
    await p.getByPlaceholder(/密码/).fill(ADMIN_PASSWORD);
    await p.getByTestId('login-submit').click();
    await p.waitForURL(/\/dashboard\/analysis/);
    await p.goto(`${server.url}/system/thirdAccount`);
    const table = p.locator('.ant-table-tbody');
    await expect.poll(() => table.locator('tr.ant-table-row').count()).toBe(2);
    expect(await table.textContent()).toContain('emp-10086');
    expect(await table.textContent()).toContain('cas-clerk');
    await shot(p, 'third-accounts-wide');
    await p.context().close();
  });
});
