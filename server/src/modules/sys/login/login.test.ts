import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { sysCaptcha, sysLog } from '../../../core/db/schema/index';
import { ADMIN_PASSWORD, createTestApp, setUserStatus, type TestApp } from '../../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.createUser({ username: 'frozen1', password: 'Frozen123', status: 2, orgCodes: ['A01A01'] });
  await t.createUser({ username: 'disp', password: 'Disp12345', roles: ['dispatcher'], orgCodes: ['A01A01', 'A01A02'] });
});
afterAll(() => t?.close());

const login = (body: Record<string, unknown>, ip = '10.1.0.1') =>
  t.call({ method: 'POST', url: '/api/sys/login', payload: body, remoteAddress: ip, headers: { 'user-agent': 'vitest' } });

const captchaFor = async (key: string) => {
  const r = await t.call({ method: 'GET', url: `/api/sys/randomImage/${key}` });
  expect(r.json.result).toMatch(/^data:image\/svg\+xml;base64,/);
  const [row] = await t.ctx.db.select().from(sysCaptcha).where(eq(sysCaptcha.checkKey, key));
  return row.code;
};

describe('POST /sys/login', () => {
  it('signs in and answers the login result without secrets', async () => {
    const r = await login({ username: 'admin', password: ADMIN_PASSWORD });
    expect(r.statusCode).toBe(200);
    expect(r.json).toMatchObject({ success: true, code: 200 });
    const res = r.json.result;
    expect(Object.keys(res).sort()).toEqual(['departs', 'multi_depart', 'sysAllDictItems', 'tenantList', 'token', 'userInfo']);
    expect(res.userInfo).toMatchObject({ username: 'admin', realname: '管理员', orgCode: 'A01', orgCodeTxt: '煤运集团', loginTenantId: 1 });
    expect(res.userInfo.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const text = JSON.stringify(res);
    expect(text).not.toMatch(/password|salt|argon2|passwordHash|pwd_change|pwdChange/i);
    expect(res.departs).toHaveLength(1);
    expect(res.multi_depart).toBe(1);
    expect(res.tenantList).toEqual([{ id: 1, name: '默认租户', status: 1 }]);
    expect(res.sysAllDictItems.sex).toEqual([
      { value: '1', text: '男', title: '男', label: '男' },
      { value: '2', text: '女', title: '女', label: '女' },
    ]);
    for (const code of ['user_status', 'priority', 'msg_category', 'send_status', 'log_type', 'operate_type', 'org_category', 'yn', 'valid_status']) {
      expect(res.sysAllDictItems[code]?.length, code).toBeGreaterThan(0);
    }
  });

  it('reports several departments as multi_depart 2', async () => {
    const r = await login({ username: 'disp', password: 'Disp12345' });
    expect(r.json.result.multi_depart).toBe(2);
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const wrong = await login({ username: 'admin', password: 'nope-nope' }, '10.1.1.1');
    const unknown = await login({ username: 'ghost', password: 'nope-nope' }, '10.1.1.2');
    for (const r of [wrong, unknown]) {
      expect(r.statusCode).toBe(200);
      expect(r.json).toMatchObject({ success: false, code: 500, message: '用户名或密码错误', result: null });
    }
  });

  it('tells a frozen user only after the right password', async () => {
    const wrong = await login({ username: 'frozen1', password: 'bad-bad-1' }, '10.1.2.1');
    expect(wrong.json.message).toBe('用户名或密码错误');
    const right = await login({ username: 'frozen1', password: 'Frozen123' }, '10.1.2.2');
    expect(right.json).toMatchObject({ success: false, code: 500, message: '该用户已冻结' });
  });

  it('validates the body in Chinese', async () => {
    const r = await login({ username: '', password: 'x' });
    expect(r.json).toMatchObject({ success: false, code: 500, message: '请输入用户名' });
    const r2 = await login({ username: 'admin' });
    expect(r2.json.message).toBe('请输入密码');
  });

  it("signs in with the JeecgBoot client's exact body: checkKey a number (its timestamp), remember_me true", async () => {
    // The client fetches the image under its timestamp, then sends that timestamp back as a JSON number.
    const checkKey = 1764057600123;
    const captcha = await captchaFor(String(checkKey));
    const r = await login({ username: 'admin', password: ADMIN_PASSWORD, captcha, checkKey, remember_me: true }, '10.1.5.1');
    expect(r.json).toMatchObject({ success: true, code: 200 });
    expect(r.json.result.token).toEqual(expect.any(String));
  });

  it("reads the JeecgBoot client's numeric checkKey as the key its captcha was issued under", async () => {
    await t.createUser({ username: 'jeecg1', password: 'Jeecg1234' });
    const ip = '10.1.6.1';
    for (let i = 0; i < 3; i++) await login({ username: 'jeecg1', password: 'wrong-pw' }, ip);
    const checkKey = 1764057600456;
    const captcha = await captchaFor(String(checkKey));
    const wrong = await login({ username: 'jeecg1', password: 'Jeecg1234', captcha: captcha === 'zzzz' ? 'yyyy' : 'zzzz', checkKey, remember_me: true }, ip);
    expect(wrong.json.message).toBe('验证码错误');
    const again = await captchaFor(String(checkKey + 1));
    const ok = await login({ username: 'jeecg1', password: 'Jeecg1234', captcha: again, checkKey: checkKey + 1, remember_me: true }, ip);
    expect(ok.json.success).toBe(true);
  });

  it('names the field when a value has the wrong shape', async () => {
    expect((await login({ username: 'admin', password: ADMIN_PASSWORD, checkKey: { a: 1 } })).json.message).toBe('验证码标识应为文本');
    expect((await login({ username: 'admin', password: ADMIN_PASSWORD, remember_me: 'maybe' })).json.message).toBe('记住我应为是或否（true/false）');
    expect((await login({ username: ['admin'], password: ADMIN_PASSWORD })).json.message).toBe('请输入用户名');
  });

  it('writes every attempt to the sign-in log', async () => {
    await login({ username: 'logme', password: 'whatever1' }, '10.1.3.1');
    const rows = await t.ctx.db.select().from(sysLog).where(and(eq(sysLog.logType, 1), eq(sysLog.username, 'logme')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ip: '10.1.3.1', userAgent: 'vitest', success: false });
    expect(rows[0].logContent).toContain('用户不存在');
  });
});

describe('captcha after 3 failures', () => {
  it('demands a captcha, accepts the right one once, refuses reuse and wrong codes', async () => {
    await t.createUser({ username: 'cap1', password: 'Cap12345' });
    const ip = '10.2.0.1';
    for (let i = 0; i < 3; i++) {
      const r = await login({ username: 'cap1', password: 'wrong-pw' }, ip);
      expect(r.json.message).toBe('用户名或密码错误');
      expect(r.json.result).toEqual(i < 2 ? null : { needCaptcha: true });
    }
    const missing = await login({ username: 'cap1', password: 'Cap12345' }, ip);
    expect(missing.json).toMatchObject({ success: false, code: 412, message: '请输入验证码' });

    const code = await captchaFor('k1');
    expect(code).toHaveLength(4);
    const wrong = await login({ username: 'cap1', password: 'Cap12345', captcha: code === 'zzzz' ? 'yyyy' : 'zzzz', checkKey: 'k1' }, ip);
    expect(wrong.json).toMatchObject({ code: 412, message: '验证码错误' });
    // The wrong try used the code up: the right answer no longer works either.
    const reuse = await login({ username: 'cap1', password: 'Cap12345', captcha: code, checkKey: 'k1' }, ip);
    expect(reuse.json.message).toBe('验证码错误');

    const code2 = await captchaFor('k2');
    const ok = await login({ username: 'cap1', password: 'Cap12345', captcha: code2.toUpperCase(), checkKey: 'k2' }, ip);
    expect(ok.json.success).toBe(true);
    const again = await login({ username: 'cap1', password: 'Cap12345', captcha: code2, checkKey: 'k2' }, ip);
    expect(again.json.message).toBe('验证码错误');
  });

  it('demands the captcha from other addresses too, but never delays them', async () => {
    await t.createUser({ username: 'victim', password: 'Victim123' });
    for (let i = 0; i < 7; i++) await login({ username: 'victim', password: 'x-wrong-1' }, '10.3.0.1');
    const attacker = await login({ username: 'victim', password: 'x-wrong-1' }, '10.3.0.1');
    expect(attacker.json.message).toMatch(/^(登录失败次数过多|请输入验证码)/);
    const own = await login({ username: 'victim', password: 'Victim123' }, '10.3.0.2');
    expect(own.json).toMatchObject({ code: 412, message: '请输入验证码' });
    const code = await captchaFor('v1');
    const ok = await login({ username: 'victim', password: 'Victim123', captcha: code, checkKey: 'v1' }, '10.3.0.2');
    expect(ok.json.success).toBe(true);
  });
});

describe('growing delays', () => {
  it('refuses attempts within the back-off window after 5 failures of a pair, without checking the password', async () => {
    await t.createUser({ username: 'slow1', password: 'Slow12345' });
    const ip = '10.4.0.1';
    let n = 0;
    const attempt = async (password: string) => {
      const code = await captchaFor(`s${n}`);
      return login({ username: 'slow1', password, captcha: code, checkKey: `s${n++}` }, ip);
    };
    for (let i = 0; i < 3; i++) await login({ username: 'slow1', password: 'wrong-pw' }, ip);
    await attempt('wrong-pw');
    const fifth = await attempt('wrong-pw');
    expect(fifth.json.message).toBe('用户名或密码错误');
    const refused = await attempt('Slow12345');
    expect(refused.json.success).toBe(false);
    expect(refused.json.message).toMatch(/^登录失败次数过多，请\d+秒后再试$/);
    await new Promise((r) => setTimeout(r, 350));
    const ok = await attempt('Slow12345');
    expect(ok.json.success).toBe(true);
  });

  it('delays an address after 10 failures whatever the user names', async () => {
    const ip = '10.5.0.1';
    for (let i = 0; i < 10; i++) {
      const code = i >= 3 ? await captchaFor(`a${i}`) : undefined;
      await login({ username: `nobody${i}`, password: 'wrong-pw', captcha: code, checkKey: `a${i}` }, ip);
    }
    const code = await captchaFor('a-last');
    const r = await login({ username: 'admin', password: ADMIN_PASSWORD, captcha: code, checkKey: 'a-last' }, ip);
    expect(r.json.message).toMatch(/^登录失败次数过多/);
    const elsewhere = await login({ username: 'admin', password: ADMIN_PASSWORD }, '10.5.0.2');
    expect(elsewhere.json.success).toBe(true);
  });
});

describe('logout', () => {
  it('ends the session; the token then answers 401; logging out again is fine', async () => {
    const token = await t.login();
    const before = await t.call({ method: 'GET', url: '/api/sys/user/getCurrentUserDeparts', headers: { 'x-access-token': token } });
    expect(before.json.success).toBe(true);
    const out = await t.call({ method: 'POST', url: '/api/sys/logout', headers: { 'x-access-token': token } });
    expect(out.json).toMatchObject({ success: true, message: '退出登录成功！' });
    const after = await t.call({ method: 'GET', url: '/api/sys/user/getCurrentUserDeparts', headers: { 'x-access-token': token } });
    expect(after.statusCode).toBe(401);
    expect(after.json).toMatchObject({ success: false, code: 401, message: 'Token失效，请重新登录!' });
    const again = await t.call({ method: 'POST', url: '/api/sys/logout', headers: { 'x-access-token': token } });
    expect(again.json.success).toBe(true);
  });

  it("a frozen user's tokens stop working at once", async () => {
    const token = await t.login('disp', 'Disp12345');
    await setUserStatus(t, 'disp', 2);
    const r = await t.call({ method: 'GET', url: '/api/sys/user/profile', headers: { 'x-access-token': token } });
    expect(r.statusCode).toBe(401);
    await setUserStatus(t, 'disp', 1);
  });
});
