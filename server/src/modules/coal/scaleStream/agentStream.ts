import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { ResultCode } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { BizError } from '../../../core/http/envelope';
import { LINK_CHANGED_CHANNEL, scaleOfToken, touchLastSeen, type LinkChanged } from './link';
import { scaleReadings } from './readings';

/** The path the agent opens (scale-agent/src/wire.ts `STREAM_PATH`). */
export const AGENT_STREAM_PATH = '/coal/scale/stream';

/** One answer for every refusal, so scale codes and tokens cannot be probed apart. */
const refused = () => new BizError('地磅接入令牌无效或已更换', ResultCode.UNAUTHORIZED, null, 401);

/** Close codes the agent's log can tell apart (README "Wire format to the server"). */
export const AgentClose = { policy: 1008, shuttingDown: 1001 } as const;

/** Readings closer together than this are dropped: an agent sends ~10 a second; a flood must not reach the bus. */
const MIN_READING_GAP_MS = 40;
/** Heaviest weight a reading may claim, beyond any truck scale: a bigger number is a broken agent, not a reading. */
const WEIGHT_SANITY_KG = 1_000_000;
/** How often a streaming agent's last-seen time is written (the live state is in memory; this is for the lists). */
const LAST_SEEN_EVERY_MS = 60_000;
/** Agent clocks further than this from ours are logged once: their `at` is not used, but someone should know. */
const CLOCK_SKEW_WARN_MS = 5 * 60_000;

interface AgentConn {
  id: string;
  scaleId: string;
  tokenHash: string;
  socket: WebSocket;
}

interface Reading {
  type: 'reading';
  scaleCode: string;
  weightKg: number;
  stable: boolean;
  at: number;
}

function parseReading(text: string): Reading | null | 'other' {
  let m: unknown;
  try {
    m = JSON.parse(text);
  } catch {
    return null;
  }
  if (!m || typeof m !== 'object') return null;
  const r = m as Record<string, unknown>;
  if (r.type !== 'reading') return 'other';
  if (typeof r.scaleCode !== 'string' || typeof r.stable !== 'boolean') return null;
  if (typeof r.weightKg !== 'number' || !Number.isSafeInteger(r.weightKg) || Math.abs(r.weightKg) > WEIGHT_SANITY_KG) return null;
  if (typeof r.at !== 'number' || !Number.isFinite(r.at)) return null;
  return r as unknown as Reading;
}

/**
 * `GET <API>/coal/scale/stream?scale=<code>` (WebSocket, scale-agent/README.md "Wire format to the server"): the
 * agent's stream, authenticated by the scale's own token (`Authorization: Bearer`), not a session. Each reading is
 * recorded into the readings store with the server's receive time (the agent's clock is only checked for sanity),
 * the scale's division and hold. A rotated token closes the stream on every instance (1008); a newer agent of the
 * same scale replaces an older one.
 */
export async function agentStreamRoutes(api: FastifyInstance, ctx: AppContext) {
  const conns = new Set<AgentConn>();
  const scaleOf = new WeakMap<FastifyRequest, NonNullable<Awaited<ReturnType<typeof scaleOfToken>>>>();
  const readings = scaleReadings(ctx);

  const unsubscribe = ctx.bus.subscribe(LINK_CHANGED_CHANNEL, (raw) => {
    const m = raw as LinkChanged;
    for (const c of conns) {
      if (c.scaleId !== m.scaleId) continue;
      if (m.kind === 'token' && c.tokenHash !== m.tokenHash) c.socket.close(AgentClose.policy, 'token rotated');
      if (m.kind === 'agent' && c.id !== m.connectionId) c.socket.close(AgentClose.policy, 'replaced by a newer agent');
      if (m.kind === 'gone') c.socket.close(AgentClose.policy, 'scale deleted or renamed');
    }
  });
  api.addHook('onClose', async () => {
    unsubscribe();
    for (const c of conns) c.socket.close(AgentClose.shuttingDown, 'server shutting down');
  });

  api.get<{ Querystring: { scale?: string } }>(
    AGENT_STREAM_PATH,
    {
      websocket: true,
      config: { permission: 'public' },
      preValidation: async (req) => {
        const header = req.headers.authorization;
        const token = typeof header === 'string' && /^Bearer\s+/i.test(header) ? header.replace(/^Bearer\s+/i, '').trim() : '';
        const code = typeof req.query.scale === 'string' ? req.query.scale : '';
        const scale = token && code ? await scaleOfToken(ctx, token, code) : undefined;
        if (!scale) {
          req.log.warn({ scale: code.slice(0, 64) }, 'scale agent refused');
          throw refused();
        }
        scaleOf.set(req, scale);
      },
    },
    (socket, req) => {
      const scale = scaleOf.get(req)!;
      const conn: AgentConn = { id: randomUUID(), scaleId: scale.id, tokenHash: scale.tokenHash, socket };
      conns.add(conn);
      let holdMs = scale.holdMs;
      let divisionKg = scale.divisionKg;
      let lastRecorded = 0;
      let lastAgentAt = -Infinity;
      let lastSeenWritten = Date.now();
      let skewLogged = false;
      const log = req.log.child({ scale: scale.code, tenant: scale.tenantId });
      log.info('scale agent connected');
      void touchLastSeen(ctx, scale.id).catch(() => undefined);
      void ctx.bus.publish(LINK_CHANGED_CHANNEL, { kind: 'agent', scaleId: scale.id, connectionId: conn.id } satisfies LinkChanged);
      const unsubscribeSettings = ctx.bus.subscribe(LINK_CHANGED_CHANNEL, (raw) => {
        const m = raw as LinkChanged;
        if (m.scaleId !== scale.id) return;
        if (m.kind === 'hold') holdMs = m.holdMs;
        if (m.kind === 'scale' && Number.isInteger(m.divisionKg) && m.divisionKg > 0) divisionKg = m.divisionKg;
      });

      socket.on('message', (data, isBinary) => {
        if (isBinary) return;
        const r = parseReading(data.toString());
        // Unknown types are room for later messages (README); a malformed one or another scale's is ignored.
        if (r === 'other' || r === null || r.scaleCode !== scale.code) return;
        const now = Date.now();
        // The agent's clock orders its own readings (a replayed or reordered one is dropped) but never dates them.
        if (r.at <= lastAgentAt || now - lastRecorded < MIN_READING_GAP_MS) return;
        lastAgentAt = r.at;
        lastRecorded = now;
        if (!skewLogged && Math.abs(r.at - now) > CLOCK_SKEW_WARN_MS) {
          skewLogged = true;
          log.warn({ skewMs: r.at - now }, 'scale agent clock is off; readings are dated by the server');
        }
        void readings.record({ scaleId: scale.id, weightKg: r.weightKg, stable: r.stable, at: now, divisionKg, holdMs });
        if (now - lastSeenWritten >= LAST_SEEN_EVERY_MS) {
          lastSeenWritten = now;
          void touchLastSeen(ctx, scale.id).catch(() => undefined);
        }
      });
      const gone = () => {
        if (!conns.delete(conn)) return;
        unsubscribeSettings();
        log.info('scale agent disconnected');
        void touchLastSeen(ctx, scale.id).catch(() => undefined);
      };
      socket.on('close', gone);
      socket.on('error', gone);
    },
  );
}
