import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { sysPasswordReset, sysRole, sysSmsCode, sysUser, sysUserRole } from '../../../core/db/schema/index';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../../../test/helpers';

/** 注册 and 找回密码 by phone (docs/phone-sign-in.md). */
let ip = 1;
const nextIp = () => `10.7.0.${ip++}`;

async function codeFor(t: TestApp, phone: string, smsmode: string): Promise<string> {
  await t.ctx.db.update(sysSmsCode).set({ createdAt: sql`${sysSmsCode.createdAt} - interval '61 seconds'` }).where(eq(sysSmsCode.phone, phone));
  const r = await t.call({ method: 'POST', url: '/api/sys/sms', payload: { mobile: phone, smsmode }, remoteAddress: nextIp() });
  expect(r.json.success, r.json.message).toBe(true);
  const admin = await t.login('admin', ADMIN_PASSWORD);
  const box = await t.call({ method: 'GET', url: '/api/sys/sms/outbox', headers: { 'x-access-token': admin } });
  return (box.json.result.records as { phone: string; code: string }[]).find((e) => e.phone === phone)!.code;
}

const registration = (mode: 'off' | 'review' | 'open') => ({ registration: { mode, tenantId: 1, roleCodes: ['dispatcher'] } });

describe('registration off (the default)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t?.close());

  it('sends no code for it and creates no account', async () => {
    const sms = await t.call({ method: 'POST', url: '/api/sys/sms', payload: { mobile: '13511110000', smsmode: 'register' } });
    expect(sms.json).toMatchObject({ success: false, message: '本平台未开放自助注册，请联系系统管理员开通账号' });
    const r = await t.call({
      method: 'POST',
      url: '/api/sys/user/register',
      payload: { username: 'selfmade', realname: '自助', password: 'Self12345', confirmpassword: 'Self12345', phone: '13511110000', smscode: '123456' },
    });
    expect(r.json).toMatchObject({ success: false, message: '本平台未开放自助注册，请联系系统管理员开通账号' });
    expect(await t.ctx.db.select().from(sysUser).where(eq(sysUser.username, 'selfmade'))).toHaveLength(0);
  });
});

describe('registration open', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(registration('open'));
    await t.createUser({ username: 'hasphone', password: 'Has1234567' });
    await t.ctx.db.update(sysUser).set({ phone: '13511112222' }).where(eq(sysUser.username, 'hasphone'));
  });
  afterAll(() => t?.close());

  const register = (body: Record<string, string>) =>
    t.call({
      method: 'POST',
      url: '/api/sys/user/register',
      payload: { username: 'newbie01', realname: '新用户', password: 'Newbie123', confirmpassword: 'Newbie123', phone: '13511113333', smscode: '000000', ...body },
      remoteAddress: nextIp(),
    });

  it('checks the form as the page does', async () => {
    expect((await register({ username: 'ab' })).json.message).toBe('只允许字母、数字、下划线，长度6到18个字符');
    expect((await register({ password: 'short1' })).json.message).toBe('密码由8-16位数字、大小写字母组成!');
    expect((await register({ confirmpassword: 'Other1234' })).json.message).toBe('两次输入的密码不一样！');
    expect((await register({ phone: '2351111' })).json.message).toBe('请输入正确手机号');
  });

  it('refuses a taken phone before sending, and a taken name before spending the code', async () => {
    const sms = await t.call({ method: 'POST', url: '/api/sys/sms', payload: { mobile: '13511112222', smsmode: 'register' } });
    expect(sms.json).toMatchObject({ success: false, message: '该手机号已注册' });
    const code = await codeFor(t, '13511113333', 'register');
    expect((await register({ username: 'hasphone', smscode: code })).json).toMatchObject({ success: false, message: '用户账号已存在' });
    expect((await register({ smscode: String((Number(code) + 1) % 1e6).padStart(6, '0') })).json).toMatchObject({ success: false, message: '验证码错误' });
    // The right code still works after both refusals.
    const r = await register({ smscode: code });
    expect(r.json).toMatchObject({ success: true, message: '注册成功，请使用新账号登录', result: { status: 'active' } });
  });

  it('the new account signs in, in the configured tenant with the configured roles', async () => {
    const [u] = await t.ctx.db.select().from(sysUser).where(eq(sysUser.username, 'newbie01'));
    expect(u).toMatchObject({ realname: '新用户', phone: '13511113333', status: 1, relTenantIds: '1', pwdChangeReason: null });
    const roles = await t.ctx.db.select({ code: sysRole.roleCode }).from(sysUserRole).innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId)).where(eq(sysUserRole.userId, u.id));
    expect(roles.map((r) => r.code)).toEqual(['dispatcher']);
    const token = await t.login('newbie01', 'Newbie123');
    expect(token).toBeTruthy();
  });

  it('a registration code is spent once', async () => {
    const code = await codeFor(t, '13511114444', 'register');
    expect((await register({ username: 'newbie02', phone: '13511114444', smscode: code })).json.success).toBe(true);
    const again = await register({ username: 'newbie03', phone: '13511114444', smscode: code });
    expect(again.json.success).toBe(false);
  });
});

describe('registration under review', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp(registration('review'))));
  afterAll(() => t?.close());

  it('creates the account frozen until an administrator lets it in', async () => {
    const code = await codeFor(t, '13511115555', 'register');
    const r = await t.call({
      method: 'POST',
      url: '/api/sys/user/register',
      payload: { username: 'waiting1', realname: '待审', password: 'Waiting123', confirmpassword: 'Waiting123', phone: '13511115555', smscode: code },
    });
    expect(r.json).toMatchObject({ success: true, message: '注册成功，账号待管理员审核后即可登录', result: { status: 'review' } });
    const login = await t.call({ method: 'POST', url: '/api/sys/login', payload: { username: 'waiting1', password: 'Waiting123' } });
    expect(login.json).toMatchObject({ success: false, message: '该用户已冻结' });
  });
});

describe('找回密码 by phone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.createUser({ username: 'forgetful', password: 'Forgot1234' });
    await t.ctx.db.update(sysUser).set({ phone: '13522220000' }).where(eq(sysUser.username, 'forgetful'));
  });
  afterAll(() => t?.close());

  const verify = (smscode: string, phone = '13522220000') =>
    t.call({ method: 'POST', url: '/api/sys/user/phoneVerification', payload: { phone, smscode }, remoteAddress: nextIp() });
  const change = (resetKey: string, password = 'Remember99', confirmpassword = password) =>
    t.call({ method: 'PUT', url: '/api/sys/user/passwordChange', payload: { resetKey, password, confirmpassword }, remoteAddress: nextIp() });

  it('proves the phone, sets the new password, and ends every session of the account', async () => {
    const oldToken = await t.login('forgetful', 'Forgot1234');
    const code = await codeFor(t, '13522220000', 'reset');
    expect((await verify('999999' === code ? '999998' : '999999')).json).toMatchObject({ success: false, message: '验证码错误' });
    const v = await verify(code);
    expect(v.json.result.username).toBe('forgetful');
    const key = v.json.result.resetKey as string;
    expect(key.length).toBeGreaterThanOrEqual(40);
    // Kept hashed, as the codes are.
    expect(JSON.stringify(await t.ctx.db.select().from(sysPasswordReset))).not.toContain(key);

    expect((await change(key, 'Remember99', 'Remember98')).json.message).toBe('两次输入的密码不一样！');
    expect((await change(key, 'weak')).json.message).toBe('密码由8-16位数字、大小写字母组成!');
    const r = await change(key);
    expect(r.json).toMatchObject({ success: true, message: '密码已重置，请使用新密码登录' });

    const stale = await t.call({ method: 'GET', url: '/api/sys/user/getCurrentUserDeparts', headers: { 'x-access-token': oldToken } });
    expect(stale.statusCode).toBe(401);
    await expect(t.login('forgetful', 'Forgot1234')).rejects.toThrow();
    expect(await t.login('forgetful', 'Remember99')).toBeTruthy();
    // The key works once.
    expect((await change(key, 'Another123')).json).toMatchObject({ success: false, message: '找回密码已超时，请重新验证手机号' });
  });

  it('refuses a key past its ten minutes, and one nobody issued', async () => {
    const code = await codeFor(t, '13522220000', 'reset');
    const key = (await verify(code)).json.result.resetKey as string;
    await t.ctx.db.update(sysPasswordReset).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await change(key)).json).toMatchObject({ success: false, message: '找回密码已超时，请重新验证手机号' });
    expect((await change('x'.repeat(43))).json).toMatchObject({ success: false, message: '找回密码已超时，请重新验证手机号' });
  });

  it('a phone without an account is told so only after its code is proven', async () => {
    const sms = await t.call({ method: 'POST', url: '/api/sys/sms', payload: { mobile: '13522229999', smsmode: 'reset' }, remoteAddress: nextIp() });
    expect(sms.json).toMatchObject({ success: true, message: '验证码已发送，5分钟内有效' });
    expect((await verify('123456', '13522229999')).json).toMatchObject({ success: false, message: '验证码错误' });
  });
});
