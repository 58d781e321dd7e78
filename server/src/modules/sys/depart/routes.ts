import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { ok, okMessage } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { idQuery, idsQuery } from '../admin-shared/input';
import * as service from './service';
import * as roles from './depart-roles';
import { departTemplate, exportDeparts, importDeparts } from './depart-io';
import {
  departEditSchema,
  departInputSchema,
  departUserQuery,
  departUsersSchema,
  deptRoleByUserQuery,
  deptRoleEditSchema,
  deptRoleInputSchema,
  deptRoleListQuery,
  deptRoleUserAddSchema,
  keywordQuery,
  pidQuery,
  queryUserByDepIdQuery,
  userComponentQuery,
} from './schema';
import { z } from 'zod';

const need = (permission: string) => ({ config: { permission } });
// Department trees and user pickers appear in many forms (user dialogs, selectors): any signed-in user reads them.
const anyUser = need('authenticated');

export async function departRoutes(app: FastifyInstance, ctx: AppContext) {
  const tenant = (req: Parameters<typeof authOf>[0]) => authOf(req).tenantId;

  app.get('/sys/sysDepart/queryTreeList', anyUser, async (req) => ok(await service.departTree(ctx, tenant(req))));
  app.get('/sys/sysDepart/queryDepartTreeSync', anyUser, async (req) => ok(await service.departLevel(ctx, tenant(req), parseInput(pidQuery, req.query).pid)));
  app.get('/sys/sysDepart/queryIdTree', anyUser, async (req) => ok(await service.idTree(ctx, tenant(req))));
  app.get('/sys/sysDepart/searchBy', anyUser, async (req) => ok(await service.searchDeparts(ctx, tenant(req), parseInput(keywordQuery, req.query).keyWord)));
  app.get('/sys/sysDepart/listAll', anyUser, async (req) => ok(await service.listAll(ctx, tenant(req))));
  app.get('/sys/sysDepart/queryMyDeptTreeList', anyUser, async (req) => ok(await service.myDepartTree(ctx, tenant(req), authOf(req).user.id)));
  app.get('/sys/sysDepart/queryById', need('system:depart:list'), async (req) => ok(await service.departById(ctx, parseInput(idQuery, req.query).id, tenant(req))));

  app.post('/sys/sysDepart/add', need('system:depart:add'), async (req) => {
    const input = parseInput(departInputSchema, req.body);
    return ok(await service.addDepart(ctx, input, authOf(req).user.username, tenant(req)), '添加成功！');
  });
  app.put('/sys/sysDepart/edit', need('system:depart:edit'), async (req) => {
    const input = parseInput(departEditSchema, req.body);
    return ok(await service.editDepart(ctx, input, authOf(req).user.username, tenant(req)), '修改成功！');
  });
  app.delete('/sys/sysDepart/delete', need('system:depart:delete'), async (req) => {
    await service.deleteDeparts(ctx, [parseInput(idQuery, req.query).id], authOf(req).user.username, tenant(req));
    return okMessage('删除成功！');
  });
  app.delete('/sys/sysDepart/deleteBatch', need('system:depart:delete'), async (req) => {
    await service.deleteDeparts(ctx, parseInput(idsQuery, req.query).ids, authOf(req).user.username, tenant(req));
    return okMessage('删除成功！');
  });
  app.get('/sys/sysDepart/exportXls', need('system:depart:exportXls'), async (req, reply) => exportDeparts(ctx, req, reply));
  app.post('/sys/sysDepart/importExcel', need('system:depart:importExcel'), async (req) => importDeparts(ctx, req));
  app.get('/sys/sysDepart/importTemplate', need('system:depart:importExcel'), async (req, reply) => departTemplate(ctx, req, reply));

  // Users of departments; the paths sit under /sys/user as the clients call them.
  app.get('/sys/user/queryUserComponentData', anyUser, async (req) => ok(await service.userComponentData(ctx, tenant(req), parseInput(userComponentQuery, req.query))));
  app.get('/sys/user/queryUserByDepId', anyUser, async (req) => {
    const { id, realname } = parseInput(queryUserByDepIdQuery, req.query);
    return ok(await service.usersOfDepart(ctx, tenant(req), id, realname));
  });
  app.post('/sys/user/editSysDepartWithUser', need('system:depart:user'), async (req) => {
    const { depId, userIdList } = parseInput(departUsersSchema, req.body);
    await service.addUsersToDepart(ctx, tenant(req), depId, userIdList);
    return okMessage('添加成功！');
  });
  app.delete('/sys/user/deleteUserInDepartBatch', need('system:depart:user'), async (req) => {
    const { depId, userIds } = parseInput(departUserQuery, req.query);
    await service.removeUsersFromDepart(ctx, tenant(req), depId, userIds);
    return okMessage('删除成功！');
  });

  // Department roles.
  app.get('/sys/sysDepartRole/list', need('system:depart:role:list'), async (req) => ok(await roles.listDeptRoles(ctx, tenant(req), parseInput(deptRoleListQuery, req.query))));
  app.get('/sys/sysDepartRole/getDeptRoleList', need('system:depart:role:list'), async (req) => {
    const { departId } = parseInput(z.object({ departId: idQuery.shape.id }), req.query);
    return ok(await roles.deptRolesOf(ctx, tenant(req), departId));
  });
  app.get('/sys/sysDepartRole/queryById', need('system:depart:role:list'), async (req) => ok(await roles.deptRoleById(ctx, tenant(req), parseInput(idQuery, req.query).id)));
  app.post('/sys/sysDepartRole/add', need('system:depart:role:add'), async (req) => {
    const input = parseInput(deptRoleInputSchema, req.body);
    return ok(await roles.addDeptRole(ctx, tenant(req), input, authOf(req).user.username), '添加成功！');
  });
  app.put('/sys/sysDepartRole/edit', need('system:depart:role:edit'), async (req) => {
    const input = parseInput(deptRoleEditSchema, req.body);
    return ok(await roles.editDeptRole(ctx, tenant(req), input, authOf(req).user.username), '修改成功！');
  });
  app.delete('/sys/sysDepartRole/delete', need('system:depart:role:delete'), async (req) => {
    await roles.deleteDeptRoles(ctx, tenant(req), [parseInput(idQuery, req.query).id]);
    return okMessage('删除成功！');
  });
  app.delete('/sys/sysDepartRole/deleteBatch', need('system:depart:role:delete'), async (req) => {
    await roles.deleteDeptRoles(ctx, tenant(req), parseInput(idsQuery, req.query).ids);
    return okMessage('删除成功！');
  });
  app.get('/sys/sysDepartRole/getDeptRoleByUserId', need('system:depart:role:user'), async (req) => {
    const { userId, departId } = parseInput(deptRoleByUserQuery, req.query);
    return ok(await roles.deptRolesOfUser(ctx, tenant(req), userId, departId));
  });
  app.post('/sys/sysDepartRole/deptRoleUserAdd', need('system:depart:role:user'), async (req) => {
    const { userId, departId, newRoleId } = parseInput(deptRoleUserAddSchema, req.body);
    await roles.setUserDeptRoles(ctx, tenant(req), userId, departId, newRoleId);
    return okMessage('保存成功！');
  });
}
