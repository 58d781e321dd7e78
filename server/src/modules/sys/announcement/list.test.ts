import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';

let t: TestApp;
let admin: string;
let plain: string;
let aliceId: string;
const h = (token: string) => ({ 'x-access-token': token });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  aliceId = await t.createUser({ username: 'alice', password: 'Alice@2024x' });
  plain = await t.login('alice', 'Alice@2024x');
});
afterAll(async () => {
  await t?.close();
});

const add = (payload: Record<string, unknown>, token = admin) => t.call({ method: 'POST', url: '/api/sys/annountCement/add', headers: h(token), payload });

describe('announcement list (系统通告)', () => {
  it('adds a draft with its body sanitised: no script, no handlers, no javascript: links', async () => {
    const res = await add({
      titile: '春节放假通知',
      msgCategory: '1',
      priority: 'H',
      msgType: 'ALL',
      msgContent: '<p onclick="alert(1)">放假<script>alert("x")</script><a href="javascript:alert(2)">链接</a><strong>七天</strong></p>',
    });
    expect(res.json).toMatchObject({ success: true, message: '添加成功！' });
    const id = res.json.result.id;
    const one = await t.call({ method: 'GET', url: `/api/sys/annountCement/queryById?id=${id}`, headers: h(admin) });
    expect(one.json.result.sendStatus).toBe('0');
    expect(one.json.result.msgContent).toBe('<p>放假<a>链接</a><strong>七天</strong></p>');
    expect(one.json.result.msgContent).not.toMatch(/script|onclick|javascript/);
  });

  it('refuses a USER announcement without users and an end before the start', async () => {
    const noUsers = await add({ titile: '指定通知', msgCategory: '1', priority: 'L', msgType: 'USER' });
    expect(noUsers.json).toMatchObject({ success: false, message: '请选择指定用户' });
    const badRange = await add({ titile: '时间', msgCategory: '1', priority: 'L', msgType: 'ALL', startTime: '2026-05-02 00:00:00', endTime: '2026-05-01 00:00:00' });
    expect(badRange.json).toMatchObject({ success: false, message: '结束时间必须晚于开始时间' });
  });

  it('keeps the page and the record only when the way of opening needs them, and asks for the page', async () => {
    const base = { titile: '去处理', msgCategory: '1', priority: 'L', msgType: 'ALL' };
    expect((await add({ ...base, openType: 'url' })).json).toMatchObject({ success: false, message: '请输入打开的页面' });
    const url = (await add({ ...base, openType: 'url', openPage: '/system/user', busId: 'B1' })).json.result.id;
    const read = async (id: string) => (await t.call({ method: 'GET', url: `/api/sys/annountCement/queryById?id=${id}`, headers: h(admin) })).json.result;
    expect(await read(url)).toMatchObject({ openType: 'url', openPage: '/system/user', busId: null });
    const comp = (await add({ ...base, openType: 'component', openPage: '/system/position', busId: 'P-9' })).json.result.id;
    expect(await read(comp)).toMatchObject({ openType: 'component', openPage: '/system/position', busId: 'P-9' });
    // Not opening anything any more: the page and the record go with it.
    expect((await t.call({ method: 'PUT', url: '/api/sys/annountCement/edit', headers: h(admin), payload: { id: comp, openType: null } })).json.success).toBe(true);
    expect(await read(comp)).toMatchObject({ openType: null, openPage: null, busId: null });
  });

  it('lists with filters and dictionary texts', async () => {
    await add({ titile: '调度会议', msgCategory: '2', priority: 'M', msgType: 'USER', userIds: aliceId });
    const res = await t.call({ method: 'GET', url: `/api/sys/annountCement/list?msgCategory=2&titile=${encodeURIComponent('*调度*')}`, headers: h(admin) });
    expect(res.json.result.records).toHaveLength(1);
    expect(res.json.result.records[0]).toMatchObject({ titile: '调度会议', msgCategory_dictText: '系统消息', priority_dictText: '重要/中', msgType_dictText: '指定用户', sendStatus_dictText: '未发布' });
  });

  it('refuses editing and deleting a published announcement until it is revoked', async () => {
    const id = (await add({ titile: '盘点通知', msgCategory: '1', priority: 'L', msgType: 'ALL', msgContent: '<p>周五盘点</p>' })).json.result.id;
    expect((await t.call({ method: 'GET', url: `/api/sys/annountCement/doReleaseData?id=${id}`, headers: h(admin) })).json.success).toBe(true);
    const edit = await t.call({ method: 'PUT', url: '/api/sys/annountCement/edit', headers: h(admin), payload: { id, titile: '改了' } });
    expect(edit.json).toMatchObject({ success: false, message: '该通告已发布，不能编辑，请先撤销' });
    const del = await t.call({ method: 'DELETE', url: `/api/sys/annountCement/delete?id=${id}`, headers: h(admin) });
    expect(del.json).toMatchObject({ success: false, message: '已发布的通告不能删除，请先撤销' });
    const batch = await t.call({ method: 'DELETE', url: `/api/sys/annountCement/deleteBatch?ids=${id}`, headers: h(admin) });
    expect(batch.json.success).toBe(false);
    // The reader still sees it through the bell's queryById.
    expect((await t.call({ method: 'GET', url: `/api/sys/annountCement/queryById?id=${id}`, headers: h(plain) })).json.result.titile).toBe('盘点通知');

    expect((await t.call({ method: 'GET', url: `/api/sys/annountCement/doReovkeData?id=${id}`, headers: h(admin) })).json.success).toBe(true);
    const again = await t.call({ method: 'PUT', url: '/api/sys/annountCement/edit', headers: h(admin), payload: { id, titile: '盘点通知（改期）' } });
    expect(again.json).toMatchObject({ success: true, message: '编辑成功!' });
    expect((await t.call({ method: 'DELETE', url: `/api/sys/annountCement/delete?id=${id}`, headers: h(admin) })).json.success).toBe(true);
  });

  it('sendStatus cannot be written through add or edit', async () => {
    const res = await add({ titile: '想直接发布', msgCategory: '1', priority: 'L', msgType: 'ALL', sendStatus: '1' });
    const one = await t.call({ method: 'GET', url: `/api/sys/annountCement/queryById?id=${res.json.result.id}`, headers: h(admin) });
    expect(one.json.result.sendStatus).toBe('0');
  });

  it('every list call needs its permission (510), and a draft is not readable by others', async () => {
    const draft = (await add({ titile: '草稿', msgCategory: '1', priority: 'L', msgType: 'ALL' })).json.result.id;
    const calls = [
      { method: 'GET', url: '/api/sys/annountCement/list' },
      { method: 'POST', url: '/api/sys/annountCement/add', payload: { titile: 'x', msgCategory: '1', priority: 'L', msgType: 'ALL' } },
      { method: 'PUT', url: '/api/sys/annountCement/edit', payload: { id: draft, titile: 'y' } },
      { method: 'DELETE', url: `/api/sys/annountCement/delete?id=${draft}` },
      { method: 'DELETE', url: `/api/sys/annountCement/deleteBatch?ids=${draft}` },
      { method: 'GET', url: '/api/sys/annountCement/exportXls' },
      { method: 'GET', url: '/api/sys/annountCement/recycleBin' },
      { method: 'GET', url: `/api/sys/annountCement/doReleaseData?id=${draft}` },
      { method: 'GET', url: `/api/sys/annountCement/doReovkeData?id=${draft}` },
    ] as const;
    for (const c of calls) {
      const res = await t.call({ ...c, headers: h(plain) } as never);
      expect(res.json?.code, c.url).toBe(510);
    }
    const peek = await t.call({ method: 'GET', url: `/api/sys/annountCement/queryById?id=${draft}`, headers: h(plain) });
    expect(peek.json).toMatchObject({ success: false, message: '未找到对应数据' });
  });
});
