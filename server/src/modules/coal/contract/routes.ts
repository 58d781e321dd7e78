import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTRACT_ACTIONS, CONTRACT_TRANSITIONS, contractActionPerm } from '@meiyun/shared';
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
import { contractEntity } from './entity';
import { listEvents } from './events';
import { actionSchema, idQuerySchema, supplementSchema } from './schema';
import { addContract, editContract, transitionContract } from './service';
import { decideSupplement, listSupplements, proposeSupplement } from './supplements';

const perm = (code: string) => ({ config: { permission: code } }) as const;
const LIST = 'coal:contract:list';

const body = (req: FastifyRequest): Record<string, unknown> => {
  const b = req.body;
  if (!b || typeof b !== 'object' || Array.isArray(b)) throw new BizError('请求参数格式错误');
  return b as Record<string, unknown>;
};

/**
 * `/coal/contract/*` (coal-api.md "Contracts"): the kit's list, queryById, export, delete and recycle bin; the
 * feature's add and edit (with the clauses), the five state actions, the timeline, the progress and the
 * supplementary agreements. Each route checks its own permission; each record is read in the caller's scope.
 */
export async function contractRoutes(api: FastifyInstance, ctx: AppContext) {
  await registerCrudRoutes(api, ctx, contractEntity, { own: ['add', 'edit'] });

  api.post('/coal/contract/add', perm('coal:contract:add'), async (req) => {
    const auth = authOf(req);
    const { record } = await addContract(ctx, auth, body(req));
    await dropCounts(ctx, contractEntity);
    await publishEntityChange(ctx, contractEntity, 'add', [record], auth);
    await logOperation(ctx, req, auth, OperateType.ADD, `添加合同：${record.contractNo}`);
    return ok(record, '添加成功！');
  });

  const edit = async (req: FastifyRequest) => {
    const auth = authOf(req);
    const { record, before } = await editContract(ctx, auth, body(req));
    await publishEntityChange(ctx, contractEntity, 'edit', [before!, record], auth);
    await logOperation(ctx, req, auth, OperateType.UPDATE, `编辑合同：${record.contractNo}`);
    return ok(record, '编辑成功!');
  };
  api.put('/coal/contract/edit', perm('coal:contract:edit'), edit);
  api.post('/coal/contract/edit', perm('coal:contract:edit'), edit);

  for (const action of CONTRACT_ACTIONS) {
    api.put(`/coal/contract/${action}`, perm(contractActionPerm(action)), async (req) => {
      const auth = authOf(req);
      const input = parseInput(actionSchema, req.body);
      const { record, before } = await transitionContract(ctx, auth, action, input);
      await publishEntityChange(ctx, contractEntity, 'edit', [before!, record], auth);
      await logOperation(ctx, req, auth, OperateType.UPDATE, `合同${CONTRACT_TRANSITIONS[action].label}：${record.contractNo}`);
      return ok(record, CONTRACT_TRANSITIONS[action].done);
    });
  }

  api.get('/coal/contract/events', perm(LIST), async (req) => {
    const { id } = parseInput(idQuerySchema, req.query);
    await loadOne(ctx, contractEntity, authOf(req), id);
    return ok(await listEvents(ctx.db, id));
  });

  api.get('/coal/contract/progress', perm(LIST), async (req) => {
    const { id } = parseInput(idQuerySchema, req.query);
    const record = await loadOne(ctx, contractEntity, authOf(req), id);
    return ok(record.progress);
  });

  api.get('/coal/contract/supplements', perm(LIST), async (req) => {
    const { id } = parseInput(idQuerySchema, req.query);
    await loadOne(ctx, contractEntity, authOf(req), id);
    return ok(await listSupplements(ctx.db, id));
  });

  api.post('/coal/contract/supplement', perm(contractActionPerm('supplement')), async (req) => {
    const auth = authOf(req);
    const input = parseInput(supplementSchema, req.body);
    const supplement = await proposeSupplement(ctx, auth, input);
    const record = await loadOne(ctx, contractEntity, auth, supplement.contractId);
    await publishEntityChange(ctx, contractEntity, 'edit', [record], auth);
    await logOperation(ctx, req, auth, OperateType.ADD, `提交补充协议：${record.contractNo} 第${supplement.version}版`);
    return ok(supplement, '补充协议已提交审批');
  });

  for (const decision of ['approve', 'reject'] as const) {
    api.put(`/coal/contract/supplement/${decision}`, perm(contractActionPerm(decision)), async (req) => {
      const auth = authOf(req);
      const input = parseInput(actionSchema, req.body);
      const { supplement, before, record } = await decideSupplement(ctx, auth, decision, input);
      await publishEntityChange(ctx, contractEntity, 'edit', [before, record], auth);
      const verb = decision === 'approve' ? '审批通过' : '驳回';
      await logOperation(ctx, req, auth, OperateType.UPDATE, `补充协议${verb}：${record.contractNo} 第${supplement.version}版`);
      return ok(supplement, decision === 'approve' ? '补充协议已生效' : '补充协议已驳回');
    });
  }
}
