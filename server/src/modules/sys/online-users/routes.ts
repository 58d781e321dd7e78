import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { ok, okMessage } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { logOperation, markStart } from '../../../core/crud/audit';
import { OperateType } from '../../../core/oplog/writer';
import { forceLogout, listOnline } from './service';

export const OnlinePerms = { list: 'system:online:list', forceLogout: 'system:online:forceLogout' } as const;

const listSchema = z.object({
  username: z.string().max(100, '用户账号过长').optional(),
  pageNo: z.coerce.number({ error: '页码不正确' }).int('页码不正确').min(1, '页码不正确').default(1),
  pageSize: z.coerce.number({ error: '每页条数不正确' }).int('每页条数不正确').min(1, '每页条数不正确').max(200, '每页条数不能超过200').default(10),
});
const forceSchema = z.object({ sessionId: z.string({ error: '请选择会话' }).min(1, '请选择会话').max(64, '会话不存在或已结束') });

/** 在线用户: live sessions of every user, and ending one of them. */
export async function onlineRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/sys/online/list', { config: { permission: OnlinePerms.list } }, async (req) => {
    const auth = authOf(req);
    return ok(await listOnline(ctx, parseInput(listSchema, req.query), auth.tenantId, await auth.isPlatformAdmin()));
  });

  app.post('/sys/online/forceLogout', { config: { permission: OnlinePerms.forceLogout }, onRequest: async (req) => markStart(req) }, async (req) => {
    const auth = authOf(req);
    const { sessionId } = parseInput(forceSchema, req.body ?? {});
    const s = await forceLogout(ctx, sessionId, auth.session.id, auth.tenantId, await auth.isPlatformAdmin());
    await logOperation(ctx, req, auth, OperateType.UPDATE, `强制退出用户：${s.username}`);
    return okMessage('强制退出成功！');
  });
}
