import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ResultCode, TABLE_SYNC_MAX_FRAME_BYTES, TableSyncType, parseTableSyncMessage } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { BizError } from '../../../core/http/envelope';
import { createInProcessPageRelay, type PageRelay } from './pageRelay';

/** Page ids are chosen by the web client (a screen's name, a record id); keep them short and plain. */
const PAGE_ID = /^[\w:.-]{1,128}$/;

/**
 * The table-sync socket of §7, `/vxeSocket/{userId}/{pageId}`. The guard has already refused a request
 * without a live session (the token travels as the `token` query parameter, since browsers cannot set
 * headers on a socket); here the path's user must be the session's user. Every well-formed frame but a
 * heartbeat goes to the other sockets of the page; a heartbeat is answered so the client can tell a live line.
 */
export function tableSyncRoutes(makeRelay: (ctx: AppContext) => PageRelay = () => createInProcessPageRelay()) {
  return async function register(app: FastifyInstance, ctx: AppContext) {
    const relay = makeRelay(ctx);
    app.get<{ Params: { userId: string; pageId: string } }>(
      '/vxeSocket/:userId/:pageId',
      {
        websocket: true,
        config: { permission: 'authenticated' },
        preHandler: async (req) => {
          const { user } = authOf(req);
          if (req.params.userId !== user.id) throw new BizError('不能以其他用户的身份连接', ResultCode.FORBIDDEN, null, 403);
          if (!PAGE_ID.test(req.params.pageId)) throw new BizError('页面标识不正确', ResultCode.ERROR, null, 400);
        },
      },
      (socket, req) => {
        const subscriberId = randomUUID();
        const { pageId } = req.params;
        const unsubscribe = relay.subscribe(pageId, subscriberId, (frame) => {
          if (socket.readyState === socket.OPEN) socket.send(frame);
        });
        socket.on('message', (raw, isBinary) => {
          if (isBinary) return;
          const text = raw.toString();
          if (text.length > TABLE_SYNC_MAX_FRAME_BYTES) return;
          const msg = parseTableSyncMessage(text);
          if (!msg) return;
          if (msg.type === TableSyncType.heartbeat) {
            socket.send(JSON.stringify({ type: TableSyncType.heartbeat, data: 'pong' }));
            return;
          }
          void relay.publish(pageId, JSON.stringify(msg), subscriberId);
        });
        socket.on('close', unsubscribe);
        socket.on('error', unsubscribe);
      },
    );
  };
}
