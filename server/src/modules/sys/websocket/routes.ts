import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { noPermission } from '../../../core/http/envelope';

/**
 * `/websocket/{userId}`: the notification socket of the signed-in user. The guard has already refused a
 * request without a live session (HTTP 401 before the upgrade); a socket for another user is refused here.
 */
export async function websocketRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { userId: string } }>(
    '/websocket/:userId',
    {
      websocket: true,
      config: { permission: 'authenticated' },
      preValidation: async (req) => {
        if (req.params.userId !== authOf(req).user.id) throw noPermission();
      },
    },
    (socket, req) => {
      const { user, session } = authOf(req);
      ctx.sockets.attach(socket, user.id, session.id);
    },
  );
}
