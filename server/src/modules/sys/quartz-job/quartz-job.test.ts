import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { sysCaptcha, sysLog, sysQuartzJobRun, sysSession } from '../../../core/db/schema/index';
import type { JobHandler } from '../../../core/jobs/types';

let t: TestApp;
let admin: string;
const fired: Date[] = [];

/** Counts its firings; fails when asked to. */
const probe: JobHandler<{ fail?: boolean }> = {
  key: 'testProbe',
  name: '测试探针',
  description: '记录触发时间',
  param: z.object({ fail: z.boolean().optional() }),
  async run(ctx, p) {
    fired.push(ctx.scheduledAt);
    if (p.fail) throw new Error('探针按要求失败');
    return '探针已执行';
  },
};

const h = () => ({ 'x-access-token': admin });
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.call({ method, url: `/api/sys/quartzJob/${url}`, headers: h(), payload });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  t = await createTestApp({}, [], [probe]);
  admin = await t.login();
});
afterAll(async () => {
  await t?.close();
});

describe('scheduled jobs', () => {
  it('lists the registered handlers, never a class name', async () => {
    const res = await call('GET', 'handlers');
    const keys = res.json.result.map((x: any) => x.key);
    expect(keys).toEqual(expect.arrayContaining(['purgeExpiredSessions', 'purgeOldLogs', 'purgeCaptchasAndAttempts', 'testProbe']));
    expect(res.json.result.find((x: any) => x.key === 'purgeOldLogs')).toMatchObject({ name: '清理历史日志', paramExample: '{"days": 180}' });
  });

  it('refuses a bad expression with the Chinese reason, an unknown handler and a bad parameter, and saves nothing', async () => {
    const base = { jobName: '坏任务', handlerKey: 'testProbe', cronExpression: '0 0 12 * * ?' };
    const bad = await call('POST', 'add', { ...base, cronExpression: '0 0 25 * * ?' });
    expect(bad.json).toMatchObject({ success: false });
    expect(bad.json.message).toMatch(/^cron表达式格式不正确：时字段的值25超出范围0-23/);
    const few = await call('POST', 'add', { ...base, cronExpression: '0 0 12 *' });
    expect(few.json.message).toBe('cron表达式格式不正确：应有6或7个字段（秒 分 时 日 月 周 [年]），实有4个');
    const unknown = await call('POST', 'add', { ...base, handlerKey: 'java.lang.Runtime' });
    expect(unknown.json).toMatchObject({ success: false, message: '任务处理器不存在，请从列表中选择' });
    const param = await call('POST', 'add', { ...base, handlerKey: 'purgeOldLogs', parameter: '{"days": 0}' });
    expect(param.json).toMatchObject({ success: false, message: '参数不正确：days不能小于1' });
    const notJson = await call('POST', 'add', { ...base, handlerKey: 'purgeOldLogs', parameter: 'days=3' });
    expect(notJson.json.message).toBe('参数须为JSON格式，例如 {"days": 30}');
    const list = await call('GET', `list?jobName=${encodeURIComponent('坏任务')}`);
    expect(list.json.result.total).toBe(0);
  });

  it('fires at its time and records its run; pause stops the firing', async () => {
    const add = await call('POST', 'add', { jobName: '每秒探针', handlerKey: 'testProbe', cronExpression: '* * * * * ?', status: 0 });
    expect(add.json).toMatchObject({ success: true, message: '添加成功！' });
    const id = add.json.result.id;
    await sleep(2600);
    // The newest run may have just started (the job fires every second): the finished ones are what is checked.
    const runs = await call('GET', `runs?jobId=${id}`);
    const scheduled = runs.json.result.records.filter((r: any) => r.trigger === 'schedule' && r.outcome !== 'running');
    expect(scheduled.length).toBeGreaterThanOrEqual(2);
    expect(scheduled[0]).toMatchObject({ outcome: 'success', message: '探针已执行', instanceId: t.ctx.jobs.instanceId });
    expect(scheduled[0].durationMs).toBeGreaterThanOrEqual(0);
    // each firing is at a whole second, the one its expression names
    for (const d of fired) expect(d.getMilliseconds()).toBe(0);

    // The job fires every second: a list read just as a firing starts shows that run as still running.
    const listed = () => call('GET', 'list?jobName=探针').then((r) => r.json.result.records[0]);
    await expect.poll(listed, { timeout: 5000 }).toMatchObject({ jobName: '每秒探针', handlerName: '测试探针', status: 0, lastRun: { outcome: 'success' } });
    expect((await listed()).nextFireTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const del = await call('DELETE', `delete?id=${id}`);
    expect(del.json).toMatchObject({ success: false, message: '任务运行中，请先暂停再删除' });

    expect((await call('GET', `pause?id=${id}`)).json).toMatchObject({ success: true, message: '暂停成功' });
    const after = fired.length;
    await sleep(1600);
    expect(fired.length).toBe(after);
    const paused = await call('GET', `list?status=-1`);
    expect(paused.json.result.records.map((r: any) => r.id)).toContain(id);
    expect(paused.json.result.records[0].nextFireTime).toBeNull();

    expect((await call('GET', `resume?id=${id}`)).json).toMatchObject({ success: true, message: '启动成功' });
    await sleep(1300);
    expect(fired.length).toBeGreaterThan(after);
    await call('GET', `pause?id=${id}`);
    expect((await call('DELETE', `delete?id=${id}`)).json).toMatchObject({ success: true });
    const [{ n }] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(sysQuartzJobRun).where(eq(sysQuartzJobRun.jobId, id));
    expect(n).toBe(0);
  });

  it('runs once now, recording a failure with its message', async () => {
    const add = await call('POST', 'add', { jobName: '失败探针', handlerKey: 'testProbe', cronExpression: '0 0 3 * * ?', parameter: '{"fail": true}', status: -1 });
    const id = add.json.result.id;
    const res = await call('GET', `execute?id=${id}`);
    expect(res.json).toMatchObject({ success: false, message: '执行失败：探针按要求失败' });
    const runs = await call('GET', `runs?jobId=${id}`);
    expect(runs.json.result.records).toHaveLength(1);
    expect(runs.json.result.records[0]).toMatchObject({ trigger: 'manual', outcome: 'failure', message: '探针按要求失败' });
    // edit: a changed expression and parameter, validated the same way
    const edit = await call('PUT', 'edit', { id, jobName: '失败探针', handlerKey: 'testProbe', cronExpression: '0  30  2 * * ?', parameter: '{}' });
    expect(edit.json.result).toMatchObject({ cronExpression: '0 30 2 * * ?', status: -1 });
    const ok = await call('GET', `execute?id=${id}`);
    expect(ok.json).toMatchObject({ success: true, message: '执行成功：探针已执行' });
    const dup = await call('POST', 'add', { jobName: '失败探针', handlerKey: 'testProbe', cronExpression: '0 0 3 * * ?' });
    expect(dup.json).toMatchObject({ success: false, message: '任务名称已存在' });
  });

  it('the built-in handlers purge what is old and keep what is not', async () => {
    const old = new Date(Date.now() - 40 * 86_400_000);
    await t.ctx.db.insert(sysLog).values([
      { logType: 1, logContent: '旧登录', createTime: old },
      { logType: 2, logContent: '新操作' },
    ]);
    await t.ctx.db.insert(sysSession).values([
      { id: 'old-ended', userId: 'u', createdAt: old, lastSeenAt: old, expiresAt: new Date(Date.now() + 86_400_000), endedAt: old },
      { id: 'old-expired', userId: 'u', createdAt: old, lastSeenAt: old, expiresAt: old },
    ]);
    await t.ctx.db.insert(sysCaptcha).values([{ checkKey: 'old', code: 'abcd', expiresAt: old }]);
    for (const [name, key, parameter] of [
      ['清日志', 'purgeOldLogs', '{"days": 30, "logType": 1}'],
      ['清会话', 'purgeExpiredSessions', '{"days": 7}'],
      ['清验证码', 'purgeCaptchasAndAttempts', ''],
    ]) {
      const add = await call('POST', 'add', { jobName: name, handlerKey: key, cronExpression: '0 0 3 * * ?', parameter, status: -1 });
      const res = await call('GET', `execute?id=${add.json.result.id}`);
      expect(res.json.success).toBe(true);
    }
    const logs = await t.ctx.db.select({ c: sysLog.logContent }).from(sysLog);
    expect(logs.map((l) => l.c)).not.toContain('旧登录');
    expect(logs.map((l) => l.c)).toContain('新操作');
    const sessions = await t.ctx.db.select({ id: sysSession.id }).from(sysSession);
    expect(sessions.map((s) => s.id)).not.toEqual(expect.arrayContaining(['old-ended']));
    expect(sessions.map((s) => s.id)).not.toContain('old-expired');
    expect(sessions.length).toBeGreaterThan(0); // the admin's live session stays
    expect(await t.ctx.db.select().from(sysCaptcha)).toHaveLength(0);
  });

  it('a fresh database starts with the purge jobs, the log purge stopped', async () => {
    const list = await call('GET', 'list?pageSize=50');
    const seeded = Object.fromEntries(list.json.result.records.map((r: any) => [r.jobName, r]));
    expect(seeded['清理过期会话']).toMatchObject({ handlerKey: 'purgeExpiredSessions', status: 0, cronExpression: '0 30 3 * * ?' });
    expect(seeded['清理验证码与登录失败计数']).toMatchObject({ status: 0 });
    expect(seeded['清理历史日志']).toMatchObject({ status: -1, nextFireTime: null });
    expect(t.ctx.jobs.nextFire(seeded['清理过期会话'].id)?.getTime()).toBeGreaterThan(Date.now());
  });

  it('needs its permissions (510 for a user without them)', async () => {
    await t.createUser({ username: 'worker', password: 'Worker@2024' });
    const token = await t.login('worker', 'Worker@2024');
    for (const url of ['list', 'handlers', 'runs?jobId=x', 'execute?id=x']) {
      const res = await t.call({ method: 'GET', url: `/api/sys/quartzJob/${url}`, headers: { 'x-access-token': token } });
      expect(res.json.code).toBe(510);
    }
  });
});
