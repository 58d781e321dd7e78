import type { FastifyInstance } from 'fastify';
import { and, isNull, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { ownedBy } from '../../../core/tenancy/index';
import { registerCrudRoutes } from '../../../core/crud/index';
import { sysLog } from '../../../core/db/schema/index';
import { okMessage } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { logEntity } from './entity';

export const LogPerm = { purge: 'system:log:purge' } as const;

/** Logs younger than this are always kept, so a slip of the keyboard never empties the record of today. */
export const MIN_PURGE_DAYS = 7;

const purgeSchema = z.object({
  days: z.coerce
    .number('保留天数必须是数字')
    .int('保留天数必须是整数')
    .min(MIN_PURGE_DAYS, `保留天数不能少于${MIN_PURGE_DAYS}天`)
    .max(3650, '保留天数不能超过3650天'),
});

export async function logRoutes(app: FastifyInstance, ctx: AppContext) {
  await registerCrudRoutes(app, ctx, logEntity);

  /** Deletes the logs older than `days` days (both types). */
  app.delete('/sys/log/purge', { config: { permission: LogPerm.purge } }, async (req) => {
    const { days } = parseInput(purgeSchema, req.query);
    // A tenant purges its own entries; the platform administrator also those of no tenant.
    const auth = authOf(req);
    const own = (await auth.isPlatformAdmin()) ? or(ownedBy(sysLog.tenantId, auth.tenantId), isNull(sysLog.tenantId)) : ownedBy(sysLog.tenantId, auth.tenantId);
    const gone = await ctx.db
      .delete(sysLog)
      .where(and(lt(sysLog.createTime, sql`now() - make_interval(days => ${days})`), own))
      .returning({ id: sysLog.id });
    return okMessage(`已清理${gone.length}条${days}天前的日志`);
  });
}
