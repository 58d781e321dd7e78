import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { sysSmsCode, sysUser } from '../../../core/db/schema/index';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../../../test/helpers';

/** 绑定手机 in the account settings: a new phone counts once a code sent to it comes back. */
let t: TestApp;
let tokenA: string;
let tokenB: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.createUser({ username: 'binder_a', password: 'Binder1234' });
  await t.createUser({ username: 'binder_b', password: 'Binder1234' });
  tokenA = await t.login('binder_a', 'Binder1234');
  tokenB = await t.login('binder_b', 'Binder1234');
  adminToken = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t?.close());

const as = (token: string, method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
  t.call({ method, url: `/api${url}`, payload, headers: { 'x-access-token': token } });

async function outboxCode(phone: string): Promise<string> {
  const box = await t.call({ method: 'GET', url: '/api/sys/sms/outbox', headers: { 'x-access-token': adminToken } });
  return (box.json.result.records as { phone: string; code: string }[]).find((e) => e.phone === phone)!.code;
}
const phoneOf = async (username: string) => (await t.ctx.db.select({ phone: sysUser.phone }).from(sysUser).where(eq(sysUser.username, username)))[0].phone;

describe('绑定手机', () => {
  it('binds a phone once its code comes back, and the phone then signs in', async () => {
    expect((await as(tokenA, 'POST', '/sys/user/bindPhoneCode', { mobile: '13633330001' })).json).toMatchObject({ success: true, message: '验证码已发送，5分钟内有效' });
    const code = await outboxCode('13633330001');
    const wrong = await as(tokenA, 'PUT', '/sys/user/bindPhone', { mobile: '13633330001', smscode: code === '000000' ? '000001' : '000000' });
    expect(wrong.json).toMatchObject({ success: false, message: '验证码错误' });
    expect(await phoneOf('binder_a')).toBeNull();
    const r = await as(tokenA, 'PUT', '/sys/user/bindPhone', { mobile: '13633330001', smscode: code });
    expect(r.json).toMatchObject({ success: true, message: '手机号已绑定' });
    expect(r.json.result.phone).toBe('13633330001');
    expect(await phoneOf('binder_a')).toBe('13633330001');

    await t.ctx.db.update(sysSmsCode).set({ createdAt: sql`${sysSmsCode.createdAt} - interval '61 seconds'` });
    await t.call({ method: 'POST', url: '/api/sys/sms', payload: { mobile: '13633330001', smsmode: 'login' }, remoteAddress: '10.6.0.1' });
    const login = await t.call({ method: 'POST', url: '/api/sys/phoneLogin', payload: { mobile: '13633330001', captcha: await outboxCode('13633330001') }, remoteAddress: '10.6.0.2' });
    expect(login.json.result.userInfo.username).toBe('binder_a');
  });

  it('refuses a phone another account holds, before and after the code', async () => {
    expect((await as(tokenB, 'POST', '/sys/user/bindPhoneCode', { mobile: '13633330001' })).json).toMatchObject({ success: false, message: '该手机号已注册' });
    expect((await as(tokenB, 'PUT', '/sys/user/bindPhone', { mobile: '13633330001', smscode: '123456' })).json).toMatchObject({ success: false, message: '该手机号已注册' });
    expect(await phoneOf('binder_b')).toBeNull();
  });

  it('a code sent for signing in does not bind', async () => {
    await t.call({ method: 'POST', url: '/api/sys/sms', payload: { mobile: '13633330002', smsmode: 'login' }, remoteAddress: '10.6.0.3' });
    // No account holds the phone, so nothing was delivered; a code for another purpose is no use either way.
    const r = await as(tokenB, 'PUT', '/sys/user/bindPhone', { mobile: '13633330002', smscode: '123456' });
    expect(r.json).toMatchObject({ success: false, message: '验证码已失效，请重新获取' });
  });

  it('needs a session', async () => {
    const r = await t.call({ method: 'POST', url: '/api/sys/user/bindPhoneCode', payload: { mobile: '13633330003' } });
    expect(r.statusCode).toBe(401);
  });

  it('the profile form no longer changes the phone', async () => {
    const r = await as(tokenA, 'PUT', '/sys/user/editProfile', { realname: '绑定甲', phone: '13633339999' });
    expect(r.json.success).toBe(true);
    expect(await phoneOf('binder_a')).toBe('13633330001');
  });
});

describe('头像', () => {
  it('keeps an uploaded avatar path, refuses one outside the avatar folder, and keeps it when the form leaves it out', async () => {
    const save = (body: Record<string, unknown>) => as(tokenA, 'PUT', '/sys/user/editProfile', { realname: '绑定甲', ...body });
    expect((await save({ avatar: 'avatar/20261127/me_ab12.png' })).json.result.avatar).toBe('avatar/20261127/me_ab12.png');
    expect((await save({ avatar: '../secrets.json' })).json).toMatchObject({ success: false, message: '头像须为上传到头像目录的图片' });
    expect((await save({ avatar: 'avatar/../../secrets.json' })).json.success).toBe(false);
    expect((await save({})).json.result.avatar).toBe('avatar/20261127/me_ab12.png');
    expect((await save({ avatar: '' })).json.result.avatar).toBeNull();
  });
});
