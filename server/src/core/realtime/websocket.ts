import type { FastifyInstance } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';

/**
 * The one place @fastify/websocket is registered. Browsers cannot set headers on a websocket, so the token comes
 * as the `token` query parameter or as the offered sub-protocol; the offered one is echoed, as browsers require.
 */
export async function registerWebsocketSupport(app: FastifyInstance) {
  await app.register(fastifyWebsocket, {
    options: {
      maxPayload: 64 * 1024,
      handleProtocols: (protocols) => {
        const [first] = protocols;
        return first ?? false;
      },
    },
  });
}
