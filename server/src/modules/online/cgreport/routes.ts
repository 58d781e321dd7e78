import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tableReaderOf } from '../../../core/tenancy/index';
import { ensureReportSources } from './report-sources';
import { z } from 'zod';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { logOperation } from '../../../core/crud/audit';
import { idList } from '../../../core/crud/service';
import { ok, okMessage } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { OperateType } from '../../sys/log/service';
import { reportEditSchema, reportListQuery, reportSchema } from './schema';
import * as service from './service';

const perm = (action: string) => ({ config: { permission: `online:cgreport:${action}` } }) as const;
const idParam = z.object({ id: z.string('id不能为空').min(1, 'id不能为空').max(64, 'id过长') });
const codeParam = z.object({ code: z.string('报表编码不能为空').min(1, '报表编码不能为空').max(64, '报表编码过长') });

/**
 * Online reports: definitions for administrators (`online:cgreport:*`), and the three read routes the report popup
 * calls, open to any signed-in user (the statement is the administrator's; callers only bind values).
 */
export async function cgreportRoutes(api: FastifyInstance, ctx: AppContext) {
  const signed = { config: { permission: 'authenticated' } } as const;
  const asRole = await ensureReportSources(ctx.db, ctx.dbKind, (m) => api.log.warn(m));
  const caller = async (req: FastifyRequest): Promise<service.ReportCaller> => {
    const auth = authOf(req);
    return { tenantId: auth.tenantId, reader: await tableReaderOf(auth), asRole, log: (detail) => req.log.info({ detail }, 'report statement failed') };
  };

  api.get('/online/cgreport/head/list', perm('list'), async (req) => ok(await service.listReports(ctx, await caller(req), parseInput(reportListQuery, req.query))));
  api.get('/online/cgreport/head/queryById', perm('list'), async (req) => ok(await service.reportDetail(ctx, await caller(req), parseInput(idParam, req.query).id)));

  api.post('/online/cgreport/head/add', perm('add'), async (req) => {
    const auth = authOf(req);
    const input = parseInput(reportSchema, req.body);
    const head = await service.addReport(ctx, await caller(req), auth.user.username, input);
    await logOperation(ctx, req, auth, OperateType.ADD, `添加报表：${head.code}`);
    return ok(head, '添加成功！');
  });

  api.put('/online/cgreport/head/edit', perm('edit'), async (req) => {
    const auth = authOf(req);
    const input = parseInput(reportEditSchema, req.body);
    await service.editReport(ctx, await caller(req), auth.user.username, input.id, input);
    await logOperation(ctx, req, auth, OperateType.UPDATE, `编辑报表：${input.code}`);
    return okMessage('编辑成功!');
  });

  api.delete('/online/cgreport/head/delete', perm('delete'), async (req) => {
    const auth = authOf(req);
    const ids = idList((req.query as { id?: unknown; ids?: unknown }).ids ?? (req.query as { id?: unknown }).id);
    await service.deleteReports(ctx, await caller(req), auth.user.username, ids);
    await logOperation(ctx, req, auth, OperateType.DELETE, `删除报表：${ids.join(',')}`);
    return okMessage('删除成功!');
  });

  api.post('/online/cgreport/head/parseSql', perm('parse'), async (req) => {
    const { sql } = parseInput(z.object({ sql: z.string('报表SQL不能为空').min(1, '报表SQL不能为空').max(20000, '报表SQL过长') }), req.body);
    return ok(await service.parseSql(ctx, await caller(req), sql));
  });

  api.get('/online/cgreport/api/getRpColumns/:code', signed, async (req) => ok(await service.reportColumns(ctx, await caller(req), parseInput(codeParam, req.params).code)));
  api.get('/online/cgreport/api/getQueryInfo/:id', signed, async (req) => ok(await service.reportQueryInfo(ctx, await caller(req), parseInput(idParam, req.params).id)));
  api.get('/online/cgreport/api/getData/:id', signed, async (req) =>
    ok(await service.reportData(ctx, await caller(req), parseInput(idParam, req.params).id, (req.query ?? {}) as Record<string, unknown>)),
  );
}
