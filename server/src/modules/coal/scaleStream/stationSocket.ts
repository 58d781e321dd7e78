import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ScaleLinkTexts, STATION_PUSH_MIN_INTERVAL_MS, WEIGHING_STATION_PERM, type ScaleLiveState } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { BizError } from '../../../core/http/envelope';
import { socketTenant } from '../../../core/realtime/socket-tenant';
import { holdOf, LINK_CHANGED_CHANNEL, scaleOfTenant, type LinkChanged, type ScaleRow } from './link';
import { liveState } from './liveState';
import { scaleReadings } from './readings';
import { refuseOrgUser } from './staff';

export const STATION_SOCKET_PATH = '/coal/scale/live';
/** How often a socket looks whether its scale went silent (no reading comes to say so). */
const ONLINE_CHECK_MS = 250;
/** How often the socket's session is checked again: a socket does not outlive a logout by more than this. */
const SESSION_CHECK_MS = 15_000;
const SESSION_ENDED = 4001;

/**
 * `GET <API>/coal/scale/live?scaleId=&token=&tenantId=` (WebSocket): a station screen's live view of one scale of
 * the user's tenant, pushed as `ScaleLiveState` at most every 100 ms (the latest state wins; a stable reading waits
 * at most that long), and at once when the scale goes silent or comes back.
 */
export async function stationSocketRoutes(api: FastifyInstance, ctx: AppContext) {
  const readings = scaleReadings(ctx);
  const opened = new WeakMap<FastifyRequest, { scale: ScaleRow; holdMs: number }>();

  api.get<{ Querystring: { scaleId?: string; tenantId?: string } }>(
    STATION_SOCKET_PATH,
    {
      websocket: true,
      config: { permission: WEIGHING_STATION_PERM },
      preValidation: async (req) => {
        const auth = authOf(req);
        refuseOrgUser(auth);
        const tenantId = socketTenant(auth, req.query.tenantId, await ctx.identity.frozenTenants());
        if (tenantId === null) throw new BizError(ScaleLinkTexts.scaleMissing);
        const scale = await scaleOfTenant(ctx, { ...auth, tenantId }, req.query.scaleId);
        opened.set(req, { scale, holdMs: await holdOf(ctx, scale.id) });
      },
    },
    (socket, req) => {
      const { scale } = opened.get(req)!;
      let { holdMs } = opened.get(req)!;
      const sessionId = authOf(req).session.id;
      let lastSentAt = 0;
      let lastOnline: boolean | null = null;
      let pending: NodeJS.Timeout | null = null;

      const push = () => {
        pending = null;
        if (socket.readyState !== socket.OPEN) return;
        const state: ScaleLiveState = liveState(readings, scale, holdMs);
        lastSentAt = Date.now();
        lastOnline = state.online;
        socket.send(JSON.stringify(state));
      };
      // Leading and trailing: the first change goes at once, changes within the interval wait and send the latest.
      const schedule = () => {
        if (pending) return;
        const wait = lastSentAt + STATION_PUSH_MIN_INTERVAL_MS - Date.now();
        if (wait <= 0) push();
        else pending = setTimeout(push, wait);
      };

      const stopWatch = readings.watch(scale.id, schedule);
      const stopHold = ctx.bus.subscribe(LINK_CHANGED_CHANNEL, (raw) => {
        const m = raw as LinkChanged;
        if (m.kind === 'hold' && m.scaleId === scale.id) {
          holdMs = m.holdMs;
          schedule();
        }
      });
      const onlineCheck = setInterval(() => {
        if (readings.online(scale.id) !== lastOnline) schedule();
      }, ONLINE_CHECK_MS);
      const sessionCheck = setInterval(() => {
        void ctx.sessions.validate(sessionId).then(
          (live) => live || socket.close(SESSION_ENDED, 'session ended'),
          () => undefined,
        );
      }, SESSION_CHECK_MS);
      onlineCheck.unref();
      sessionCheck.unref();

      const stop = () => {
        stopWatch();
        stopHold();
        clearInterval(onlineCheck);
        clearInterval(sessionCheck);
        if (pending) clearTimeout(pending);
      };
      socket.on('close', stop);
      socket.on('error', stop);
      // Heartbeats as the app's other sockets send them.
      socket.on('message', (data) => {
        const text = data.toString();
        if (text === 'ping' || text === 'HeartBeat') socket.send('pong');
      });
      push();
    },
  );
}
