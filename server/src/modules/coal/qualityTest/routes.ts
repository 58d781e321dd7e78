import type { FastifyInstance, FastifyRequest } from 'fastify';
import { QUALITY_ACTIONS, QUALITY_TRANSITIONS, qualityActionPerm } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { logOperation } from '../../../core/crud/audit';
import { registerCrudRoutes } from '../../../core/crud/index';
import { dropCounts } from '../../../core/crud/counts';
import { BizError, ok } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { OperateType } from '../../../core/oplog/writer';
import { publishEntityChange } from '../../../core/realtime/entity-changes';
import { qualityTestEntity } from './entity';
import { importLabResults, labTemplate } from './labImport';
import { actionSchema, idQuerySchema } from './schema';
import { addQualityTest, editQualityTest, sampleCodes, transitionQualityTest } from './service';

const perm = (code: string) => ({ config: { permission: code } }) as const;

const body = (req: FastifyRequest): Record<string, unknown> => {
  const b = req.body;
  if (!b || typeof b !== 'object' || Array.isArray(b)) throw new BizError('请求参数格式错误');
  return b as Record<string, unknown>;
};

/**
 * `/coal/qualityTest/*` (coal-api.md "Quality"): the kit's list, queryById and export; the feature's add (the
 * batch and the codes) and edit (while 已录入), review, approve and void, the three codes for those who may see
 * them, and the import of a lab's results by 化验编码. Each record is read in the caller's tenant and organisation.
 */
export async function qualityTestRoutes(api: FastifyInstance, ctx: AppContext) {
  await registerCrudRoutes(api, ctx, qualityTestEntity, { own: ['add', 'edit'] });

  api.post('/coal/qualityTest/add', perm('coal:qualityTest:add'), async (req) => {
    const auth = authOf(req);
    const { record, codes } = await addQualityTest(ctx, auth, body(req));
    await dropCounts(ctx, qualityTestEntity);
    await publishEntityChange(ctx, qualityTestEntity, 'add', [record], auth);
    await logOperation(ctx, req, auth, OperateType.ADD, `登记煤质化验：${record.labNo}（${record.weighingCount}张磅单）`);
    return ok({ ...record, sampleNo: codes.sampleNo, prepNo: codes.prepNo }, '添加成功！');
  });

  const edit = async (req: FastifyRequest) => {
    const auth = authOf(req);
    const { record, before } = await editQualityTest(ctx, auth, body(req));
    await publishEntityChange(ctx, qualityTestEntity, 'edit', [before!, record], auth);
    await logOperation(ctx, req, auth, OperateType.UPDATE, `编辑煤质化验：${record.labNo}`);
    return ok(record, '编辑成功!');
  };
  api.put('/coal/qualityTest/edit', perm('coal:qualityTest:edit'), edit);
  api.post('/coal/qualityTest/edit', perm('coal:qualityTest:edit'), edit);

  for (const action of QUALITY_ACTIONS) {
    api.put(`/coal/qualityTest/${action}`, perm(qualityActionPerm(action)), async (req) => {
      const auth = authOf(req);
      const input = parseInput(actionSchema, req.body);
      const { record, before } = await transitionQualityTest(ctx, auth, action, input);
      await dropCounts(ctx, qualityTestEntity);
      await publishEntityChange(ctx, qualityTestEntity, 'edit', [before!, record], auth);
      await logOperation(ctx, req, auth, OperateType.UPDATE, `煤质化验${QUALITY_TRANSITIONS[action].label}：${record.labNo}${input.reason ? `，原因：${input.reason}` : ''}`);
      return ok(record, QUALITY_TRANSITIONS[action].done);
    });
  }

  api.get('/coal/qualityTest/codes', perm(qualityActionPerm('codes')), async (req) => {
    const { id } = parseInput(idQuerySchema, req.query);
    return ok(await sampleCodes(ctx, authOf(req), id));
  });

  api.post('/coal/qualityTest/importExcel', perm(qualityActionPerm('importExcel')), async (req) => {
    const r = await importLabResults(ctx, req);
    await dropCounts(ctx, qualityTestEntity);
    await publishEntityChange(ctx, qualityTestEntity, 'import', [], authOf(req));
    return r;
  });
  api.get('/coal/qualityTest/importTemplate', perm(qualityActionPerm('importExcel')), async (req, reply) => labTemplate(ctx, req, reply));
}
