import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { BizError, ok, okMessage } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { anntIdSchema, idQuerySchema } from './schema';
import { findVisible, listUnread, markAllRead, markRead } from './service';

export async function announcementRoutes(app: FastifyInstance, ctx: AppContext) {
  const authenticated = { config: { permission: 'authenticated' } } as const;

  app.get('/sys/annountCement/listByUser', authenticated, async (req) => {
    const { user } = authOf(req);
    return ok(await listUnread(ctx.db, user.id, user.pwdWeak));
  });

  app.get('/sys/annountCement/queryById', authenticated, async (req) => {
    const { id } = parseInput(idQuerySchema, req.query);
    const a = await findVisible(ctx.db, authOf(req).user.id, id);
    if (!a) throw new BizError('未找到对应数据');
    return ok(a);
  });

  app.put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', authenticated, async (req) => {
    const { anntId } = parseInput(anntIdSchema, req.body);
    await markRead(ctx.db, authOf(req).user.id, anntId);
    return okMessage('操作成功！');
  });

  app.put('/sys/sysAnnouncementSend/readAll', authenticated, async (req) => {
    await markAllRead(ctx.db, authOf(req).user.id);
    return okMessage('全部已读');
  });
}
