import type { FastifyInstance } from 'fastify';
import { serviceFeeBillActionPerm } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { logOperation } from '../../../core/crud/audit';
import { registerCrudRoutes } from '../../../core/crud/index';
import { dropCounts } from '../../../core/crud/counts';
import { ok } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { OperateType } from '../../../core/oplog/writer';
import { publishEntityChange } from '../../../core/realtime/entity-changes';
import { serviceFeeBillEntity, serviceFeeRuleEntity } from './entity';
import { generateSchema, idQuerySchema, idSchema, voidSchema } from './schema';
import { billDetail, generateForStaff, moveBill } from './service';

const perm = (code: string) => ({ config: { permission: code } }) as const;

/**
 * `/coal/serviceFeeRule/*` (the kit) and `/coal/serviceFeeBill/*`: the kit's list, queryById and export; the
 * detail with lines and weighings; generating a month; 确认 and 作废 of a draft. Read in the caller's tenant and
 * organisation.
 */
export async function serviceFeeRoutes(api: FastifyInstance, ctx: AppContext) {
  await registerCrudRoutes(api, ctx, serviceFeeRuleEntity);
  await registerCrudRoutes(api, ctx, serviceFeeBillEntity);

  api.get('/coal/serviceFeeBill/detail', perm('coal:serviceFeeBill:list'), async (req) => {
    const { id } = parseInput(idQuerySchema, req.query);
    return ok(await billDetail(ctx, authOf(req), id));
  });

  api.post('/coal/serviceFeeBill/generate', perm(serviceFeeBillActionPerm('generate')), async (req) => {
    const auth = authOf(req);
    const { month, regenerate } = parseInput(generateSchema, req.body);
    const { changed, ...result } = await generateForStaff(ctx, auth, month, !!regenerate);
    if (changed.length) {
      await dropCounts(ctx, serviceFeeBillEntity);
      await publishEntityChange(ctx, serviceFeeBillEntity, 'add', changed, auth);
    }
    await logOperation(ctx, req, auth, OperateType.ADD, `生成服务费账单：${month}，新生成${result.written}张，作废草稿${result.voided}张`);
    const message = result.written ? `已生成${month}服务费账单${result.written}张` : result.kept ? `${month}的服务费账单已生成，无新增` : `${month}没有需要收取的服务费`;
    return ok(result, message);
  });

  for (const action of ['confirm', 'void'] as const) {
    api.put(`/coal/serviceFeeBill/${action}`, perm(serviceFeeBillActionPerm(action)), async (req) => {
      const auth = authOf(req);
      const { id, reason } = action === 'void' ? parseInput(voidSchema, req.body) : { ...parseInput(idSchema, req.body), reason: undefined };
      const { record, before } = await moveBill(ctx, auth, id, action, reason);
      await dropCounts(ctx, serviceFeeBillEntity);
      await publishEntityChange(ctx, serviceFeeBillEntity, 'edit', [before, record], auth);
      await logOperation(ctx, req, auth, OperateType.UPDATE, `服务费账单${action === 'void' ? '作废' : '确认'}：${record.billNo}`);
      return ok(record, action === 'void' ? '作废成功！' : '确认成功！');
    });
  }
}
