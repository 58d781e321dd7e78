import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { ok, okMessage } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { idQuery, idsQuery } from '../admin-shared/input';
import * as service from './service';
import { addUserRoleSchema, checkRoleCodeQuery, deleteUserRoleBatchQuery, deleteUserRoleQuery, roleEditSchema, roleInputSchema, roleListQuery, userRoleListQuery } from './schema';

const need = (permission: string) => ({ config: { permission } });

export async function roleRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/sys/role/list', need('system:role:list'), async (req) => ok(await service.listRoles(ctx, parseInput(roleListQuery, req.query))));
  // Pickers (user dialogs, department roles) need every role without the role screen's permission.
  app.get('/sys/role/queryall', need('authenticated'), async () => ok(await service.allRoles(ctx)));
  app.get('/sys/role/queryById', need('system:role:list'), async (req) => ok(await service.roleById(ctx, parseInput(idQuery, req.query).id)));
  app.get('/sys/role/checkRoleCode', need('system:role:list'), async (req) => {
    const { roleCode, id } = parseInput(checkRoleCodeQuery, req.query);
    if (await service.roleCodeTaken(ctx, roleCode, id || undefined)) return { ...okMessage('角色编码已存在'), success: false, code: 500 };
    return okMessage('该值可用！');
  });
  app.post('/sys/role/add', need('system:role:add'), async (req) => {
    const input = parseInput(roleInputSchema, req.body);
    const auth = authOf(req);
    return ok(await service.addRole(ctx, input, auth.user.username, auth.tenantId), '添加成功！');
  });
  app.put('/sys/role/edit', need('system:role:edit'), async (req) => {
    const input = parseInput(roleEditSchema, req.body);
    return ok(await service.editRole(ctx, input, authOf(req).user.username), '修改成功！');
  });
  app.delete('/sys/role/delete', need('system:role:delete'), async (req) => {
    await service.deleteRoles(ctx, [parseInput(idQuery, req.query).id]);
    return okMessage('删除角色成功');
  });
  app.delete('/sys/role/deleteBatch', need('system:role:delete'), async (req) => {
    await service.deleteRoles(ctx, parseInput(idsQuery, req.query).ids);
    return okMessage('删除角色成功');
  });

  // Members of a role; the paths sit under /sys/user as the clients call them.
  app.get('/sys/user/userRoleList', need('system:role:user'), async (req) => ok(await service.roleUsers(ctx, parseInput(userRoleListQuery, req.query))));
  app.post('/sys/user/addSysUserRole', need('system:role:user'), async (req) => {
    const { roleId, userIdList } = parseInput(addUserRoleSchema, req.body);
    await service.addUsersToRole(ctx, roleId, userIdList);
    return okMessage('添加成功！');
  });
  app.delete('/sys/user/deleteUserRole', need('system:role:user'), async (req) => {
    const { roleId, userId } = parseInput(deleteUserRoleQuery, req.query);
    await service.removeUsersFromRole(ctx, roleId, [userId]);
    return okMessage('删除成功！');
  });
  app.delete('/sys/user/deleteUserRoleBatch', need('system:role:user'), async (req) => {
    const { roleId, userIds } = parseInput(deleteUserRoleBatchQuery, req.query);
    await service.removeUsersFromRole(ctx, roleId, userIds);
    return okMessage('删除成功！');
  });
}
