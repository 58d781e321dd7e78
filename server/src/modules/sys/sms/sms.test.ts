import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { sysSmsCode, sysUser } from '../../../core/db/schema/index';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../../../test/helpers';
import { SMS_LIMITS } from './codes';

/** Phone sign-in and its codes (docs/phone-sign-in.md), on the development sender whose outbox the test reads. */
let t: TestApp;
let adminToken: string;
const PHONE = '13912345678';
const OTHER = '13700000001';

beforeAll(async () => {
  t = await createTestApp();
  await t.createUser({ username: 'phoneuser', password: 'Phone12345', orgCodes: ['A01A01'] });
  await t.createUser({ username: 'twin_a', password: 'Twin123456' });
  await t.createUser({ username: 'twin_b', password: 'Twin123456' });
  await t.createUser({ username: 'coldphone', password: 'Cold123456', status: 2 });
  await t.ctx.db.update(sysUser).set({ phone: PHONE }).where(eq(sysUser.username, 'phoneuser'));
  await t.ctx.db.update(sysUser).set({ phone: '13800000002' }).where(eq(sysUser.username, 'twin_a'));
  await t.ctx.db.update(sysUser).set({ phone: '13800000002' }).where(eq(sysUser.username, 'twin_b'));
  await t.ctx.db.update(sysUser).set({ phone: '13800000003' }).where(eq(sysUser.username, 'coldphone'));
  adminToken = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t?.close());

let address = 1;
/** Each test from its own address, so the per-address limit belongs to the test that checks it. */
const nextIp = () => `10.9.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

const send = (mobile: string, smsmode = 'login', ip = nextIp()) =>
  t.call({ method: 'POST', url: '/api/sys/sms', payload: { mobile, smsmode }, remoteAddress: ip });
const phoneLogin = (mobile: string, captcha: string) =>
  t.call({ method: 'POST', url: '/api/sys/phoneLogin', payload: { mobile, captcha }, remoteAddress: nextIp(), headers: { 'user-agent': 'vitest' } });

/** The newest code the development sender kept for the phone, read as the administrator reads 短信发件箱. */
async function lastCode(phone: string): Promise<string | undefined> {
  const r = await t.call({ method: 'GET', url: '/api/sys/sms/outbox', headers: { 'x-access-token': adminToken } });
  expect(r.json.success).toBe(true);
  return (r.json.result.records as { phone: string; code: string }[]).find((e) => e.phone === phone)?.code;
}

/** Lets the next code go out at once: the last one is moved back past the one-a-minute gap. */
const ageCodes = (phone: string, seconds = 61) =>
  t.ctx.db.update(sysSmsCode).set({ createdAt: sql`${sysSmsCode.createdAt} - make_interval(secs => ${seconds})` }).where(eq(sysSmsCode.phone, phone));

const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('phone sign-in', () => {
  it('sends a six-digit code and signs in with it, once', async () => {
    const sent = await send(PHONE);
    expect(sent.json).toMatchObject({ success: true, message: '验证码已发送，5分钟内有效' });
    const code = (await lastCode(PHONE))!;
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.ctx.db.select().from(sysSmsCode).where(eq(sysSmsCode.phone, PHONE));
    // Kept as an HMAC: the digits are nowhere in the table.
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(5 * 60_000);

    const r = await phoneLogin(PHONE, code);
    expect(r.json).toMatchObject({ success: true, message: '登录成功' });
    expect(r.json.result.userInfo.username).toBe('phoneuser');
    const me = await t.call({ method: 'GET', url: '/api/sys/user/getCurrentUserDeparts', headers: { 'x-access-token': r.json.result.token } });
    expect(me.json.success).toBe(true);

    const again = await phoneLogin(PHONE, code);
    expect(again.json).toMatchObject({ success: false, message: '验证码已失效，请重新获取' });
  });

  it('refuses a wrong code, and the fifth wrong try spends the code', async () => {
    await ageCodes(PHONE);
    await send(PHONE);
    const code = (await lastCode(PHONE))!;
    for (let i = 0; i < SMS_LIMITS.triesPerCode; i++) {
      expect((await phoneLogin(PHONE, wrongOf(code))).json).toMatchObject({ success: false, message: '验证码错误' });
    }
    expect((await phoneLogin(PHONE, code)).json).toMatchObject({ success: false, message: '验证码已失效，请重新获取' });
  });

  it('refuses an expired code', async () => {
    await ageCodes(PHONE);
    await send(PHONE);
    const code = (await lastCode(PHONE))!;
    await t.ctx.db.update(sysSmsCode).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sysSmsCode.phone, PHONE));
    expect((await phoneLogin(PHONE, code)).json).toMatchObject({ success: false, message: '验证码已失效，请重新获取' });
  });

  it('a newer code replaces the older one', async () => {
    await ageCodes(PHONE);
    await send(PHONE);
    const first = (await lastCode(PHONE))!;
    await ageCodes(PHONE);
    await send(PHONE);
    const second = (await lastCode(PHONE))!;
    if (first !== second) expect((await phoneLogin(PHONE, first)).json.success).toBe(false);
    expect((await phoneLogin(PHONE, second)).json.success).toBe(true);
  });

  it('a code for registration or 找回密码 does not sign in', async () => {
    await ageCodes(PHONE);
    await send(PHONE, 'reset');
    const code = (await lastCode(PHONE))!;
    expect((await phoneLogin(PHONE, code)).json).toMatchObject({ success: false, message: '验证码已失效，请重新获取' });
  });

  it('answers a phone without an account as any other, and sends nothing to it', async () => {
    const r = await send(OTHER);
    expect(r.json).toMatchObject({ success: true, message: '验证码已发送，5分钟内有效' });
    expect(await lastCode(OTHER)).toBeUndefined();
    // The same limits apply, so they tell nothing either.
    expect((await send(OTHER)).json.message).toMatch(/^发送过于频繁，请\d+秒后再试$/);
  });

  it('refuses a phone held by two accounts, and a frozen account', async () => {
    await send('13800000002');
    expect((await phoneLogin('13800000002', (await lastCode('13800000002'))!)).json).toMatchObject({
      success: false,
      message: '该手机号绑定了多个账号，请使用账号密码登录',
    });
    await send('13800000003');
    expect((await phoneLogin('13800000003', (await lastCode('13800000003'))!)).json).toMatchObject({ success: false, message: '该用户已冻结' });
  });

  it('checks the input with the sign-in page’s messages', async () => {
    expect((await send('1234')).json).toMatchObject({ success: false, message: '请输入正确手机号' });
    expect((await send(PHONE, 'other')).json).toMatchObject({ success: false, message: '验证码用途不正确' });
    expect((await phoneLogin(PHONE, '12ab')).json).toMatchObject({ success: false, message: '验证码为6位数字' });
    expect((await phoneLogin('', '123456')).json).toMatchObject({ success: false, message: '请输入手机号' });
  });
});

describe('the limits on sending', () => {
  it('one code a minute to a phone', async () => {
    const phone = '13600000001';
    expect((await send(phone)).json.success).toBe(true);
    const r = await send(phone);
    expect(r.json.success).toBe(false);
    expect(r.json.message).toMatch(/^发送过于频繁，请(59|60)秒后再试$/);
  });

  it('ten codes a day to a phone', async () => {
    const phone = '13600000002';
    for (let i = 0; i < SMS_LIMITS.perPhonePerDay; i++) {
      expect((await send(phone)).json.success, `code ${i + 1}`).toBe(true);
      await ageCodes(phone);
    }
    expect((await send(phone)).json).toMatchObject({ success: false, message: '该手机号今日获取验证码次数过多，请稍后再试' });
    // A day later the phone may have codes again.
    await ageCodes(phone, 24 * 3600);
    expect((await send(phone)).json.success).toBe(true);
  });

  it('thirty codes an hour from an address, whatever the phones', async () => {
    const ip = '10.99.0.1';
    for (let i = 0; i < SMS_LIMITS.perAddressPerHour; i++) expect((await send(`1350000${String(i).padStart(4, '0')}`, 'login', ip)).json.success).toBe(true);
    expect((await send('13599999999', 'login', ip)).json).toMatchObject({ success: false, message: '获取验证码次数过多，请稍后再试' });
    expect((await send('13599999999', 'login', '10.99.0.2')).json.success).toBe(true);
  });

  it('two requests for one phone at once send one code', async () => {
    const phone = '13600000003';
    const replies = await Promise.all([send(phone), send(phone), send(phone)]);
    expect(replies.filter((r) => r.json.success)).toHaveLength(1);
  });
});

describe('短信发件箱', () => {
  it('is the platform administrator’s only', async () => {
    await t.createUser({ username: 'smsnosy', password: 'Nosy123456', roles: ['dispatcher'] });
    const token = await t.login('smsnosy', 'Nosy123456');
    const r = await t.call({ method: 'GET', url: '/api/sys/sms/outbox', headers: { 'x-access-token': token } });
    expect(r.json.success).toBe(false);
    expect(r.json.result).toBeNull();
  });

  it('says what the sign-in page may offer', async () => {
    const r = await t.call({ method: 'GET', url: '/api/sys/loginOptions' });
    expect(r.json.result).toEqual({ registration: 'off', devSms: true, sso: [] });
  });
});

describe('the Tencent Cloud SMS sender', () => {
  let stand: Server;
  let seen: { headers: IncomingHttpHeaders; body: any }[] = [];
  let answer: (body: any) => unknown = () => ({});
  let tc: TestApp;

  beforeAll(async () => {
    // A stand-in for sms.tencentcloudapi.com: it records what the SDK sends and answers as the API documents.
    stand = createServer((req, res) => {
      let raw = '';
      req.on('data', (d) => (raw += d));
      req.on('end', () => {
        const body = JSON.parse(raw);
        seen.push({ headers: req.headers, body });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ Response: { ...(answer(body) as object), RequestId: 'test-request' } }));
      });
    });
    await new Promise<void>((r) => stand.listen(0, '127.0.0.1', r));
    const port = (stand.address() as { port: number }).port;
    tc = await createTestApp({
      sms: {
        provider: 'tencent',
        secretId: 'AKIDtestsecretid',
        secretKey: 'test-secret-key-never-logged',
        appId: '1400000001',
        signName: '煤运调度',
        templateId: '100001',
        region: 'ap-guangzhou',
        endpoint: `http://127.0.0.1:${port}`,
      },
    });
    await tc.createUser({ username: 'tcuser', password: 'Tc12345678' });
    await tc.ctx.db.update(sysUser).set({ phone: PHONE }).where(eq(sysUser.username, 'tcuser'));
  });
  afterAll(async () => {
    await tc?.close();
    stand?.close();
  });

  it('sends SendSms signed with TC3-HMAC-SHA256, the code as {1} and the minutes as {2}', async () => {
    seen = [];
    answer = (body) => ({ SendStatusSet: [{ SerialNo: '1', PhoneNumber: body.PhoneNumberSet[0], Fee: 1, Code: 'Ok', Message: 'send success' }] });
    const r = await tc.call({ method: 'POST', url: '/api/sys/sms', payload: { mobile: PHONE, smsmode: 'login' }, remoteAddress: '10.8.0.1' });
    expect(r.json).toMatchObject({ success: true });
    expect(seen).toHaveLength(1);
    const { headers, body } = seen[0];
    expect(headers['x-tc-action']).toBe('SendSms');
    expect(headers['x-tc-version']).toBe('2021-01-11');
    expect(headers['x-tc-region']).toBe('ap-guangzhou');
    // The SDK names the service by the host's first label: sms on sms.tencentcloudapi.com, 127 on this stand-in.
    expect(String(headers.authorization)).toMatch(/^TC3-HMAC-SHA256 Credential=AKIDtestsecretid\/\d{4}-\d{2}-\d{2}\/127\/tc3_request, SignedHeaders=.+, Signature=[0-9a-f]{64}$/);
    expect(JSON.stringify(headers)).not.toContain('test-secret-key-never-logged');
    expect(body).toMatchObject({ PhoneNumberSet: [`+86${PHONE}`], SmsSdkAppId: '1400000001', SignName: '煤运调度', TemplateId: '100001' });
    expect(body.TemplateParamSet).toHaveLength(2);
    expect(body.TemplateParamSet[0]).toMatch(/^\d{6}$/);
    expect(body.TemplateParamSet[1]).toBe('5');
    // The code Tencent was given signs in.
    const login = await tc.call({ method: 'POST', url: '/api/sys/phoneLogin', payload: { mobile: PHONE, captcha: body.TemplateParamSet[0] }, remoteAddress: '10.8.0.2' });
    expect(login.json.result.userInfo.username).toBe('tcuser');
  });

  it('tells the user to try again when Tencent refuses, and the code it refused is dead', async () => {
    seen = [];
    answer = () => ({ SendStatusSet: [{ Code: 'LimitExceeded.PhoneNumberDailyLimit', Message: 'daily limit' }] });
    await tc.ctx.db.update(sysSmsCode).set({ createdAt: sql`${sysSmsCode.createdAt} - interval '61 seconds'` });
    const r = await tc.call({ method: 'POST', url: '/api/sys/sms', payload: { mobile: PHONE, smsmode: 'login' }, remoteAddress: '10.8.0.3' });
    expect(r.json).toMatchObject({ success: false, message: '短信发送失败，请稍后重试' });
    const code = seen[0].body.TemplateParamSet[0];
    const login = await tc.call({ method: 'POST', url: '/api/sys/phoneLogin', payload: { mobile: PHONE, captcha: code }, remoteAddress: '10.8.0.4' });
    expect(login.json).toMatchObject({ success: false, message: '验证码已失效，请重新获取' });
    // Real messages go out: there is no outbox to read.
    const admin = await tc.login('admin', ADMIN_PASSWORD);
    const box = await tc.call({ method: 'GET', url: '/api/sys/sms/outbox', headers: { 'x-access-token': admin } });
    expect(box.json.result).toEqual({ devSms: false, records: [] });
  });
});
