import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../core/context';
import { ok, okMessage } from '../../../core/http/envelope';
import { registerCrudRoutes } from '../../../core/crud/index';
import { getDictItems, invalidateAllDicts } from './service';
import { dictEntity, dictItemEntity } from './entity';

export async function dictRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { code: string } }>(
    '/sys/dict/getDictItems/:code',
    { config: { permission: 'authenticated', sign: true } },
    async (req) => ok(await getDictItems(ctx, req.params.code)),
  );

  await registerCrudRoutes(app, ctx, dictEntity);
  await registerCrudRoutes(app, ctx, dictItemEntity);

  // JeecgBoot's spelling, kept for its clients.
  app.get('/sys/dict/refleshCache', { config: { permission: 'system:dict:list' } }, async () => {
    await invalidateAllDicts(ctx);
    return okMessage('刷新缓存完成！');
  });
}
