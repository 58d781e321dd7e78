import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { logOperation } from '../../../core/crud/audit';
import { registerCrudRoutes } from '../../../core/crud/index';
import { ok } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { OperateType } from '../../../core/oplog/writer';
import { publishEntityChange } from '../../../core/realtime/entity-changes';
import { cgformHeadEntity } from './entity';
import { copyForm, formConfig } from './service';

const codeParam = z.object({ code: z.string('表单编码不能为空').min(1, '表单编码不能为空').max(64, '表单编码过长') });
const idBody = z.object({ id: z.string('id不能为空').min(1, 'id不能为空').max(64, 'id过长') });

/**
 * Online forms: the heads for administrators (`online:cgform:*`, the entity kit's routes and 复制表单), and the one
 * read a form's list makes. That read is open to any signed-in user of the tenant: it tells only how to show a
 * table, whose records stay behind the table's own routes and permissions.
 */
export async function cgformRoutes(api: FastifyInstance, ctx: AppContext) {
  await registerCrudRoutes(api, ctx, cgformHeadEntity);

  api.get('/online/cgform/api/getFormConfig/:code', { config: { permission: 'authenticated' } }, async (req) =>
    ok(await formConfig(ctx.db, authOf(req).tenantId, parseInput(codeParam, req.params).code)),
  );

  api.post('/online/cgform/head/copy', { config: { permission: 'online:cgform:copy' } }, async (req) => {
    const auth = authOf(req);
    const copy = await copyForm(ctx.db, auth.tenantId, auth.user.username, parseInput(idBody, req.body).id);
    await publishEntityChange(ctx, cgformHeadEntity, 'add', [copy], auth);
    await logOperation(ctx, req, auth, OperateType.ADD, `复制表单：${copy.code}`);
    return ok(copy, '复制成功！');
  });
}
