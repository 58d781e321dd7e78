import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { and, inArray, isNull } from 'drizzle-orm';
import { TenantStatus } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { registerCrudRoutes } from '../../../core/crud/index';
import { idList } from '../../../core/crud/service';
import { logOperation, markStart } from '../../../core/crud/audit';
import { dropCounts } from '../../../core/crud/counts';
import { sysSession, sysTenant } from '../../../core/db/schema/index';
import { BizError, okMessage } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { OperateType } from '../../../core/oplog/writer';
import { publishEntityChange } from '../../../core/realtime/entity-changes';
import { tenantEntity } from './entity';

export const TENANT_FROZEN_PERM = 'system:tenant:frozen';

const frozenSchema = z.object({ ids: z.unknown(), status: z.coerce.number({ error: '状态不正确' }) });

const TENANT_IDS = /^\d{1,9}(,\d{1,9})*$/;

/** Tenant ids are numbers: anything else is refused before it reaches the integer column. */
async function refuseBadIds(req: FastifyRequest) {
  const query = (req.query ?? {}) as Record<string, unknown>;
  const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
  for (const v of [query.id, query.ids, body.id, body.ids]) {
    if (v !== undefined && v !== null && v !== '' && !TENANT_IDS.test(String(v))) throw new BizError('租户编号不正确');
  }
}

export async function tenantRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(async (scope) => {
    scope.addHook('preHandler', refuseBadIds);
    await registerCrudRoutes(scope, ctx, tenantEntity);
  });

  /** Freezes (0) or unfreezes (1) tenants. Sessions working in a frozen tenant end at once. */
  app.put('/sys/tenant/frozenBatch', { config: { permission: TENANT_FROZEN_PERM, platformOnly: true }, onRequest: async (req) => markStart(req) }, async (req) => {
    const auth = authOf(req);
    const { ids: raw, status } = parseInput(frozenSchema, req.body ?? {});
    if (status !== TenantStatus.normal && status !== TenantStatus.frozen) throw new BizError('状态不正确');
    const ids = idList(raw).map(Number);
    if (!ids.length || ids.some((n) => !Number.isInteger(n))) throw new BizError('请选择租户');
    const rows = await ctx.db.select({ id: sysTenant.id, name: sysTenant.name }).from(sysTenant).where(inArray(sysTenant.id, ids));
    if (rows.length !== ids.length) throw new BizError('未找到对应数据');
    if (status === TenantStatus.frozen && auth.tenantId !== null && ids.includes(auth.tenantId)) throw new BizError('不能冻结当前登录的租户');
    await ctx.db.update(sysTenant).set({ status, updateBy: auth.user.username, updateTime: new Date() }).where(inArray(sysTenant.id, ids));
    await ctx.identity.tenantsChanged();
    if (status === TenantStatus.frozen) {
      const open = await ctx.db.select({ id: sysSession.id }).from(sysSession).where(and(inArray(sysSession.tenantId, ids), isNull(sysSession.endedAt)));
      for (const s of open) await ctx.sessions.end(s.id, 'frozen');
    }
    await dropCounts(ctx, tenantEntity);
    await publishEntityChange(ctx, tenantEntity, 'edit', rows.map((r) => ({ id: String(r.id) })), auth);
    await logOperation(ctx, req, auth, OperateType.UPDATE, `${status === TenantStatus.frozen ? '冻结' : '解冻'}租户：${rows.map((r) => r.name).join('、')}`);
    return okMessage(status === TenantStatus.frozen ? '冻结成功!' : '解冻成功!');
  });
}
