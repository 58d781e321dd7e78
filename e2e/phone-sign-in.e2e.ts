import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, login, ok } from './support/api';
import { NARROW, shot, shotWideAndNarrow, WIDE } from './support/browser';
import { browser, server, setUpSession } from './support/session';
import { setNewPassword, signInWithNewPassword } from './support/signIn';
import { gradientPng } from './support/png';

/**
 * The ways in by phone (docs/phone-sign-in.md) on a server with registration open and the development SMS sender:
 * the codes are read from 短信发件箱 as the administrator, as a tester would.
 */
const ADMIN_PASSWORD = 'Meiyun@2026';
const CLERK = { username: 'phone_clerk', phone: '13912340001', password: 'Clerk@2026a' };
// A phone gets one code a minute: 找回密码 is walked by another user than the phone sign-in.
const FORGETFUL = { username: 'forgetful', phone: '13912340003', password: 'Forgot@2026a' };

setUpSession({ env: { REGISTRATION: 'open' }, context: false });

let admin: string;

async function freshPage(viewport = WIDE): Promise<Page> {
  return (await browser.newContext({ viewport, locale: 'zh-CN' })).newPage();
}

/** The newest code the development sender kept for `phone`, as 短信发件箱 lists it. */
async function codeFor(phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const box = await ok(api('GET', '/sys/sms/outbox', admin));
      code = (box.records as { phone: string; code: string }[]).find((e) => e.phone === phone)?.code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

async function askCode(p: Page, phone: string): Promise<string> {
  const before = (await ok(api('GET', '/sys/sms/outbox', admin))).records.length as number;
  await p.getByTestId('sms-send').click();
  await expect.poll(async () => (await ok(api('GET', '/sys/sms/outbox', admin))).records.length).toBe(before + 1);
  await expect.poll(() => p.getByTestId('sms-send').textContent()).toMatch(/\d+秒后重发/);
  return codeFor(phone);
}

describe('phone sign-in, registration and 找回密码', () => {
  it('the administrator gives a clerk an account with a phone', async () => {
    const p = await freshPage();
    await signInWithNewPassword(p, 'admin', '123456', ADMIN_PASSWORD);
    admin = await login('admin', ADMIN_PASSWORD);
    await ok(api('POST', '/sys/user/add', admin, { username: CLERK.username, realname: '磅房文员', password: 'Initial@2026', phone: CLERK.phone, orgCode: 'A01A01' }));
    await ok(api('POST', '/sys/user/add', admin, { username: FORGETFUL.username, realname: '健忘的人', password: FORGETFUL.password, phone: FORGETFUL.phone, orgCode: 'A01A01' }));
    await p.context().close();
  });

  it('signs in by phone with the code from the SMS', async () => {
    const p = await freshPage();
    await p.goto(`${server.url}/user/login`);
    await p.getByRole('tab', { name: '手机号登录' }).click();
    const form = p.getByTestId('phone-login-form');
    await form.waitFor();
    // The page checks the phone before asking for a code.
    await p.getByTestId('sms-send').click();
    await p.getByText('请输入手机号', { exact: true }).waitFor();
    await form.getByPlaceholder('请输入手机号').fill(CLERK.phone);
    const code = await askCode(p, CLERK.phone);
    await p.getByText('开发环境：验证码未真实发送').waitFor();
    await shotWideAndNarrow(p, 'login-phone');

    await form.getByPlaceholder('请输入验证码').fill(code === '000000' ? '000001' : '000000');
    await p.getByTestId('phone-login-submit').click();
    await expect.poll(() => p.getByTestId('phone-login-notice').textContent()).toContain('验证码错误');
    await form.getByPlaceholder('请输入验证码').fill(code);
    await p.getByTestId('phone-login-submit').click();
    // An administrator set the first password: the clerk replaces it, as after a password sign-in.
    await setNewPassword(p, CLERK.password);
    await p.waitForURL(/\/dashboard\/analysis/);
    await p.context().close();
  });

  it('shows both tabs on the login page, wide and narrow', async () => {
    const p = await freshPage();
    await p.goto(`${server.url}/user/login`);
    await p.getByTestId('login-register').waitFor();
    await shotWideAndNarrow(p, 'login-password');
    await p.context().close();
  });

  it('registers an account with a proven phone, which then signs in', async () => {
    const p = await freshPage(NARROW);
    await p.goto(`${server.url}/user/login`);
    await p.getByTestId('login-register').click();
    const page = p.getByTestId('register-page');
    await page.getByPlaceholder('用户名（字母、数字、下划线）').fill('self_made');
    await page.getByPlaceholder('真实姓名').fill('张自助');
    await page.getByPlaceholder('密码（8-16位，含字母和数字）').fill('Self@2026x');
    await page.getByPlaceholder('确认密码').fill('Self@2026x');
    await page.getByPlaceholder('手机号').fill('13912340002');
    const code = await askCode(p, '13912340002');
    await page.getByPlaceholder('短信验证码').fill(code);
    await shot(p, 'register-narrow');
    await p.getByTestId('register-submit').click();
    await p.getByTestId('register-result-page').getByText('注册成功').waitFor();
    await shot(p, 'register-result-narrow');
    await p.getByRole('button', { name: '去登录' }).click();
    await p.getByPlaceholder('请输入用户名').fill('self_made');
    await p.getByPlaceholder('请输入密码').fill('Self@2026x');
    await p.getByTestId('login-submit').click();
    await p.waitForURL(/\/dashboard\/analysis/);
    await p.context().close();
  });

  it('sets a new password through 找回密码, ending the sessions that held the old one', async () => {
    const before = await login(FORGETFUL.username, FORGETFUL.password);
    const p = await freshPage();
    await p.goto(`${server.url}/user/login`);
    await p.getByTestId('login-forgot').click();
    const page = p.getByTestId('alteration-page');
    await page.getByPlaceholder('账号绑定的手机号').fill(FORGETFUL.phone);
    const code = await askCode(p, FORGETFUL.phone);
    await page.getByPlaceholder('短信验证码').fill(code);
    await p.getByTestId('alteration-next').click();
    await expect.poll(() => p.getByTestId('alteration-account').textContent()).toContain(FORGETFUL.username);
    await page.getByPlaceholder('新密码（8-16位，含字母和数字）').fill('Reset@2026b');
    await page.getByPlaceholder('确认新密码').fill('Reset@2026b');
    await shot(p, 'alteration-wide');
    await p.getByTestId('alteration-save').click();
    await page.getByText('密码已重置').waitFor();
    await shot(p, 'alteration-done-wide');
    const stale = await api('GET', '/sys/user/getCurrentUserDeparts', before);
    expect(stale.success).toBe(false);
    expect(await login(FORGETFUL.username, 'Reset@2026b')).toBeTruthy();
    await p.context().close();
  });

  it('binds a new phone in 个人设置, proven by its code', async () => {
    const p = await freshPage();
    await p.goto(`${server.url}/user/login`);
    await p.getByPlaceholder('请输入用户名').fill(FORGETFUL.username);
    await p.getByPlaceholder('请输入密码').fill('Reset@2026b');
    await p.getByTestId('login-submit').click();
    await p.waitForURL(/\/dashboard\/analysis/);
    await p.goto(`${server.url}/account/settings`);
    await expect.poll(() => p.getByTestId('bound-phone').inputValue()).toBe(FORGETFUL.phone);
    await p.getByTestId('open-phone-bind').click();
    const dialog = p.getByTestId('phone-bind-modal');
    await dialog.getByPlaceholder('新手机号').fill('13912340009');
    const code = await askCode(p, '13912340009');
    await dialog.getByPlaceholder('短信验证码').fill(code);
    await shot(p, 'phone-bind-wide');
    await dialog.getByRole('button', { name: /绑\s*定/ }).click();
    await expect.poll(() => p.getByTestId('bound-phone').inputValue()).toBe('13912340009');

    // 头像: an uploaded picture, saved with the profile, shows in the header at once.
    await p.getByTestId('avatar-upload').locator('input[type="file"]').setInputFiles({ name: '头像.png', mimeType: 'image/png', buffer: gradientPng(96, 96, [114, 46, 209]) });
    await p.getByTestId('avatar-upload').locator('img').waitFor();
    await p.getByTestId('basic-settings-form').getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => p.getByTestId('user-menu').locator('img').getAttribute('src')).toMatch(/^\/api\/sys\/common\/static\/avatar\/\d{8}\/.+\.png\?token=/);
    await shot(p, 'account-settings-wide');
    await p.context().close();
  });

  it('asks a user of two tenants which one to work in', async () => {
    const tenant = await ok(api('POST', '/sys/tenant/add', admin, { name: '晋北煤运' }));
    await ok(api('POST', '/sys/user/add', admin, { username: 'two_homes', realname: '双租户', password: 'Initial@2026', relTenantIds: `1,${tenant.id}`, orgCode: 'A01A01' }));
    const p = await freshPage();
    await p.goto(`${server.url}/user/login`);
    await p.getByPlaceholder('请输入用户名').fill('two_homes');
    await p.getByPlaceholder('请输入密码').fill('Initial@2026');
    await p.getByTestId('login-submit').click();
    const dialog = p.getByTestId('tenant-select');
    await dialog.getByText('晋北煤运').click();
    await shot(p, 'tenant-select-wide');
    const asked = p.waitForRequest((r) => r.url().includes('/api/') && r.headers()['tenant-id'] === String(tenant.id));
    await p.getByTestId('tenant-select-ok').click();
    await setNewPassword(p, 'Homes@2026c');
    await asked;
    await p.waitForURL(/\/dashboard\/analysis/);
    await p.context().close();
  });
});
