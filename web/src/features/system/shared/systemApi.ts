import type { AuthTree, DataRule, DepartNode, DeptRole, Envelope, MemberUser, MenuTreeNode, Page, RoleDataRules } from '@meiyun/shared';
import { deleteAction, downloadFile, getAction, postAction, putAction } from '../../../lib/http';

/** The calls of the system-administration screens (roles, menus, departments); their replies are the contract's. */

/** A record of the generic role list (`roleMeta`), as the role screen's drawers read it. */
export interface Role {
  id: string;
  roleName: string;
  roleCode: string;
  description: string | null;
  createTime: string;
}

export type PageQuery = { pageNo: number; pageSize: number } & Record<string, unknown>;

export const roleApi = {
  users: (q: PageQuery & { roleId: string }) => getAction<Page<MemberUser>>('/sys/user/userRoleList', q),
  addUsers: (roleId: string, userIdList: string[]) => postAction('/sys/user/addSysUserRole', { roleId, userIdList }),
  removeUsers: (roleId: string, userIds: string[]) => deleteAction('/sys/user/deleteUserRoleBatch', { roleId, userIds: userIds.join(',') }),
};

export const permissionApi = {
  list: () => getAction<MenuTreeNode[]>('/sys/permission/list'),
  add: (v: Partial<MenuTreeNode>) => postAction<MenuTreeNode>('/sys/permission/add', v),
  edit: (v: Partial<MenuTreeNode>) => putAction<MenuTreeNode>('/sys/permission/edit', v),
  remove: (id: string) => deleteAction('/sys/permission/delete', { id }),
  removeBatch: (ids: string[]) => deleteAction('/sys/permission/deleteBatch', { ids: ids.join(',') }),
  tree: () => getAction<AuthTree>('/sys/permission/queryTreeList'),
  roleIds: (roleId: string) => getAction<string[]>('/sys/permission/queryRolePermission', { roleId }),
  saveRole: (roleId: string, ids: string[], last: string[]) =>
    postAction('/sys/permission/saveRolePermission', { roleId, permissionIds: ids.join(','), lastpermissionIds: last.join(',') }),
  roleDataRules: (permissionId: string, roleId: string) =>
    getAction<RoleDataRules>(`/sys/permission/queryDataRule/${permissionId}/${roleId}`),
  saveRoleDataRules: (permissionId: string, roleId: string, ids: string[]) => postAction('/sys/permission/saveDataRule', { permissionId, roleId, dataRuleIds: ids.join(',') }),
  rules: (permissionId: string, filter: { ruleName?: string; ruleColumn?: string } = {}) => getAction<DataRule[]>('/sys/permission/queryPermissionRule', { permissionId, ...filter }),
  addRule: (v: Partial<DataRule>) => postAction<DataRule>('/sys/permission/addPermissionRule', v),
  editRule: (v: Partial<DataRule>) => putAction<DataRule>('/sys/permission/editPermissionRule', v),
  removeRule: (id: string) => deleteAction('/sys/permission/deletePermissionRule', { id }),
  departTree: () => getAction<AuthTree>('/sys/permission/queryTreeListForDepart'),
  departIds: (departId: string) => getAction<string[]>('/sys/permission/queryDepartPermission', { departId }),
  saveDepart: (departId: string, ids: string[], last: string[]) =>
    postAction('/sys/permission/saveDepartPermission', { departId, permissionIds: ids.join(','), lastpermissionIds: last.join(',') }),
  deptRoleTree: (departId: string) => getAction<AuthTree>('/sys/sysDepartPermission/queryTreeListForDeptRole', { departId }),
  deptRoleIds: (roleId: string) => getAction<string[]>('/sys/sysDepartPermission/queryDeptRolePermission', { roleId }),
  saveDeptRole: (roleId: string, ids: string[], last: string[]) =>
    postAction('/sys/sysDepartPermission/saveDeptRolePermission', { roleId, permissionIds: ids.join(','), lastpermissionIds: last.join(',') }),
};

export const departApi = {
  tree: () => getAction<DepartNode[]>('/sys/sysDepart/queryTreeList'),
  level: (pid?: string) => getAction<DepartNode[]>('/sys/sysDepart/queryDepartTreeSync', pid ? { pid } : {}),
  search: (keyWord: string) => getAction<DepartNode[]>('/sys/sysDepart/searchBy', { keyWord }),
  byId: (id: string) => getAction<DepartNode>('/sys/sysDepart/queryById', { id }),
  add: (v: Partial<DepartNode>) => postAction<DepartNode>('/sys/sysDepart/add', v),
  edit: (v: Partial<DepartNode>) => putAction<DepartNode>('/sys/sysDepart/edit', v),
  remove: (id: string) => deleteAction('/sys/sysDepart/delete', { id }),
  myTree: () => getAction<DepartNode[]>('/sys/sysDepart/queryMyDeptTreeList'),
  exportXls: () => downloadFile('/sys/sysDepart/exportXls', '部门列表.xlsx'),
  users: (q: PageQuery & { departId?: string }) => getAction<Page<MemberUser>>('/sys/user/queryUserComponentData', q),
  directUsers: (id: string) => getAction<MemberUser[]>('/sys/user/queryUserByDepId', { id }),
  addUsers: (depId: string, userIdList: string[]) => postAction('/sys/user/editSysDepartWithUser', { depId, userIdList }),
  removeUsers: (depId: string, userIds: string[]) => deleteAction('/sys/user/deleteUserInDepartBatch', { depId, userIds: userIds.join(',') }),
  roles: (q: PageQuery & { deptId: string }) => getAction<Page<DeptRole>>('/sys/sysDepartRole/list', q),
  allRoles: (departId: string) => getAction<DeptRole[]>('/sys/sysDepartRole/getDeptRoleList', { departId }),
  addRole: (v: Partial<DeptRole>) => postAction<DeptRole>('/sys/sysDepartRole/add', v),
  editRole: (v: Partial<DeptRole>) => putAction<DeptRole>('/sys/sysDepartRole/edit', v),
  removeRole: (id: string) => deleteAction('/sys/sysDepartRole/delete', { id }),
  userRoles: (userId: string, departId: string) => getAction<{ droleId: string }[]>('/sys/sysDepartRole/getDeptRoleByUserId', { userId, departId }),
  setUserRoles: (userId: string, departId: string, roleIds: string[]) => postAction('/sys/sysDepartRole/deptRoleUserAdd', { userId, departId, newRoleId: roleIds.join(',') }),
};

/** Shows the outcome of a write as the screens do: the server's message, success or warning. */
export function report(env: Envelope<unknown>, message: { success(t: string): unknown; warning(t: string): unknown }): boolean {
  if (env.success) message.success(env.message || '操作成功！');
  else message.warning(env.message || '操作失败');
  return env.success;
}
