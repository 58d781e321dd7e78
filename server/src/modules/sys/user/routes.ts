import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { ok, okMessage } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { changePasswordSchema, editProfileSchema, pageSchema, selectDepartSchema, sessionIdSchema, updatePasswordSchema } from './schema';
import * as service from './service';
import { userDeparts } from './user-info';
import { registerCrudRoutes } from '../../../core/crud/index';
import { idList } from '../../../core/crud/service';
import { logOperation, markStart } from '../../../core/crud/audit';
import { dropCounts } from '../../../core/crud/counts';
import { BizError } from '../../../core/http/envelope';
import { OperateType } from '../../../core/oplog/writer';
import { publishEntityChange } from '../../../core/realtime/entity-changes';
import { freezeUsers, userEntity } from './entity';
import { phoneBindingRoutes } from './phone-binding';

const clientOf = (req: FastifyRequest) => ({ ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') });

export async function userRoutes(app: FastifyInstance, ctx: AppContext) {
  const authenticated = { config: { permission: 'authenticated' } } as const;

  await registerCrudRoutes(app, ctx, userEntity);

  app.put('/sys/user/frozenBatch', { config: { permission: 'system:user:frozen' }, onRequest: async (req) => markStart(req) }, async (req) => {
    const auth = authOf(req);
    const input = (req.body ?? {}) as { ids?: unknown; status?: unknown };
    const status = Number(input.status);
    if (status !== 1 && status !== 2) throw new BizError('状态不正确');
    const rows = await freezeUsers({ ctx, auth }, idList(input.ids), status);
    await dropCounts(ctx, userEntity);
    await publishEntityChange(ctx, userEntity, 'edit', rows, auth);
    await logOperation(ctx, req, auth, OperateType.UPDATE, `${status === 2 ? '冻结' : '解冻'}用户：${rows.map((r) => r.username).join('、')}`);
    return okMessage(status === 2 ? '冻结成功!' : '解冻成功!');
  });

  app.put('/sys/user/changePassword', authenticated, async (req) => {
    const input = parseInput(changePasswordSchema, req.body);
    await service.changeWeakPassword(ctx, authOf(req), input, clientOf(req));
    return okMessage('密码设置成功！');
  });

  const updatePassword = async (req: FastifyRequest) => {
    const input = parseInput(updatePasswordSchema, req.body);
    await service.updatePassword(ctx, authOf(req), input, clientOf(req));
    return okMessage('密码修改成功！');
  };
  app.put('/sys/user/updatePassword', authenticated, updatePassword);
  app.post('/sys/user/updatePassword', authenticated, updatePassword);

  app.get('/sys/user/getCurrentUserDeparts', authenticated, async (req) => {
    const auth = authOf(req);
    return ok({ list: await userDeparts(ctx.db, auth.user.id), orgCode: auth.user.orgCode });
  });

  app.post('/sys/selectDepart', authenticated, async (req) => {
    const { orgCode } = parseInput(selectDepartSchema, req.body);
    return ok(await service.selectDepart(ctx, authOf(req), orgCode));
  });

  app.get('/sys/user/profile', authenticated, async (req) => ok(await service.profile(ctx, authOf(req))));

  app.put('/sys/user/editProfile', authenticated, async (req) => {
    const input = parseInput(editProfileSchema, req.body);
    return ok(await service.editProfile(ctx, authOf(req), input), '保存成功！');
  });

  await phoneBindingRoutes(app, ctx);

  app.get('/sys/user/mySessions', authenticated, async (req) => ok(await service.mySessions(ctx, authOf(req))));

  app.delete('/sys/user/mySessions', authenticated, async (req) => {
    const { id } = parseInput(sessionIdSchema, req.query);
    await service.endMySession(ctx, authOf(req), id);
    return okMessage('已退出该会话');
  });

  app.get('/sys/user/myLoginLog', authenticated, async (req) => {
    const { pageNo, pageSize } = parseInput(pageSchema, req.query);
    return ok(await service.myLoginLog(ctx, authOf(req), pageNo, pageSize));
  });
}
