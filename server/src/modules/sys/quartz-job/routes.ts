import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { ok, okMessage } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { JobStatus } from '../../../core/jobs/scheduler';
import { addJobSchema, editJobSchema, idSchema, listJobSchema, listRunsSchema } from './schema';
import * as service from './service';

export const QuartzJobPerm = {
  list: 'system:quartzJob:list',
  add: 'system:quartzJob:add',
  edit: 'system:quartzJob:edit',
  delete: 'system:quartzJob:delete',
  pause: 'system:quartzJob:pause',
  resume: 'system:quartzJob:resume',
  execute: 'system:quartzJob:execute',
} as const;

// The server and the jobs serve every tenant: the platform administrator alone (docs/tenancy.md).
const perm = (permission: string) => ({ config: { permission, platformOnly: true } });

export async function quartzJobRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/sys/quartzJob/list', perm(QuartzJobPerm.list), async (req) => ok(await service.list(ctx, parseInput(listJobSchema, req.query))));

  app.get('/sys/quartzJob/queryById', perm(QuartzJobPerm.list), async (req) => ok(await service.queryById(ctx, parseInput(idSchema, req.query).id)));

  app.get('/sys/quartzJob/handlers', perm(QuartzJobPerm.list), async () => ok(ctx.jobs.registry.list()));

  app.get('/sys/quartzJob/runs', perm(QuartzJobPerm.list), async (req) => ok(await service.runs(ctx, parseInput(listRunsSchema, req.query))));

  app.post('/sys/quartzJob/add', perm(QuartzJobPerm.add), async (req) => {
    const input = parseInput(addJobSchema, req.body);
    return ok(await service.add(ctx, input, authOf(req).user.username), '添加成功！');
  });

  app.put('/sys/quartzJob/edit', perm(QuartzJobPerm.edit), async (req) => {
    const input = parseInput(editJobSchema, req.body);
    return ok(await service.edit(ctx, input, authOf(req).user.username), '编辑成功!');
  });

  app.delete('/sys/quartzJob/delete', perm(QuartzJobPerm.delete), async (req) => {
    await service.remove(ctx, parseInput(idSchema, req.query).id);
    return okMessage('删除成功!');
  });

  app.get('/sys/quartzJob/pause', perm(QuartzJobPerm.pause), async (req) => {
    await service.setStatus(ctx, parseInput(idSchema, req.query).id, JobStatus.stopped, authOf(req).user.username);
    return okMessage('暂停成功');
  });

  app.get('/sys/quartzJob/resume', perm(QuartzJobPerm.resume), async (req) => {
    await service.setStatus(ctx, parseInput(idSchema, req.query).id, JobStatus.running, authOf(req).user.username);
    return okMessage('启动成功');
  });

  app.get('/sys/quartzJob/execute', perm(QuartzJobPerm.execute), async (req) => {
    return okMessage(await service.execute(ctx, parseInput(idSchema, req.query).id));
  });
}
