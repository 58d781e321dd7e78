import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../core/context';
import { authOf, type RequestAuth } from '../../../core/auth/guard';
import { BizError, ok, okMessage } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { loadOne, registerCrudRoutes } from '../../../core/crud/index';
import { announcementMeta, permissionCode } from '@meiyun/shared';
import { announcementEntity } from './entity';
import { publishEntityChange } from '../../../core/realtime/entity-changes';
import { anntIdSchema, idQuerySchema, myAnnouncementQuerySchema } from './schema';
import { findVisible, listMine, listUnread, markAllRead, markRead, publish, revoke, type Reader } from './service';

/** Permission codes of publishing and revoking, seeded as buttons of the announcement menu. */
export const AnnouncementPerm = { release: 'system:annountCement:release', revoke: 'system:annountCement:revoke' } as const;

const readerOf = (auth: RequestAuth): Reader => ({ userId: auth.user.id, tenantId: auth.tenantId });

export async function announcementRoutes(app: FastifyInstance, ctx: AppContext) {
  const authenticated = { config: { permission: 'authenticated' } } as const;

  app.get('/sys/annountCement/listByUser', authenticated, async (req) => {
    const auth = authOf(req);
    return ok(await listUnread(ctx.db, readerOf(auth), auth.user.pwdChangeReason));
  });

  // Administrators of the list read any announcement (drafts too); everyone else only those addressed to them.
  app.get('/sys/annountCement/queryById', authenticated, async (req) => {
    const { id } = parseInput(idQuerySchema, req.query);
    const auth = authOf(req);
    if ((await auth.permissions()).has(permissionCode(announcementMeta, 'list'))) return ok(await loadOne(ctx, announcementEntity, auth, id));
    const a = await findVisible(ctx.db, readerOf(auth), id);
    if (!a) throw new BizError('未找到对应数据');
    return ok(a);
  });

  app.put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', authenticated, async (req) => {
    const { anntId } = parseInput(anntIdSchema, req.body);
    await markRead(ctx.db, readerOf(authOf(req)), anntId);
    return okMessage('操作成功！');
  });

  app.put('/sys/sysAnnouncementSend/readAll', authenticated, async (req) => {
    await markAllRead(ctx.db, readerOf(authOf(req)));
    return okMessage('全部已读');
  });

  app.get('/sys/sysAnnouncementSend/getMyAnnouncementSend', authenticated, async (req) => {
    const q = parseInput(myAnnouncementQuerySchema, req.query);
    return ok(await listMine(ctx.db, readerOf(authOf(req)), q));
  });

  app.get('/sys/annountCement/doReleaseData', { config: { permission: AnnouncementPerm.release } }, async (req) => {
    const { id } = parseInput(idQuerySchema, req.query);
    await publish(ctx, id, authOf(req).user, authOf(req).tenantId);
    await publishEntityChange(ctx, announcementEntity, 'edit', [{ id }], authOf(req));
    return okMessage('该系统通知发布成功');
  });

  app.get('/sys/annountCement/doReovkeData', { config: { permission: AnnouncementPerm.revoke } }, async (req) => {
    const { id } = parseInput(idQuerySchema, req.query);
    await revoke(ctx, id, authOf(req).user, authOf(req).tenantId);
    await publishEntityChange(ctx, announcementEntity, 'edit', [{ id }], authOf(req));
    return okMessage('该系统通知撤销成功');
  });
  await registerCrudRoutes(app, ctx, announcementEntity, { own: ['queryById'] });
}
