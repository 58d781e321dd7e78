import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PLAN_ACTIONS, PLAN_TRANSITIONS, planActionPerm } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { logOperation } from '../../../core/crud/audit';
import { registerCrudRoutes } from '../../../core/crud/index';
import { loadOne } from '../../../core/crud/service';
import { dropCounts } from '../../../core/crud/counts';
import { BizError, ok } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { OperateType } from '../../../core/oplog/writer';
import { publishEntityChange } from '../../../core/realtime/entity-changes';
import { pickupOrderEntity } from '../pickupOrder/entity';
import { dispatchPlanEntity } from './entity';
import { listDispatchEvents } from './events';
import { idQuerySchema, planActionSchema } from './schema';
import { addPlan, editPlan, transitionPlan } from './service';

const perm = (code: string) => ({ config: { permission: code } }) as const;
const LIST = 'coal:dispatchPlan:list';

const body = (req: FastifyRequest): Record<string, unknown> => {
  const b = req.body;
  if (!b || typeof b !== 'object' || Array.isArray(b)) throw new BizError('请求参数格式错误');
  return b as Record<string, unknown>;
};

/**
 * `/coal/dispatchPlan/*` (coal-api.md "Dispatch"): the kit's list, queryById, export and delete (drafts); the
 * feature's add and edit (the contract's balance checked with the contract locked), approve and close, and the
 * timeline. Each route checks its own permission; each record is read in the caller's tenant and organisation.
 */
export async function dispatchPlanRoutes(api: FastifyInstance, ctx: AppContext) {
  await registerCrudRoutes(api, ctx, dispatchPlanEntity, { own: ['add', 'edit'] });

  api.post('/coal/dispatchPlan/add', perm('coal:dispatchPlan:add'), async (req) => {
    const auth = authOf(req);
    const { record } = await addPlan(ctx, auth, body(req));
    await dropCounts(ctx, dispatchPlanEntity);
    await publishEntityChange(ctx, dispatchPlanEntity, 'add', [record], auth);
    await logOperation(ctx, req, auth, OperateType.ADD, `添加调度计划：${record.planNo}`);
    return ok(record, '添加成功！');
  });

  const edit = async (req: FastifyRequest) => {
    const auth = authOf(req);
    const { record, before } = await editPlan(ctx, auth, body(req));
    await dropCounts(ctx, dispatchPlanEntity);
    await publishEntityChange(ctx, dispatchPlanEntity, 'edit', [before!, record], auth);
    await logOperation(ctx, req, auth, OperateType.UPDATE, `编辑调度计划：${record.planNo}`);
    return ok(record, '编辑成功!');
  };
  api.put('/coal/dispatchPlan/edit', perm('coal:dispatchPlan:edit'), edit);
  api.post('/coal/dispatchPlan/edit', perm('coal:dispatchPlan:edit'), edit);

  for (const action of PLAN_ACTIONS) {
    api.put(`/coal/dispatchPlan/${action}`, perm(planActionPerm(action)), async (req) => {
      const auth = authOf(req);
      const input = parseInput(planActionSchema, req.body);
      const { record, before, voided } = await transitionPlan(ctx, auth, action, input);
      await dropCounts(ctx, dispatchPlanEntity);
      await publishEntityChange(ctx, dispatchPlanEntity, 'edit', [before!, record], auth);
      if (voided.length) {
        await dropCounts(ctx, pickupOrderEntity);
        await publishEntityChange(ctx, pickupOrderEntity, 'edit', voided.map((id) => ({ id, carrierId: record.carrierId, consumerId: record.consumerId, supplierId: record.supplierId })), auth);
      }
      await logOperation(ctx, req, auth, OperateType.UPDATE, `调度计划${PLAN_TRANSITIONS[action].label}：${record.planNo}`);
      return ok(record, `${PLAN_TRANSITIONS[action].label}成功！`);
    });
  }

  api.get('/coal/dispatchPlan/events', perm(LIST), async (req) => {
    const { id } = parseInput(idQuerySchema, req.query);
    await loadOne(ctx, dispatchPlanEntity, authOf(req), id);
    return ok(await listDispatchEvents(ctx.db, id));
  });
}
