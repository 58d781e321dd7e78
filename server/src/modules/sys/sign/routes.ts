import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../core/context';
import { ok } from '../../../core/http/envelope';

/**
 * The X-Sign key, for signed-in clients. A key held by a browser cannot be secret; serving it keeps it out of
 * the code and lets each deployment have its own.
 */
export async function signRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/sys/signKey', { config: { permission: 'authenticated' } }, async () => ok(ctx.secrets.signKey));
}
