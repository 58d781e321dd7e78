import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ResultCode } from '@meiyun/shared';
import { BizError } from '../../../core/http/envelope';
import { ADMIN_ROLE_ID } from '../../../core/auth/platform-admin';
import { loadUserPermissionRows } from '../../../core/auth/permissions';
import { ownedBy, PLATFORM_ONLY } from '../../../core/tenancy/index';
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
import { sysPermission, sysRole } from '../../../core/db/schema/index';
import { and, eq } from 'drizzle-orm';

const need = (permission: string) => ({ config: { permission } });
/** Menus and their data rules are platform data: written by the platform administrator alone. */
const platform = (permission: string) => ({ config: { permission, platformOnly: true } });

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

  app.post('/sys/permission/add', platform('system:permission:add'), async (req) => {
    const input = parseInput(menuInputSchema, req.body);
    return ok(await menus.addMenu(ctx, input, authOf(req).user.username), '添加成功！');
  });
  app.put('/sys/permission/edit', platform('system:permission:edit'), async (req) => {
    const input = parseInput(menuEditSchema, req.body);
    return ok(await menus.editMenu(ctx, input, authOf(req).user.username), '修改成功！');
  });
  app.delete('/sys/permission/delete', platform('system:permission:delete'), async (req) => {
    const { id } = parseInput(idQuery, req.query);
    await menus.deleteMenus(ctx, [id], authOf(req).user.username);
    return okMessage('删除成功！');
  });
  app.delete('/sys/permission/deleteBatch', platform('system:permission:delete'), async (req) => {
    const { ids } = parseInput(idsQuery, req.query);
    await menus.deleteMenus(ctx, ids, authOf(req).user.username);
    return okMessage('批量删除成功！');
  });

  /**
   * A role the caller may authorise: one of their tenant's (another tenant's answers 未找到对应数据); the
   * administrator's role is authorised by the platform administrator alone.
   */
  const tenantRole = async (req: FastifyRequest, roleId: string, write: boolean) => {
    const auth = authOf(req);
    const [role] = await ctx.db.select({ id: sysRole.id }).from(sysRole).where(and(eq(sysRole.id, roleId), ownedBy(sysRole.tenantId, auth.tenantId)));
    if (!role) throw new BizError('未找到对应数据');
    if (write && roleId === ADMIN_ROLE_ID && !(await auth.isPlatformAdmin())) throw new BizError(PLATFORM_ONLY, ResultCode.NO_PERMISSION);
  };
  /** Whoever is not the platform administrator gives only what they hold: a tenant cannot grant itself the server's screens. */
  const onlyHeld = async (req: FastifyRequest, roleId: string, wanted: string[]) => {
    const auth = authOf(req);
    if (await auth.isPlatformAdmin()) return;
    const had = new Set(await grants.rolePermissionIds(ctx, roleId));
    const held = new Set((await loadUserPermissionRows(ctx.db, auth.user.id)).map((r) => r.id));
    if (wanted.some((id) => !had.has(id) && !held.has(id))) throw new BizError('不能授予您自己没有的权限');
  };

  // Role authorisation.
  app.get('/sys/permission/queryTreeList', need('system:role:auth'), async () => ok(menus.authTree(await menus.liveRows(ctx.db))));
  app.get('/sys/permission/queryRolePermission', need('system:role:auth'), async (req) => {
    const { roleId } = parseInput(roleIdQuery, req.query);
    await tenantRole(req, roleId, false);
    return ok(await grants.rolePermissionIds(ctx, roleId));
  });
  app.post('/sys/permission/saveRolePermission', need('system:role:auth'), async (req) => {
    const { roleId, permissionIds } = parseInput(saveRolePermissionSchema, req.body);
    await tenantRole(req, roleId, true);
    await onlyHeld(req, roleId, permissionIds);
    await grants.saveRolePermission(ctx, roleId, permissionIds);
    return okMessage('保存成功！');
  });
  const dataRuleParams = z.object({ permissionId: z.string().min(1).max(64), roleId: z.string().min(1).max(64) });
  app.get('/sys/permission/queryDataRule/:permissionId/:roleId', need('system:role:auth'), async (req) => {
    const { permissionId, roleId } = parseInput(dataRuleParams, req.params);
    await tenantRole(req, roleId, false);
    return ok(await grants.roleDataRules(ctx, permissionId, roleId));
  });
  app.post('/sys/permission/saveDataRule', need('system:role:auth'), async (req) => {
    const { permissionId, roleId, dataRuleIds } = parseInput(saveDataRuleSchema, req.body);
    await tenantRole(req, roleId, true);
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
  app.post('/sys/permission/addPermissionRule', platform('system:permission:rule'), async (req) => {
    const input = parseInput(ruleInputSchema, req.body);
    return ok(await rules.addRule(ctx, input, authOf(req).user.username), '添加成功！');
  });
  app.put('/sys/permission/editPermissionRule', platform('system:permission:rule'), async (req) => {
    const input = parseInput(ruleEditSchema, req.body);
    return ok(await rules.editRule(ctx, input, authOf(req).user.username), '修改成功！');
  });
  app.delete('/sys/permission/deletePermissionRule', platform('system:permission:rule'), async (req) => {
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
