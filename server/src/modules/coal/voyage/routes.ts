import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { VOYAGE_ACTION_NAMES, VOYAGE_ACTIONS, VoyageTexts } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { logOperation } from '../../../core/crud/audit';
import { registerCrudRoutes } from '../../../core/crud/index';
import { dropCounts } from '../../../core/crud/counts';
import { BizError, ok } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { OperateType } from '../../../core/oplog/writer';
import { publishEntityChange } from '../../../core/realtime/entity-changes';
import { voyageEntity } from './entity';
import { addVoyage, editVoyage, voyageAction } from './service';

const perm = (code: string) => ({ config: { permission: code } }) as const;

const body = (req: FastifyRequest): Record<string, unknown> => {
  const b = req.body;
  if (!b || typeof b !== 'object' || Array.isArray(b)) throw new BizError('请求参数格式错误');
  return b as Record<string, unknown>;
};

const actionSchema = z.object({ id: z.string('id不能为空').min(1, 'id不能为空').max(64, 'id过长'), time: z.string(VoyageTexts.timeMissing).min(1, VoyageTexts.timeMissing).max(30, VoyageTexts.timeMissing) });

/**
 * `/coal/voyage/*` (docs/freight.md "船运航次"): the kit's list, queryById and export; the feature's add and edit
 * (the laytime statement computed and stored on each), and one PUT per step of the time line, `{ id, time }`,
 * under the edit permission (recording a time is an edit of the voyage).
 */
export async function voyageRoutes(api: FastifyInstance, ctx: AppContext) {
  await registerCrudRoutes(api, ctx, voyageEntity, { own: ['add', 'edit'] });

  api.post('/coal/voyage/add', perm('coal:voyage:add'), async (req) => {
    const auth = authOf(req);
    const { record } = await addVoyage(ctx, auth, body(req));
    await dropCounts(ctx, voyageEntity);
    await publishEntityChange(ctx, voyageEntity, 'add', [record], auth);
    await logOperation(ctx, req, auth, OperateType.ADD, `登记船运航次：${record.voyageNo}（${record.vesselName}）`);
    return ok(record, '添加成功！');
  });

  const edit = async (req: FastifyRequest) => {
    const auth = authOf(req);
    const { record, before } = await editVoyage(ctx, auth, body(req));
    await dropCounts(ctx, voyageEntity);
    await publishEntityChange(ctx, voyageEntity, 'edit', [before!, record], auth);
    await logOperation(ctx, req, auth, OperateType.UPDATE, `编辑船运航次：${record.voyageNo}`);
    return ok(record, '编辑成功!');
  };
  api.put('/coal/voyage/edit', perm('coal:voyage:edit'), edit);
  api.post('/coal/voyage/edit', perm('coal:voyage:edit'), edit);

  for (const action of VOYAGE_ACTION_NAMES) {
    api.put(`/coal/voyage/${action}`, perm('coal:voyage:edit'), async (req) => {
      const auth = authOf(req);
      const input = parseInput(actionSchema, req.body);
      const { record, before } = await voyageAction(ctx, auth, action, input);
      await dropCounts(ctx, voyageEntity);
      await publishEntityChange(ctx, voyageEntity, 'edit', [before!, record], auth);
      await logOperation(ctx, req, auth, OperateType.UPDATE, `船运航次${VOYAGE_ACTIONS[action].label}：${record.voyageNo}，${input.time}`);
      return ok(record, VOYAGE_ACTIONS[action].done);
    });
  }
}
