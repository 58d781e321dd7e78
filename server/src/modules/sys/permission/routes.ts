import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { ok } from '../../../core/http/envelope';
import { userPermissionResult } from './service';

export async function permissionRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/sys/permission/getUserPermissionByToken', { config: { permission: 'authenticated' } }, async (req) =>
    ok(await userPermissionResult(ctx, authOf(req).user.id)),
  );
}
