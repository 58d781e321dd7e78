import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RAIL_STEP_INFO, RAIL_STEPS, railStepPerm } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { logOperation } from '../../../core/crud/audit';
import { registerCrudRoutes } from '../../../core/crud/index';
import { dropCounts } from '../../../core/crud/counts';
import { BizError, ok } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { OperateType } from '../../../core/oplog/writer';
import { publishEntityChange } from '../../../core/realtime/entity-changes';
import { railRateEntity, railShipmentEntity } from './entity';
import { addRate, editRate } from './rates';
import { idQuerySchema } from './schema';
import { moveShipment, requestShipment, shipmentDetail } from './service';

const perm = (code: string) => ({ config: { permission: code } }) as const;

const body = (req: FastifyRequest): Record<string, unknown> => {
  const b = req.body;
  if (!b || typeof b !== 'object' || Array.isArray(b)) throw new BizError('请求参数格式错误');
  return b as Record<string, unknown>;
};

/**
 * `/coal/railRate/*`: the kit's list, delete and export, the feature's add and edit (with the surcharge rows).
 * `/coal/railShipment/*`: the kit's list and export; the feature's queryById (wagons, trace, timeline), add (请车)
 * and the steps 批车 / 装车 / 发车 / 到站 / 站存 (docs/freight.md "铁路发运").
 */
export async function railShipmentRoutes(api: FastifyInstance, ctx: AppContext) {
  await registerCrudRoutes(api, ctx, railRateEntity, { own: ['add', 'edit'] });
  await registerCrudRoutes(api, ctx, railShipmentEntity, { own: ['queryById', 'add'] });

  api.post('/coal/railRate/add', perm('coal:railRate:add'), async (req) => {
    const auth = authOf(req);
    const record = await addRate(ctx, auth, body(req));
    await dropCounts(ctx, railRateEntity);
    await publishEntityChange(ctx, railRateEntity, 'add', [record], auth);
    await logOperation(ctx, req, auth, OperateType.ADD, `新增铁路运价：${String(record.name)}`);
    return ok(record, '添加成功！');
  });
  const edit = async (req: FastifyRequest) => {
    const auth = authOf(req);
    const { record, before } = await editRate(ctx, auth, body(req));
    await publishEntityChange(ctx, railRateEntity, 'edit', [before, record], auth);
    await logOperation(ctx, req, auth, OperateType.UPDATE, `编辑铁路运价：${String(record.name)}`);
    return ok(record, '编辑成功!');
  };
  api.put('/coal/railRate/edit', perm('coal:railRate:edit'), edit);
  api.post('/coal/railRate/edit', perm('coal:railRate:edit'), edit);

  api.get('/coal/railShipment/queryById', perm('coal:railShipment:list'), async (req) => {
    const { id } = parseInput(idQuerySchema, req.query);
    return ok(await shipmentDetail(ctx, authOf(req), id));
  });

  api.post('/coal/railShipment/add', perm('coal:railShipment:add'), async (req) => {
    const auth = authOf(req);
    const record = await requestShipment(ctx, auth, body(req));
    await dropCounts(ctx, railShipmentEntity);
    await publishEntityChange(ctx, railShipmentEntity, 'add', [record], auth);
    await logOperation(ctx, req, auth, OperateType.ADD, `铁路请车：${String(record.shipmentNo)}，${String(record.requestedWagons)}车`);
    return ok(record, '请车成功！');
  });

  for (const step of RAIL_STEPS) {
    api.put(`/coal/railShipment/${step}`, perm(railStepPerm(step)), async (req) => {
      const auth = authOf(req);
      const { record, before } = await moveShipment(ctx, auth, step, req.body);
      await dropCounts(ctx, railShipmentEntity);
      await publishEntityChange(ctx, railShipmentEntity, 'edit', [before!, record], auth);
      await logOperation(ctx, req, auth, OperateType.UPDATE, `铁路发运${RAIL_STEP_INFO[step].label}：${String(record.shipmentNo)}`);
      return ok(record, `${RAIL_STEP_INFO[step].label}成功！`);
    });
  }
}
