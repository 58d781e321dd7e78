import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { ok, okMessage } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { idQuery, idsQuery } from '../admin-shared/input';
import { userPermissionResult } from './service';
import * as menus from './menus';
import * as grants from './grants';
import * as rules from './rules';
import { z } from 'zod';
import {
  departIdQuery,
  menuEditSchema,
  menuInputSchema,
  parentIdQuery,
  parentIdsQuery,
  roleIdQuery,
  ruleEditSchema,
  ruleInputSchema,
  ruleQuerySchema,
  saveDataRuleSchema,
  saveDepartPermissionSchema,
  saveRolePermissionSchema,
} from './schema';
import { sysPermission } from '../../../core/db/schema/index';
import { eq } from 'drizzle-orm';

const need = (permission: string) => ({ config: { permission } });

export async function permissionRoutes(app: FastifyInstance, ctx: AppContext) {
  // Read fresh at every call: a grant changed by an administrator shows at the user's next fetch.
  app.get('/sys/permission/getUserPermissionByToken', need('authenticated'), async (req) => ok(await userPermissionResult(ctx, authOf(req).user.id)));

  app.get('/sys/permission/list', need('system:permission:list'), async () => ok(await menus.permissionTree(ctx)));
  app.get('/sys/permission/getSystemMenuList', need('system:permission:list'), async () => ok(await menus.systemMenuList(ctx)));
  app.get('/sys/permission/getSystemSubmenu', need('system:permission:list'), async (req) => {
    const { parentId } = parseInput(parentIdQuery, req.query);
    return ok(await menus.submenus(ctx, [parentId]));
  });
  app.get('/sys/permission/getSystemSubmenuBatch', need('system:permission:list'), async (req) => {
    const { parentIds } = parseInput(parentIdsQuery, req.query);
    return ok(await menus.submenuBatch(ctx, parentIds));
  });

  app.post('/sys/permission/add', need('system:permission:add'), async (req) => {
    const input = parseInput(menuInputSchema, req.body);
    return ok(await menus.addMenu(ctx, input, authOf(req).user.username), '添加成功！');
  });
  app.put('/sys/permission/edit', need('system:permission:edit'), async (req) => {
    const input = parseInput(menuEditSchema, req.body);
    return ok(await menus.editMenu(ctx, input, authOf(req).user.username), '修改成功！');
  });
  app.delete('/sys/permission/delete', need('system:permission:delete'), async (req) => {
    const { id } = parseInput(idQuery, req.query);
    await menus.deleteMenus(ctx, [id], authOf(req).user.username);
    return okMessage('删除成功！');
  });
  app.delete('/sys/permission/deleteBatch', need('system:permission:delete'), async (req) => {
    const { ids } = parseInput(idsQuery, req.query);
    await menus.deleteMenus(ctx, ids, authOf(req).user.username);
    return okMessage('批量删除成功！');
  });

  // Role authorisation.
  app.get('/sys/permission/queryTreeList', need('system:role:auth'), async () => ok(menus.authTree(await menus.liveRows(ctx.db))));
  app.get('/sys/permission/queryRolePermission', need('system:role:auth'), async (req) => {
    const { roleId } = parseInput(roleIdQuery, req.query);
    return ok(await grants.rolePermissionIds(ctx, roleId));
  });
  app.post('/sys/permission/saveRolePermission', need('system:role:auth'), async (req) => {
    const { roleId, permissionIds } = parseInput(saveRolePermissionSchema, req.body);
    await grants.saveRolePermission(ctx, roleId, permissionIds);
    return okMessage('保存成功！');
  });
  const dataRuleParams = z.object({ permissionId: z.string().min(1).max(64), roleId: z.string().min(1).max(64) });
  app.get('/sys/permission/queryDataRule/:permissionId/:roleId', need('system:role:auth'), async (req) => {
    const { permissionId, roleId } = parseInput(dataRuleParams, req.params);
    return ok(await grants.roleDataRules(ctx, permissionId, roleId));
  });
  app.post('/sys/permission/saveDataRule', need('system:role:auth'), async (req) => {
    const { permissionId, roleId, dataRuleIds } = parseInput(saveDataRuleSchema, req.body);
    await grants.saveRoleDataRules(ctx, permissionId, roleId, dataRuleIds);
    return okMessage('保存成功！');
  });

  // Data rules of a menu.
  app.get('/sys/permission/getPermRuleListByPermId', need('system:permission:rule'), async (req) => {
    const { permissionId } = parseInput(z.object({ permissionId: ruleQuerySchema.shape.permissionId }), req.query);
    return ok(await rules.rulesOf(ctx, permissionId));
  });
  app.get('/sys/permission/queryPermissionRule', need('system:permission:rule'), async (req) => {
    const q = parseInput(ruleQuerySchema, req.query);
    return ok(await rules.rulesOf(ctx, q.permissionId, q));
  });
  app.post('/sys/permission/addPermissionRule', need('system:permission:rule'), async (req) => {
    const input = parseInput(ruleInputSchema, req.body);
    return ok(await rules.addRule(ctx, input, authOf(req).user.username), '添加成功！');
  });
  app.put('/sys/permission/editPermissionRule', need('system:permission:rule'), async (req) => {
    const input = parseInput(ruleEditSchema, req.body);
    return ok(await rules.editRule(ctx, input, authOf(req).user.username), '修改成功！');
  });
  app.delete('/sys/permission/deletePermissionRule', need('system:permission:rule'), async (req) => {
    const { id } = parseInput(idQuery, req.query);
    await rules.deleteRule(ctx, id);
    return okMessage('删除成功！');
  });

  // Department authorisation: the same whole tree, for those who grant departments rather than roles.
  app.get('/sys/permission/queryTreeListForDepart', need('system:depart:auth'), async () => ok(menus.authTree(await menus.liveRows(ctx.db))));
  app.get('/sys/permission/queryDepartPermission', need('system:depart:auth'), async (req) => {
    const { departId } = parseInput(departIdQuery, req.query);
    return ok(await grants.departPermissionIds(ctx, departId, authOf(req).tenantId));
  });
  app.post('/sys/permission/saveDepartPermission', need('system:depart:auth'), async (req) => {
    const { departId, permissionIds } = parseInput(saveDepartPermissionSchema, req.body);
    await grants.saveDepartPermission(ctx, departId, permissionIds, authOf(req).tenantId);
    return okMessage('保存成功！');
  });
  app.get('/sys/sysDepartPermission/queryTreeListForDeptRole', need('system:depart:role:auth'), async (req) => {
    const { departId } = parseInput(departIdQuery, req.query);
    return ok(await grants.departRoleTree(ctx, departId, authOf(req).tenantId));
  });
  app.get('/sys/sysDepartPermission/queryDeptRolePermission', need('system:depart:role:auth'), async (req) => {
    const { roleId } = parseInput(roleIdQuery, req.query);
    return ok(await grants.deptRolePermissionIds(ctx, roleId, authOf(req).tenantId));
  });
  app.post('/sys/sysDepartPermission/saveDeptRolePermission', need('system:depart:role:auth'), async (req) => {
    const { roleId, permissionIds } = parseInput(saveRolePermissionSchema, req.body);
    await grants.saveDeptRolePermission(ctx, roleId, permissionIds, authOf(req).tenantId);
    return okMessage('保存成功！');
  });

  // The menu screen's "check url" and icon fields read nothing else; queryById serves the edit dialog reload.
  app.get('/sys/permission/queryById', need('system:permission:list'), async (req) => {
    const { id } = parseInput(idQuery, req.query);
    const [row] = await ctx.db.select().from(sysPermission).where(eq(sysPermission.id, id));
    return ok(row && row.delFlag === 0 ? row : null);
  });
}
