import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../core/context';
import { ok } from '../../../core/http/envelope';
import { getDictItems } from './service';

export async function dictRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { code: string } }>(
    '/sys/dict/getDictItems/:code',
    { config: { permission: 'authenticated', sign: true } },
    async (req) => ok(await getDictItems(ctx, req.params.code)),
  );
}
