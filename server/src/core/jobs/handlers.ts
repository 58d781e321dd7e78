import { and, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { sysCaptcha, sysLog, sysLoginAttempt, sysSession } from '../db/schema/index';
import type { JobHandler } from './types';

/** `{days}`: how many days back a purge keeps (shared by the purge jobs of core and of the features). */
export const daysParam = (def: number) =>
  z.object({
    days: z.coerce
      .number({ error: 'days须为整数天数' })
      .int('days须为整数天数')
      .min(1, 'days不能小于1')
      .max(3650, 'days不能大于3650')
      .default(def),
  });

const before = (days: number) => new Date(Date.now() - days * 86_400_000);

/** Sessions that ended (logout, freeze...) or ran out more than `days` ago. */
export const purgeSessionsJob: JobHandler<{ days: number }> = {
  key: 'purgeExpiredSessions',
  name: '清理过期会话',
  description: '删除已结束或已过期超过指定天数的登录会话记录（参数 days，默认7天）',
  param: daysParam(7),
  paramExample: '{"days": 7}',
  async run({ app }, { days }) {
    const cutoff = before(days);
    const gone = await app.db
      .delete(sysSession)
      .where(or(and(isNotNull(sysSession.endedAt), lt(sysSession.endedAt, cutoff)), lt(sysSession.expiresAt, cutoff)))
      .returning({ id: sysSession.id });
    return `清理会话${gone.length}条`;
  },
};

const logParam = daysParam(180).extend({
  /** 1 sign-in log, 2 operation log; absent: both. */
  logType: z.union([z.literal(1), z.literal(2)], { error: 'logType只能是1（登录日志）或2（操作日志）' }).optional(),
});

/** Logs older than `days` days, in batches so one run never holds a long lock. */
export const purgeLogsJob: JobHandler<z.infer<typeof logParam>> = {
  key: 'purgeOldLogs',
  name: '清理历史日志',
  description: '删除早于指定天数的系统日志（参数 days：保留天数，默认180；logType 可选：1 登录日志，2 操作日志）',
  param: logParam,
  paramExample: '{"days": 180}',
  async run({ app, signal }, { days, logType }) {
    const cutoff = before(days);
    const cond = logType ? and(lt(sysLog.createTime, cutoff), sql`${sysLog.logType} = ${logType}`) : lt(sysLog.createTime, cutoff);
    let total = 0;
    for (;;) {
      if (signal.aborted) break;
      const batch = await app.db.select({ id: sysLog.id }).from(sysLog).where(cond).limit(5000);
      if (!batch.length) break;
      await app.db.delete(sysLog).where(inArray(sysLog.id, batch.map((b) => b.id)));
      total += batch.length;
    }
    return `清理日志${total}条${signal.aborted ? '（服务停止，未完成）' : ''}`;
  },
};

/** Expired captchas, and sign-in failure counters older than the window in which they count. */
export const purgeCaptchasJob: JobHandler = {
  key: 'purgeCaptchasAndAttempts',
  name: '清理验证码与登录失败计数',
  description: '删除已过期的验证码，以及已超出计数窗口的登录失败记录',
  async run({ app }) {
    const captchas = await app.db.delete(sysCaptcha).where(lt(sysCaptcha.expiresAt, new Date())).returning({ k: sysCaptcha.checkKey });
    const windowStart = new Date(Date.now() - app.config.loginThrottle.failureWindowMs);
    const attempts = await app.db.delete(sysLoginAttempt).where(lt(sysLoginAttempt.lastFailureAt, windowStart)).returning({ k: sysLoginAttempt.key });
    return `清理验证码${captchas.length}条，登录失败计数${attempts.length}条`;
  },
};

export const BUILTIN_JOBS = [purgeSessionsJob, purgeLogsJob, purgeCaptchasJob] as JobHandler<any>[];
