import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { noPermission } from '../../../core/http/envelope';
import { socketTenant } from '../../../core/realtime/socket-tenant';

/**
 * `/websocket/{userId}`: the notification socket of the signed-in user. The guard has already refused a
 * request without a live session (HTTP 401 before the upgrade); a socket for another user is refused here.
 * `?tenantId=` names the tenant the client works in, for the entity changes it hears (core/realtime/entity-changes.ts).
 */
export async function websocketRoutes(app: FastifyInstance, ctx: AppContext) {
  // Decided before the upgrade: the socket handler attaches synchronously, so no early frame is missed.
  const tenantOf = new WeakMap<FastifyRequest, number | null>();
  app.get<{ Params: { userId: string }; Querystring: { tenantId?: string } }>(
    '/websocket/:userId',
    {
      websocket: true,
      config: { permission: 'authenticated' },
      preValidation: async (req) => {
        const auth = authOf(req);
        if (req.params.userId !== auth.user.id) throw noPermission();
        tenantOf.set(req, socketTenant(auth, req.query.tenantId, await ctx.identity.frozenTenants()));
      },
    },
    (socket, req) => {
      const auth = authOf(req);
      ctx.sockets.attach(socket, auth.user.id, auth.session.id, tenantOf.get(req) ?? auth.tenantId);
    },
  );
}
