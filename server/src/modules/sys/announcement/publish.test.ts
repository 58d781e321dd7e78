import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { isCmd, listen, openSocket } from '../../../../test/support/sockets';
import { sysAnnouncement } from './table';

let t: TestApp;
let base: string;
let adminToken: string;
let aliceId: string;
let bobId: string;
let aliceToken: string;
let bobToken: string;

async function draft(values: Partial<typeof sysAnnouncement.$inferInsert> = {}) {
  const [row] = await t.ctx.db
    .insert(sysAnnouncement)
    .values({ titile: '煤场盘点通知', msgContent: '<p>本周五盘点</p>', msgType: 'ALL', sendStatus: '0', tenantId: 1, ...values })
    .returning();
  return row.id;
}

const headers = (token: string) => ({ 'x-access-token': token });

beforeAll(async () => {
  t = await createTestApp();
  base = `${await listen(t.app)}/api/websocket`;
  adminToken = await t.login();
  aliceId = await t.createUser({ username: 'alice', password: 'Alice@2024x' });
  bobId = await t.createUser({ username: 'bob', password: 'Bob@2024xx' });
  aliceToken = await t.login('alice', 'Alice@2024x');
  bobToken = await t.login('bob', 'Bob@2024xx');
});
afterAll(async () => {
  await t?.close();
});

describe('notification websocket', () => {
  it('refuses a socket without a live session, and one for another user', async () => {
    await expect(openSocket(`${base}/${aliceId}`)).rejects.toThrow(/HTTP 401/);
    await expect(openSocket(`${base}/${aliceId}?token=not-a-token`)).rejects.toThrow(/HTTP 401/);
    await expect(openSocket(`${base}/${aliceId}?token=${bobToken}`)).rejects.toThrow(/refused/);
  });

  it('takes the token as the sub-protocol and answers the heartbeat', async () => {
    const s = await openSocket(`${base}/${aliceId}`, [aliceToken]);
    expect(s.ws.protocol).toBe(aliceToken);
    s.ws.send('ping');
    expect(await s.next((m) => m === 'pong')).toBe('pong');
    s.ws.send(JSON.stringify({ type: 'heartbeat' }));
    expect(JSON.parse(await s.next((m) => m.includes('heartbeat')))).toEqual({ type: 'heartbeat', data: 'pong' });
    s.ws.close();
  });

  it('a publish to chosen users reaches their sockets and no one else', async () => {
    const alice = await openSocket(`${base}/${aliceId}?token=${aliceToken}`);
    const bob = await openSocket(`${base}/${bobId}?token=${bobToken}`);
    const id = await draft({ titile: '给Alice的通知', msgType: 'USER', userIds: aliceId });
    const res = await t.call({ method: 'GET', url: `/api/sys/annountCement/doReleaseData?id=${id}`, headers: headers(adminToken) });
    expect(res.json).toMatchObject({ success: true, message: '该系统通知发布成功' });
    expect(JSON.parse(await alice.next(isCmd('user', id)))).toEqual({ cmd: 'user', msgId: id, msgTxt: '给Alice的通知' });
    // Bob hears the next publish to everyone but never heard Alice's.
    const all = await draft({ titile: '全员通知' });
    await t.call({ method: 'GET', url: `/api/sys/annountCement/doReleaseData?id=${all}`, headers: headers(adminToken) });
    await bob.next(isCmd('topic', all));
    await alice.next(isCmd('topic', all));
    expect(bob.received.some((m) => m.includes(id))).toBe(false);

    const list = await t.call({ method: 'GET', url: '/api/sys/annountCement/listByUser', headers: headers(aliceToken) });
    expect(list.json.result.anntMsgList.map((a: any) => a.titile)).toEqual(expect.arrayContaining(['给Alice的通知', '全员通知']));
    const bobList = await t.call({ method: 'GET', url: '/api/sys/annountCement/listByUser', headers: headers(bobToken) });
    expect(bobList.json.result.anntMsgList.map((a: any) => a.titile)).not.toContain('给Alice的通知');
    alice.ws.close();
    bob.ws.close();
  });

  it('revoking withdraws the announcement and tells the sockets; publishing twice or revoking a draft is refused', async () => {
    const s = await openSocket(`${base}/${bobId}?token=${bobToken}`);
    const id = await draft({ titile: '待撤销' });
    await t.call({ method: 'GET', url: `/api/sys/annountCement/doReleaseData?id=${id}`, headers: headers(adminToken) });
    const again = await t.call({ method: 'GET', url: `/api/sys/annountCement/doReleaseData?id=${id}`, headers: headers(adminToken) });
    expect(again.json).toMatchObject({ success: false, message: '该通告已发布，请勿重复发布' });
    await s.next(isCmd('topic', id));
    const res = await t.call({ method: 'GET', url: `/api/sys/annountCement/doReovkeData?id=${id}`, headers: headers(adminToken) });
    expect(res.json).toMatchObject({ success: true, message: '该系统通知撤销成功' });
    await s.next((m) => isCmd('topic', id)(m) && s.received.filter(isCmd('topic', id)).length >= 2);
    const [row] = await t.ctx.db.select().from(sysAnnouncement).where(eq(sysAnnouncement.id, id));
    expect(row.sendStatus).toBe('2');
    const list = await t.call({ method: 'GET', url: '/api/sys/annountCement/listByUser', headers: headers(bobToken) });
    expect(list.json.result.anntMsgList.map((a: any) => a.id)).not.toContain(id);
    const twice = await t.call({ method: 'GET', url: `/api/sys/annountCement/doReovkeData?id=${id}`, headers: headers(adminToken) });
    expect(twice.json).toMatchObject({ success: false, message: '该通告未发布，无需撤销' });
    const toNobody = await draft({ msgType: 'USER', userIds: '' });
    const refused = await t.call({ method: 'GET', url: `/api/sys/annountCement/doReleaseData?id=${toNobody}`, headers: headers(adminToken) });
    expect(refused.json).toMatchObject({ success: false, message: '请选择接收通告的用户' });
    s.ws.close();
  });

  it('publishing needs the permission (510)', async () => {
    const id = await draft();
    const res = await t.call({ method: 'GET', url: `/api/sys/annountCement/doReleaseData?id=${id}`, headers: headers(aliceToken) });
    expect(res.json.code).toBe(510);
    const [row] = await t.ctx.db.select().from(sysAnnouncement).where(eq(sysAnnouncement.id, id));
    expect(row.sendStatus).toBe('0');
  });

  it('logout closes the sockets of that session', async () => {
    const token = await t.login('alice', 'Alice@2024x');
    const s = await openSocket(`${base}/${aliceId}?token=${token}`);
    await t.call({ method: 'POST', url: '/api/sys/logout', headers: headers(token) });
    expect((await s.closed).code).toBe(4001);
  });

  it('a password change closes the sockets of the other sessions, and a frozen user loses them all', async () => {
    await t.createUser({ username: 'dave', password: 'Dave@2024xx' });
    const daveId = (await t.call({ method: 'GET', url: '/api/sys/user/profile', headers: headers(await t.login('dave', 'Dave@2024xx')) })).json.result.userInfo.id;
    const here = await t.login('dave', 'Dave@2024xx');
    const elsewhere = await t.login('dave', 'Dave@2024xx', '10.7.7.7');
    const keep = await openSocket(`${base}/${daveId}?token=${here}`);
    const lose = await openSocket(`${base}/${daveId}?token=${elsewhere}`);
    const res = await t.call({
      method: 'PUT',
      url: '/api/sys/user/updatePassword',
      headers: headers(here),
      payload: { username: 'dave', oldpassword: 'Dave@2024xx', password: 'Dave@2025yy', confirmpassword: 'Dave@2025yy' },
    });
    expect(res.json.success).toBe(true);
    expect((await lose.closed).code).toBe(4001);
    keep.ws.send('ping');
    expect(await keep.next((m) => m === 'pong')).toBe('pong');
    // freezing ends every session (as the user screen does): the last socket closes too
    await t.ctx.sessions.endUserSessions(daveId, 'frozen');
    expect((await keep.closed).code).toBe(4001);
  });

  it('my announcements: read and unread, search by title, paging', async () => {
    const res = await t.call({ method: 'GET', url: '/api/sys/sysAnnouncementSend/getMyAnnouncementSend?pageNo=1&pageSize=1', headers: headers(aliceToken) });
    expect(res.json.result).toMatchObject({ size: 1, current: 1 });
    const total = res.json.result.total;
    expect(total).toBeGreaterThanOrEqual(2);
    expect(res.json.result.pages).toBe(total);
    const first = res.json.result.records[0];
    await t.call({ method: 'PUT', url: '/api/sys/sysAnnouncementSend/editByAnntIdAndUserId', headers: headers(aliceToken), payload: { anntId: first.id } });
    const again = await t.call({ method: 'GET', url: '/api/sys/sysAnnouncementSend/getMyAnnouncementSend?pageSize=50', headers: headers(aliceToken) });
    expect(again.json.result.total).toBe(total);
    expect(again.json.result.records.find((r: any) => r.id === first.id).readFlag).toBe('1');
    const search = await t.call({ method: 'GET', url: `/api/sys/sysAnnouncementSend/getMyAnnouncementSend?titile=${encodeURIComponent('alice')}`, headers: headers(aliceToken) });
    expect(search.json.result.records.map((r: any) => r.titile)).toEqual(['给Alice的通知']);
    const bad = await t.call({ method: 'GET', url: '/api/sys/sysAnnouncementSend/getMyAnnouncementSend?pageSize=1000', headers: headers(aliceToken) });
    expect(bad.json).toMatchObject({ success: false, message: '每页条数须为1到100的整数' });
  });
});
