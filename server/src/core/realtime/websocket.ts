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
  // A refused upgrade (no session, wrong user) is answered over HTTP; the connection must end with it, or the
  // socket outlives the refusal and holds the server open.
  // An accepted upgrade is hijacked and never reaches onResponse.
  app.addHook('onSend', async (req, reply) => {
    if (req.headers.upgrade?.toLowerCase() === 'websocket') reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (req) => {
    if (req.headers.upgrade?.toLowerCase() === 'websocket') req.raw.socket?.end();
  });
}
