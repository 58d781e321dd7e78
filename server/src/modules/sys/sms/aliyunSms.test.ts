import { createHash, createHmac } from 'node:crypto';
import { ALIYUN_V3_EXAMPLE } from '../../../../test/support/aliyun-v3-example';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MessageTexts, SmsTexts } from '@meiyun/shared';
import type { SmsSettings } from '../../../core/config';
import { sysSmsCode, sysUser } from '../../../core/db/schema/index';
import { createAliyunSmsProvider } from '../../../core/sms/aliyunProvider';
import { SmsSendError } from '../../../core/sms/index';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../../../test/helpers';
import { sysMessageTemplate } from '../message/table';

/**
 * The Aliyun SMS sender (docs/phone-sign-in.md) against a stand-in for dysmsapi.aliyuncs.com that checks each call as
 * the service does: the ACS3-HMAC-SHA256 signature recomputed here from Alibaba's documented algorithm (not with the
 * sender's code), the date, the nonce, the signature name, the template and its named variables.
 */

const KEY_ID = 'LTAI5tTestKeyId';
const SECRET = 'test-aliyun-secret-never-logged';
const SIGN_NAME = '煤运调度';
const CODE_TEMPLATE = 'SMS_900001';
const NOTICE_TEMPLATE = 'SMS_900002';
/** The templates approved on the stand-in's account, with their variables. */
const TEMPLATES: Record<string, string[]> = { [CODE_TEMPLATE]: ['code'], [NOTICE_TEMPLATE]: ['contractNo', 'actor'] };
const PHONE = '13912345678';

// ---- the stand-in's own reading of the documented V3 algorithm ----

const UNRESERVED = /[A-Za-z0-9\-_.~]/;
/** RFC 3986, byte by byte from the UTF-8, as the documentation describes it. */
const rfc3986 = (s: string) =>
  [...Buffer.from(s, 'utf8')].map((b) => (UNRESERVED.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
const hex256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

type Verdict = { ok: true; query: Record<string, string> } | { ok: false; status: number; code: string; message: string };

function verify(r: Received, secretOf: (id: string) => string | undefined): Verdict {
  const refuse = (status: number, code: string, message: string): Verdict => ({ ok: false, status, code, message });
  const auth = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([a-z0-9;-]+),Signature=([0-9a-f]{64})$/.exec(String(r.headers.authorization ?? ''));
  if (!auth) return refuse(400, 'IncompleteSignature', 'the Authorization header is not ACS3-HMAC-SHA256');
  const [, keyId, signedList, signature] = auth;
  const secret = secretOf(keyId);
  if (secret === undefined) return refuse(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
  const signed = signedList.split(';');
  const mustSign = ['host', ...Object.keys(r.headers).filter((h) => h.startsWith('x-acs-'))];
  if (mustSign.some((h) => !signed.includes(h)) || signed.join(';') !== [...signed].sort().join(';')) {
    return refuse(400, 'IncompleteSignature', 'host and every x-acs- header must be signed, in order');
  }
  if (r.headers['x-acs-content-sha256'] !== hex256(r.body)) return refuse(400, 'IncompleteSignature', 'x-acs-content-sha256 is not the body’s');
  const [path, rawQuery = ''] = r.url.split('?');
  const query = Object.fromEntries(
    rawQuery.split('&').filter(Boolean).map((pair) => {
      const at = pair.indexOf('=');
      return [decodeURIComponent(at < 0 ? pair : pair.slice(0, at)), decodeURIComponent(at < 0 ? '' : pair.slice(at + 1))];
    }),
  );
  const canonicalQuery = Object.keys(query)
    .map((k) => [rfc3986(k), rfc3986(query[k])])
    .sort(([a], [b]) => Buffer.compare(Buffer.from(a), Buffer.from(b)))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalHeaders = signed.map((h) => `${h}:${String(r.headers[h] ?? '').trim()}\n`).join('');
  const canonicalRequest = `${r.method}\n${path || '/'}\n${canonicalQuery}\n${canonicalHeaders}\n${signedList}\n${hex256(r.body)}`;
  const expected = createHmac('sha256', secret).update(`ACS3-HMAC-SHA256\n${hex256(canonicalRequest)}`).digest('hex');
  if (expected !== signature) return refuse(400, 'SignatureDoesNotMatch', 'Specified signature is not matched with our calculation.');
  return { ok: true, query };
}

// ---- the stand-in ----

interface Accepted {
  phone: string;
  templateCode: string;
  params: Record<string, string>;
  raw: Received;
}

let stand: Server;
let endpoint: string;
let accepted: Accepted[] = [];
let refusals: string[] = [];
/** What the next accepted call is answered (a business refusal); unset = OK. */
let answer: (() => { Code: string; Message: string }) | undefined;
const nonces = new Set<string>();

function sendSmsCheck(r: Received): { status: number; body: Record<string, unknown> } {
  const err = (status: number, Code: string, Message: string) => {
    refusals.push(Code);
    return { status, body: { Code, Message, RequestId: 'stand-in' } };
  };
  if (r.method !== 'POST' && r.method !== 'GET') return err(400, 'InvalidHttpMethod', r.method);
  if (r.headers['x-acs-action'] !== 'SendSms' || r.headers['x-acs-version'] !== '2017-05-25') return err(400, 'InvalidAction.NotFound', 'Specified api is not found');
  const date = Date.parse(String(r.headers['x-acs-date']));
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(String(r.headers['x-acs-date'])) || Math.abs(Date.now() - date) > 15 * 60_000) {
    return err(400, 'InvalidTimeStamp.Expired', 'x-acs-date is not within 15 minutes');
  }
  const verdict = verify(r, (id) => (id === KEY_ID ? SECRET : undefined));
  if (!verdict.ok) return err(verdict.status, verdict.code, verdict.message);
  const nonce = String(r.headers['x-acs-signature-nonce'] ?? '');
  if (!nonce || nonces.has(nonce)) return err(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
  nonces.add(nonce);
  const q = verdict.query;
  if (!/^1\d{10}$/.test(q.PhoneNumbers ?? '')) return err(200, 'isv.MOBILE_NUMBER_ILLEGAL', '非法手机号');
  if (q.SignName !== SIGN_NAME) return err(200, 'isv.SMS_SIGNATURE_ILLEGAL', '该账号下找不到对应签名');
  const vars = TEMPLATES[q.TemplateCode ?? ''];
  if (!vars) return err(200, 'isv.SMS_TEMPLATE_ILLEGAL', '该账号下找不到对应模板');
  let params: Record<string, string>;
  try {
    params = JSON.parse(q.TemplateParam ?? '{}');
  } catch {
    return err(200, 'isv.INVALID_JSON_PARAM', 'JSON参数不合法');
  }
  if (vars.some((v) => typeof params[v] !== 'string' || !params[v])) return err(200, 'isv.TEMPLATE_MISSING_PARAMETERS', '模板变量缺少对应参数值');
  if (Object.keys(params).some((k) => !vars.includes(k))) return err(200, 'isv.TEMPLATE_PARAMS_ILLEGAL', '模板变量里包含非法关键字');
  const refusal = answer?.();
  if (refusal) return err(200, refusal.Code, refusal.Message);
  accepted.push({ phone: q.PhoneNumbers, templateCode: q.TemplateCode, params, raw: r });
  return { status: 200, body: { Code: 'OK', Message: 'OK', BizId: `biz-${accepted.length}`, RequestId: 'stand-in' } };
}

/** Sends a recorded call again, as it was or with a parameter changed (the signature left as it was). */
function replay(raw: Received, change: Record<string, string> = {}) {
  const url = new URL(raw.url, endpoint);
  for (const [k, v] of Object.entries(change)) url.searchParams.set(k, v);
  const headers = Object.fromEntries(Object.entries(raw.headers).filter(([k]) => k.startsWith('x-acs-') || k === 'authorization')) as Record<string, string>;
  return fetch(url, { method: raw.method, headers }).then((r) => r.json() as Promise<{ Code: string }>);
}

const aliyunSettings = (over: Partial<Extract<SmsSettings, { provider: 'aliyun' }>> = {}): SmsSettings => ({
  provider: 'aliyun',
  accessKeyId: KEY_ID,
  accessKeySecret: SECRET,
  signName: SIGN_NAME,
  templateCode: CODE_TEMPLATE,
  endpoint,
  ...over,
});

let t: TestApp;
let admin: string;
let address = 1;
const nextIp = () => `10.7.0.${address++}`;

beforeAll(async () => {
  stand = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (d: string) => (body += d));
    req.on('end', () => {
      const out = sendSmsCheck({ method: req.method ?? '', url: req.url ?? '/', headers: req.headers, body });
      res.statusCode = out.status;
      res.setHeader('content-type', 'application/json;charset=utf-8');
      res.end(JSON.stringify(out.body));
    });
  });
  await new Promise<void>((r) => stand.listen(0, '127.0.0.1', r));
  endpoint = `http://127.0.0.1:${(stand.address() as { port: number }).port}`;
  t = await createTestApp({ sms: aliyunSettings() });
  await t.createUser({ username: 'alyuser', password: 'Aly1234567' });
  await t.ctx.db.update(sysUser).set({ phone: PHONE }).where(eq(sysUser.username, 'alyuser'));
  await t.ctx.db.update(sysUser).set({ phone: '13800000099' }).where(eq(sysUser.username, 'admin'));
  admin = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(async () => {
  await t?.close();
  stand?.close();
});
beforeEach(() => {
  accepted = [];
  refusals = [];
  answer = undefined;
});

/** Lets the next code to the phone go out at once (past the one-a-minute gap). */
const ageCodes = () => t.ctx.db.update(sysSmsCode).set({ createdAt: sql`${sysSmsCode.createdAt} - interval '61 seconds'` });

describe('the stand-in', () => {
  it('checks signatures by the documented algorithm: it accepts Alibaba’s own worked example', () => {
    const x = ALIYUN_V3_EXAMPLE;
    const verdict = verify(
      { method: 'POST', url: `/?ImageId=${x.query.ImageId}&RegionId=${x.query.RegionId}`, headers: { host: x.host, ...x.headers }, body: '' },
      () => x.key.accessKeySecret,
    );
    expect(verdict.ok).toBe(true);
  });
});

describe('the Aliyun SMS sender', () => {
  it('sends the code through the phone-code API as a signed SendSms, and that code signs in', async () => {
    const r = await t.call({ method: 'POST', url: '/api/sys/sms', payload: { mobile: PHONE, smsmode: 'login' }, remoteAddress: nextIp() });
    expect(r.json).toMatchObject({ success: true, message: '验证码已发送，5分钟内有效' });
    expect(refusals).toEqual([]);
    expect(accepted).toHaveLength(1);
    const [sent] = accepted;
    expect(sent.phone).toBe(PHONE);
    expect(sent.templateCode).toBe(CODE_TEMPLATE);
    expect(Object.keys(sent.params)).toEqual(['code']);
    expect(sent.params.code).toMatch(/^\d{6}$/);
    expect(sent.raw.method).toBe('POST');
    expect(JSON.stringify(sent.raw)).not.toContain(SECRET);

    const login = await t.call({ method: 'POST', url: '/api/sys/phoneLogin', payload: { mobile: PHONE, captcha: sent.params.code }, remoteAddress: nextIp(), headers: { 'user-agent': 'vitest' } });
    expect(login.json.result.userInfo.username).toBe('alyuser');
    // Real messages go out: there is no outbox, and the sign-in page is not told of a development sender.
    const box = await t.call({ method: 'GET', url: '/api/sys/sms/outbox', headers: { 'x-access-token': admin } });
    expect(box.json.result).toEqual({ devSms: false, records: [] });
  });

  it('is refused when the signature does not hold: a wrong secret, a changed parameter, a replayed nonce', async () => {
    const wrong = createAliyunSmsProvider(aliyunSettings({ accessKeySecret: 'not-the-secret' }) as Extract<SmsSettings, { provider: 'aliyun' }>);
    const err = await wrong.send({ phone: PHONE, purpose: 'login', code: '123456', ttlMinutes: 5 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SmsSendError);
    expect((err as SmsSendError).detail).toMatch(/^aliyun: SignatureDoesNotMatch /);
    expect((err as SmsSendError).detail).not.toContain('not-the-secret');

    const right = createAliyunSmsProvider(aliyunSettings() as Extract<SmsSettings, { provider: 'aliyun' }>);
    await right.send({ phone: PHONE, purpose: 'login', code: '654321', ttlMinutes: 5 });
    const [{ raw }] = accepted;
    expect((await replay(raw, { PhoneNumbers: '13700000000' })).Code).toBe('SignatureDoesNotMatch');
    expect((await replay(raw, { TemplateParam: '{"code":"000000"}' })).Code).toBe('SignatureDoesNotMatch');
    expect((await replay(raw)).Code).toBe('SignatureNonceUsed');
    expect(accepted).toHaveLength(1);
  });

  it('sends a notice by its provider template, the 消息模板 variables by name', async () => {
    const [tpl] = await t.ctx.db
      .insert(sysMessageTemplate)
      .values({ tenantId: 1, templateCode: 'coal_contract_submit', templateType: 'sms', templateName: '合同待审批短信', templateContent: '合同${contractNo}待您审批，提交人${actor}', providerTemplateId: NOTICE_TEMPLATE })
      .returning();
    const r = await t.call({
      method: 'POST',
      url: '/api/sys/message/sysMessageTemplate/sendTest',
      headers: { 'x-access-token': admin },
      payload: { id: tpl.id, testData: '{"contractNo": "HT-2026-0042", "actor": "李业务", "counterparty": "河津电厂"}' },
    });
    expect(r.json.message).toBe(MessageTexts.testSent('短信'));
    expect(accepted).toEqual([expect.objectContaining({ phone: '13800000099', templateCode: NOTICE_TEMPLATE, params: { contractNo: 'HT-2026-0042', actor: '李业务' } })]);

    // Without the provider's template nothing can go out, and the sender is told.
    await t.ctx.db.update(sysMessageTemplate).set({ providerTemplateId: null }).where(eq(sysMessageTemplate.id, tpl.id));
    const none = await t.call({ method: 'POST', url: '/api/sys/message/sysMessageTemplate/sendTest', headers: { 'x-access-token': admin }, payload: { id: tpl.id } });
    expect(none.json).toMatchObject({ success: false, message: MessageTexts.sendFailed });
    expect(accepted).toHaveLength(1);
  });

  it('tells the user to try again when Aliyun refuses, and the code it refused is dead', async () => {
    answer = () => ({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控Permits:1' });
    await ageCodes();
    const r = await t.call({ method: 'POST', url: '/api/sys/sms', payload: { mobile: PHONE, smsmode: 'login' }, remoteAddress: nextIp() });
    expect(r.json).toMatchObject({ success: false, message: SmsTexts.sendFailed });
    expect(refusals).toEqual(['isv.BUSINESS_LIMIT_CONTROL']);
    const [row] = await t.ctx.db.select().from(sysSmsCode).where(eq(sysSmsCode.phone, PHONE)).orderBy(sql`${sysSmsCode.createdAt} desc`).limit(1);
    expect(row.usedAt).not.toBeNull();

    // The reason, for the server log.
    const provider = createAliyunSmsProvider(aliyunSettings() as Extract<SmsSettings, { provider: 'aliyun' }>);
    await expect(provider.send({ phone: PHONE, purpose: 'login', code: '123456', ttlMinutes: 5 })).rejects.toMatchObject({ detail: 'aliyun: isv.BUSINESS_LIMIT_CONTROL 触发分钟级流控Permits:1' });
  });

  it('reports a service it cannot reach, or one that does not answer in JSON', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as { port: number }).port;
    await new Promise((r) => closed.close(r));
    const gone = createAliyunSmsProvider(aliyunSettings({ endpoint: `http://127.0.0.1:${port}` }) as Extract<SmsSettings, { provider: 'aliyun' }>);
    await expect(gone.send({ phone: PHONE, purpose: 'login', code: '123456', ttlMinutes: 5 })).rejects.toBeInstanceOf(SmsSendError);

    const html = createServer((_req, res) => {
      res.statusCode = 502;
      res.end('<html>Bad Gateway</html>');
    });
    await new Promise<void>((r) => html.listen(0, '127.0.0.1', r));
    const proxy = createAliyunSmsProvider(aliyunSettings({ endpoint: `http://127.0.0.1:${(html.address() as { port: number }).port}` }) as Extract<SmsSettings, { provider: 'aliyun' }>);
    await expect(proxy.send({ phone: PHONE, purpose: 'login', code: '123456', ttlMinutes: 5 })).rejects.toMatchObject({ detail: 'aliyun: HTTP 502' });
    html.close();
  });
});
