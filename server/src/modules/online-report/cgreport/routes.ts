import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tableReaderOf } from '../../../core/tenancy/index';
import { ensureReportSources } from './report-sources';
import { z } from 'zod';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { logOperation } from '../../../core/crud/audit';
import { registerCrudRoutes } from '../../../core/crud/index';
import { ok } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { OperateType } from '../../../core/oplog/writer';
import { publishEntityChange } from '../../../core/realtime/entity-changes';
import { cgreportHeadEntity } from './entity';
import { reportEditSchema, reportSchema } from './schema';
import * as service from './service';
import { reportXlsx } from './export';

const perm = (action: string) => ({ config: { permission: `online:cgreport:${action}` } }) as const;
const idParam = z.object({ id: z.string('id不能为空').min(1, 'id不能为空').max(64, 'id过长') });
const codeParam = z.object({ code: z.string('报表编码不能为空').min(1, '报表编码不能为空').max(64, '报表编码过长') });

/**
 * Online reports: definitions for administrators (`online:cgreport:*`), and the three read routes the report popup
 * calls and the report page's export, open to any signed-in user (the statement is the administrator's; callers
 * only bind values).
 */
export async function cgreportRoutes(api: FastifyInstance, ctx: AppContext) {
  const signed = { config: { permission: 'authenticated' } } as const;
  const asRole = await ensureReportSources(ctx.db, ctx.dbKind, (m) => api.log.warn(m));
  const caller = async (req: FastifyRequest): Promise<service.ReportCaller> => {
    const auth = authOf(req);
    return { tenantId: auth.tenantId, reader: await tableReaderOf(auth), asRole, log: (detail) => req.log.info({ detail }, 'report statement failed') };
  };

  // The list, export and delete are the entity kit's; one report is read, added and edited with its columns and parameters.
  await registerCrudRoutes(api, ctx, cgreportHeadEntity, { own: ['queryById', 'add', 'edit'] });
  api.get('/online/cgreport/head/queryById', perm('list'), async (req) => ok(await service.reportDetail(ctx, await caller(req), parseInput(idParam, req.query).id)));

  api.post('/online/cgreport/head/add', perm('add'), async (req) => {
    const auth = authOf(req);
    const input = parseInput(reportSchema, req.body);
    const head = await service.addReport(ctx, await caller(req), auth.user.username, input);
    await publishEntityChange(ctx, cgreportHeadEntity, 'add', [head], auth);
    await logOperation(ctx, req, auth, OperateType.ADD, `添加报表：${head.code}`);
    return ok(head, '添加成功！');
  });

  const edit = async (req: FastifyRequest) => {
    const auth = authOf(req);
    const input = parseInput(reportEditSchema, req.body);
    const head = await service.editReport(ctx, await caller(req), auth.user.username, input.id, input);
    await publishEntityChange(ctx, cgreportHeadEntity, 'edit', [head], auth);
    await logOperation(ctx, req, auth, OperateType.UPDATE, `编辑报表：${head.code}`);
    return ok(head, '编辑成功!');
  };
  // PUT as the web sends it, POST as every generic edit also accepts.
  api.put('/online/cgreport/head/edit', perm('edit'), edit);
  api.post('/online/cgreport/head/edit', perm('edit'), edit);

  api.post('/online/cgreport/head/parseSql', perm('parse'), async (req) => {
    const { sql } = parseInput(z.object({ sql: z.string('报表SQL不能为空').min(1, '报表SQL不能为空').max(20000, '报表SQL过长') }), req.body);
    return ok(await service.parseSql(ctx, await caller(req), sql));
  });

  api.get('/online/cgreport/api/getRpColumns/:code', signed, async (req) => ok(await service.reportColumns(ctx, await caller(req), parseInput(codeParam, req.params).code)));
  api.get('/online/cgreport/api/getQueryInfo/:id', signed, async (req) => ok(await service.reportQueryInfo(ctx, await caller(req), parseInput(idParam, req.params).id)));
  api.get('/online/cgreport/api/getData/:id', signed, async (req) =>
    ok(await service.reportData(ctx, await caller(req), parseInput(idParam, req.params).id, (req.query ?? {}) as Record<string, unknown>)),
  );
  // The report page's 导出: the rows getData would page through for the same query, as xlsx.
  api.get('/online/cgreport/api/exportXls/:id', signed, async (req: FastifyRequest, reply) => {
    const auth = authOf(req);
    const r = await service.reportExport(ctx, await caller(req), parseInput(idParam, req.params).id, (req.query ?? {}) as Record<string, unknown>);
    await logOperation(ctx, req, auth, OperateType.EXPORT, `导出报表：${r.name}`);
    return reportXlsx(reply, r);
  });
}
