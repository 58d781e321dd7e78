import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { ok, okMessage } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { registerCrudRoutes } from '../../../core/crud/index';
import { roleEntity } from './entity';
import { userEntity } from '../user/entity';
import { publishEntityChange } from '../../../core/realtime/entity-changes';
import * as service from './service';
import { addUserRoleSchema, checkRoleCodeQuery, deleteUserRoleBatchQuery, deleteUserRoleQuery, userRoleListQuery } from './schema';

const need = (permission: string) => ({ config: { permission } });

export async function roleRoutes(app: FastifyInstance, ctx: AppContext) {
  await registerCrudRoutes(app, ctx, roleEntity);
  // Pickers (user dialogs, department roles) need every role without the role screen's permission.
  app.get('/sys/role/queryall', need('authenticated'), async (req) => ok(await service.allRoles(ctx, authOf(req))));
  app.get('/sys/role/checkRoleCode', need('system:role:list'), async (req) => {
    const { roleCode, id } = parseInput(checkRoleCodeQuery, req.query);
    if (await service.roleCodeTaken(ctx, authOf(req), roleCode, id || undefined)) return { ...okMessage('角色编码已存在'), success: false, code: 500 };
    return okMessage('该值可用！');
  });
  // Members of a role; the paths sit under /sys/user as the clients call them.
  app.get('/sys/user/userRoleList', need('system:role:user'), async (req) => ok(await service.roleUsers(ctx, authOf(req), parseInput(userRoleListQuery, req.query))));
  app.post('/sys/user/addSysUserRole', need('system:role:user'), async (req) => {
    const { roleId, userIdList } = parseInput(addUserRoleSchema, req.body);
    await service.addUsersToRole(ctx, authOf(req), roleId, userIdList);
    await publishEntityChange(ctx, userEntity, 'edit', userIdList.map((id) => ({ id })), authOf(req));
    return okMessage('添加成功！');
  });
  app.delete('/sys/user/deleteUserRole', need('system:role:user'), async (req) => {
    const { roleId, userId } = parseInput(deleteUserRoleQuery, req.query);
    await service.removeUsersFromRole(ctx, authOf(req), roleId, [userId]);
    await publishEntityChange(ctx, userEntity, 'edit', [{ id: userId }], authOf(req));
    return okMessage('删除成功！');
  });
  app.delete('/sys/user/deleteUserRoleBatch', need('system:role:user'), async (req) => {
    const { roleId, userIds } = parseInput(deleteUserRoleBatchQuery, req.query);
    await service.removeUsersFromRole(ctx, authOf(req), roleId, userIds);
    await publishEntityChange(ctx, userEntity, 'edit', userIds.map((id) => ({ id })), authOf(req));
    return okMessage('删除成功！');
  });
}
