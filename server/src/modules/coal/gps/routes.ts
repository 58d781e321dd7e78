import type { FastifyInstance } from 'fastify';
import { GPS_ALARM_PERM, GPS_GATEWAY_TOKEN_PERM, GPS_TRACK_PERM, ResultCode } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { logOperation, markStart } from '../../../core/crud/audit';
import { registerCrudRoutes } from '../../../core/crud/index';
import { BizError, ok } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { OperateType } from '../../../core/oplog/writer';
import { publishEntityChange } from '../../../core/realtime/entity-changes';
import { createThrottle } from '../queue/throttle';
import { gpsGatewayEntity } from './entity';
import { fenceCache } from './fences';
import { gatewayOfToken, lastSeenWriter, rotateGatewayToken } from './gateway';
import { ingestBatch } from './ingest';
import { alarmList, carTrack } from './report';
import { alarmListSchema, gatewayIdSchema, trackSchema } from './schema';
import { GpsTexts } from './texts';

/** Batches a gateway may post a minute: 20 a second, 100 000 points a second at full batches. */
const BATCHES_PER_MINUTE = 1200;
/** Refused tokens an address may try a minute before it is slowed down. */
const BAD_TOKENS_PER_MINUTE = 30;
/** A full batch of 5 000 points with long plates and many decimals is under 1 MB; leave room. */
const BODY_LIMIT = 4 * 1024 * 1024;

/**
 * Tracking (coal-api.md "Tracking", docs/tracking.md): the gateways' list and token, the points a gateway posts
 * (no session: its token), and the two report calls.
 */
export async function gpsRoutes(api: FastifyInstance, ctx: AppContext) {
  await registerCrudRoutes(api, ctx, gpsGatewayEntity);
  const fences = fenceCache(ctx);
  api.addHook('onClose', async () => fences.close());
  const touch = lastSeenWriter(ctx);
  const batches = createThrottle(BATCHES_PER_MINUTE, 60_000);
  const badTokens = createThrottle(BAD_TOKENS_PER_MINUTE, 60_000);

  api.post('/coal/gps/points', { config: { permission: 'public' }, bodyLimit: BODY_LIMIT }, async (req) => {
    const header = req.headers['x-gateway-token'];
    const gateway = await gatewayOfToken(ctx, typeof header === 'string' ? header.trim() : undefined);
    if (!gateway) {
      if (!badTokens.allow(req.ip)) throw new BizError(GpsTexts.tooMany, ResultCode.ERROR, null, 429);
      throw new BizError(GpsTexts.tokenInvalid, ResultCode.UNAUTHORIZED, null, 401);
    }
    if (!batches.allow(gateway.id)) throw new BizError(GpsTexts.tooMany, ResultCode.ERROR, null, 429);
    const reply = await ingestBatch(ctx, gateway, req.body, fences);
    await touch(gateway.id);
    return ok(reply);
  });

  api.post('/coal/gpsGateway/rotateToken', { config: { permission: GPS_GATEWAY_TOKEN_PERM }, onRequest: async (req) => markStart(req) }, async (req) => {
    const auth = authOf(req);
    const issued = await rotateGatewayToken(ctx, auth, parseInput(gatewayIdSchema, req.body).id);
    await logOperation(ctx, req, auth, OperateType.UPDATE, `更换定位网关令牌：${issued.name}（尾号${issued.tokenHint}）`);
    await publishEntityChange(ctx, gpsGatewayEntity, 'edit', [{ id: issued.id }], auth);
    return ok({ id: issued.id, token: issued.token, tokenHint: issued.tokenHint }, GpsTexts.tokenIssued);
  });

  api.get('/report/zoomewell/historicalGPSObj', { config: { permission: GPS_TRACK_PERM } }, async (req) => {
    return ok(await carTrack(ctx, authOf(req), parseInput(trackSchema, req.query)));
  });

  api.get('/report/zoomewell/alarmRangeObjlist', { config: { permission: GPS_ALARM_PERM } }, async (req) => {
    return ok(await alarmList(ctx, authOf(req), parseInput(alarmListSchema, req.query)));
  });
}
