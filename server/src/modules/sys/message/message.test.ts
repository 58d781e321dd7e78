import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MessageTexts } from '@meiyun/shared';
import { sysTenant, sysUser } from '../../../core/db/schema/index';
import { seedId } from '../../../core/db/seed-id';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../../../test/helpers';
import { startSmtpServer } from '../../../../test/support/smtp-server';
import { sysAnnouncement } from '../announcement/table';
import { sendNotice } from './notice';
import { sysMessageTemplate, sysUserNotify } from './table';

/** The decoded text of a received message (nodemailer sends UTF-8 as quoted-printable or base64). */
function decoded(raw: string): string {
  const [head, ...rest] = raw.split('\r\n\r\n');
  const body = rest.join('\r\n\r\n');
  const subject = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(head)?.[1] ?? '';
  const words = subject.replace(/\r\n[ \t]/g, '').replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
    enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
  );
  const text = /Content-Transfer-Encoding: base64/i.test(head)
    ? Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')
    : Buffer.from(body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
  return `${words}\n${text}`;
}

const VARS = { contractNo: 'HT-2026-0042', counterparty: '河津电厂', action: '提交审批', fromStatus: '草稿', toStatus: '审批中', remark: '', actor: '李业务' };

describe('消息模板: the bell, e-mail over SMTP and SMS', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let admin: string;
  const approver = seedId('test-user:approver');
  const quiet = seedId('test-user:quiet');

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtp: { host: '127.0.0.1', port: smtp.port, secure: false, from: '煤运调度平台 <noreply@meiyun.test>' } });
    admin = await t.login('admin', ADMIN_PASSWORD);
    await t.createUser({ username: 'approver', password: 'Appr@2026x', roles: ['admin'] });
    await t.createUser({ username: 'quiet', password: 'Quiet@2026x' });
    await t.ctx.db.update(sysUser).set({ email: 'approver@coal.example', phone: '13900000011' }).where(eq(sysUser.id, approver));
    await t.ctx.db.update(sysUser).set({ email: 'quiet@coal.example', phone: '13900000012' }).where(eq(sysUser.id, quiet));
    await t.ctx.db.update(sysUser).set({ email: 'admin@coal.example' }).where(eq(sysUser.username, 'admin'));
    await t.ctx.db.insert(sysTenant).values({ id: 2, name: '第二租户' }).onConflictDoNothing();
    await t.createUser({ username: 'tenant2_admin', password: 'Other12345', roles: ['admin'], tenants: '2' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const notify = async (userIds: string[], vars: Record<string, string> = VARS) => {
    const ring = await t.ctx.db.transaction((tx) => sendNotice(tx, { code: 'coal_contract_submit', vars, tenantId: 1, userIds, busType: 'coal_contract', busId: 'c1', openPage: '/coal/contract?id=c1', sender: '李业务' }));
    await ring?.(t.ctx);
  };
  const lastBell = async () => (await t.ctx.db.select().from(sysAnnouncement).where(eq(sysAnnouncement.busType, 'coal_contract'))).at(-1)!;

  it('rings the bell with the seeded wording, leaving out the line whose variables are empty', async () => {
    await notify([approver]);
    const bell = await lastBell();
    expect(bell.titile).toBe('合同待审批：HT-2026-0042');
    expect(bell.msgContent).toBe('<p>合同 HT-2026-0042（河津电厂）提交审批，状态：草稿 → 审批中。</p><p>操作人：李业务</p>');
    expect(smtp.received).toEqual([]);
  });

  it('uses the tenant’s own wording once the administrator changes it', async () => {
    await t.ctx.db
      .update(sysMessageTemplate)
      .set({ templateTitle: '【请审批】${contractNo}', templateContent: '${counterparty}的合同等您审批\n意见：${remark}' })
      .where(and(eq(sysMessageTemplate.tenantId, 1), eq(sysMessageTemplate.templateCode, 'coal_contract_submit'), eq(sysMessageTemplate.templateType, 'system')));
    await notify([approver], { ...VARS, remark: '请加急' });
    const bell = await lastBell();
    expect(bell.titile).toBe('【请审批】HT-2026-0042');
    expect(bell.msgContent).toBe('<p>河津电厂的合同等您审批</p><p>意见：请加急</p>');
  });

  it('e-mails a copy through SMTP where there is an e-mail template, to those who take e-mail', async () => {
    const add = await t.call({
      method: 'POST',
      url: '/api/sys/message/sysMessageTemplate/add',
      headers: { 'x-access-token': admin },
      payload: { templateName: '合同待审批邮件', templateCode: 'coal_contract_submit', templateType: 'email', templateTitle: '合同待审批：${contractNo}', templateContent: '您好，合同 ${contractNo}（${counterparty}）等待您审批。\n提交人：${actor}' },
    });
    expect(add.json.success, add.json.message).toBe(true);
    await t.ctx.db.insert(sysUserNotify).values({ userId: quiet, email: false, sms: false });
    await notify([approver, quiet]);
    await expect.poll(() => smtp.received.length).toBe(1);
    expect(smtp.received[0].to).toBe('approver@coal.example');
    const text = decoded(smtp.received[0].raw);
    expect(text).toContain('合同待审批：HT-2026-0042');
    expect(text).toContain('您好，合同 HT-2026-0042（河津电厂）等待您审批。');
    expect(text).toContain('提交人：李业务');
    expect(smtp.received[0].raw).toMatch(/^From: .*noreply@meiyun\.test/m);
  });

  it('sends an SMS copy to those who turned SMS on, with the variables in order', async () => {
    await t.ctx.db.insert(sysMessageTemplate).values({ tenantId: 1, templateCode: 'coal_contract_submit', templateType: 'sms', templateName: '合同待审批短信', templateContent: '合同${contractNo}待您审批，提交人${actor}', providerTemplateId: '1234567' });
    await t.ctx.db.insert(sysUserNotify).values({ userId: approver, email: false, sms: true }).onConflictDoUpdate({ target: sysUserNotify.userId, set: { email: false, sms: true } });
    const before = smtp.received.length;
    await notify([approver, quiet]);
    await expect.poll(() => t.ctx.sms.outbox!()[0]).toMatchObject({ phone: '13900000011', purpose: 'notice', text: '合同HT-2026-0042待您审批，提交人李业务' });
    expect(t.ctx.sms.outbox!().some((e) => e.phone === '13900000012')).toBe(false);
    // E-mail was turned off by the approver, and the quiet user takes neither.
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.length).toBe(before);
  });

  it('sends a test message by the template’s channel, and refuses bad data, strangers and other tenants', async () => {
    const [email] = await t.ctx.db.select().from(sysMessageTemplate).where(eq(sysMessageTemplate.templateType, 'email'));
    const send = (token: string, body: object) => t.call({ method: 'POST', url: '/api/sys/message/sysMessageTemplate/sendTest', headers: { 'x-access-token': token }, payload: body });
    const before = smtp.received.length;
    const r = await send(admin, { id: email.id, testData: '{"contractNo": "TEST-1", "counterparty": "测试电厂", "actor": "管理员"}' });
    expect(r.json.message).toBe(MessageTexts.testSent('邮件'));
    await expect.poll(() => smtp.received.length).toBe(before + 1);
    expect(smtp.received.at(-1)!.to).toBe('admin@coal.example');
    expect(decoded(smtp.received.at(-1)!.raw)).toContain('【测试】合同待审批：TEST-1');

    expect((await send(admin, { id: email.id, testData: '[1,2]' })).json.message).toBe(MessageTexts.testJsonInvalid);
    expect((await send(admin, { id: email.id, receiver: seedId('test-user:tenant2_admin') })).json.message).toBe(MessageTexts.receiverUnknown);
    const other = await t.login('tenant2_admin', 'Other12345');
    const theirs = await send(other, { id: email.id });
    expect(theirs.json.success).toBe(false);
    expect((await t.call({ method: 'GET', url: '/api/sys/message/sysMessageTemplate/list', headers: { 'x-access-token': other } })).json.result.records).toEqual([]);
  });

  it('keeps each user’s channels in 新消息通知', async () => {
    const token = await t.login('quiet', 'Quiet@2026x');
    const get = () => t.call({ method: 'GET', url: '/api/sys/user/notifyPrefs', headers: { 'x-access-token': token } });
    expect((await get()).json.result).toEqual({ email: false, sms: false });
    const put = await t.call({ method: 'PUT', url: '/api/sys/user/notifyPrefs', headers: { 'x-access-token': token }, payload: { email: true, sms: true } });
    expect(put.json.message).toBe(MessageTexts.prefsSaved);
    expect((await get()).json.result).toEqual({ email: true, sms: true });
    const bad = await t.call({ method: 'PUT', url: '/api/sys/user/notifyPrefs', headers: { 'x-access-token': token }, payload: { email: 'yes' } });
    expect(bad.json.success).toBe(false);
  });

  it('without an SMTP server, says so on a test and sends no copies', async () => {
    const bare = await createTestApp();
    try {
      const token = await bare.login('admin', ADMIN_PASSWORD);
      const add = await bare.call({ method: 'POST', url: '/api/sys/message/sysMessageTemplate/add', headers: { 'x-access-token': token }, payload: { templateName: '邮件', templateCode: 'coal_contract_expiring', templateType: 'email', templateContent: '${contractNo}' } });
      expect(add.json.success, add.json.message).toBe(true);
      const [row] = await bare.ctx.db.select().from(sysMessageTemplate).where(eq(sysMessageTemplate.templateType, 'email'));
      const r = await bare.call({ method: 'POST', url: '/api/sys/message/sysMessageTemplate/sendTest', headers: { 'x-access-token': token }, payload: { id: row.id } });
      expect(r.json.message).toBe(MessageTexts.mailOff);
    } finally {
      await bare.close();
    }
  });
});
