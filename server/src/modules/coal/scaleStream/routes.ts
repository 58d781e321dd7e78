import type { FastifyInstance } from 'fastify';
import { ScaleLinkTexts, SCALE_TOKEN_PERM, WEIGHING_STATION_PERM } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { logOperation } from '../../../core/crud/audit';
import { ok } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { OperateType } from '../../../core/oplog/writer';
import { agentStreamRoutes } from './agentStream';
import { holdOf, linkInfo, rotateToken, scaleOfTenant, setHold, stationScales } from './link';
import { liveState } from './liveState';
import { scaleReadings } from './readings';
import { holdSchema, scaleIdSchema } from './schema';
import { refuseOrgUser } from './staff';
import { stationSocketRoutes } from './stationSocket';
import { trucksAtScale, weighingsAtScale } from './trucks';

const perm = (code: string) => ({ config: { permission: code } }) as const;

/**
 * The scale link (docs/weighbridge.md): the agent's stream and its token, the station screen's live socket, the
 * current reading and the trucks in front of a scale. Every scale is looked up in the caller's tenant.
 */
export async function scaleStreamRoutes(api: FastifyInstance, ctx: AppContext) {
  await agentStreamRoutes(api, ctx);
  await stationSocketRoutes(api, ctx);

  api.get('/coal/scale/link', perm(SCALE_TOKEN_PERM), async (req) => {
    const auth = authOf(req);
    refuseOrgUser(auth);
    const scale = await scaleOfTenant(ctx, auth, parseInput(scaleIdSchema, req.query).scaleId);
    return ok(await linkInfo(ctx, scale));
  });

  api.post('/coal/scale/token', perm(SCALE_TOKEN_PERM), async (req) => {
    const auth = authOf(req);
    refuseOrgUser(auth);
    const scale = await scaleOfTenant(ctx, auth, parseInput(scaleIdSchema, req.body).scaleId);
    const before = await linkInfo(ctx, scale);
    const issued = await rotateToken(ctx, auth, scale);
    await logOperation(ctx, req, auth, OperateType.UPDATE, `${before.hasToken ? '更换' : '生成'}地磅接入令牌：${scale.code} ${scale.name}`);
    return ok(issued, before.hasToken ? ScaleLinkTexts.tokenRotated : ScaleLinkTexts.tokenIssued);
  });

  api.put('/coal/scale/hold', perm(SCALE_TOKEN_PERM), async (req) => {
    const auth = authOf(req);
    refuseOrgUser(auth);
    const input = parseInput(holdSchema, req.body);
    const scale = await scaleOfTenant(ctx, auth, input.scaleId);
    const info = await setHold(ctx, scale, input.holdMs);
    await logOperation(ctx, req, auth, OperateType.UPDATE, `地磅稳定判定时长：${scale.code} ${input.holdMs}毫秒`);
    return ok(info, ScaleLinkTexts.holdSaved);
  });

  api.get('/coal/scale/reading', perm(WEIGHING_STATION_PERM), async (req) => {
    const auth = authOf(req);
    refuseOrgUser(auth);
    const scale = await scaleOfTenant(ctx, auth, parseInput(scaleIdSchema, req.query).scaleId);
    return ok(liveState(scaleReadings(ctx), scale, await holdOf(ctx, scale.id)));
  });

  api.get('/coal/scale/stations', perm(WEIGHING_STATION_PERM), async (req) => {
    const auth = authOf(req);
    refuseOrgUser(auth);
    return ok(await stationScales(ctx, auth));
  });

  api.get('/coal/scale/trucks', perm(WEIGHING_STATION_PERM), async (req) => {
    const auth = authOf(req);
    refuseOrgUser(auth);
    const scale = await scaleOfTenant(ctx, auth, parseInput(scaleIdSchema, req.query).scaleId);
    return ok(await trucksAtScale(ctx, scale));
  });

  api.get('/coal/scale/weighings', perm(WEIGHING_STATION_PERM), async (req) => {
    const auth = authOf(req);
    refuseOrgUser(auth);
    const scale = await scaleOfTenant(ctx, auth, parseInput(scaleIdSchema, req.query).scaleId);
    return ok(await weighingsAtScale(ctx, scale));
  });
}
