import { entityActions, permissionCode, type EntityAction, type EntityMeta } from '@meiyun/shared';
import type { SeedMenu } from '../module';

export const ACTION_NAMES: Record<EntityAction, string> = {
  list: '查询',
  add: '添加',
  edit: '编辑',
  delete: '删除',
  deleteBatch: '批量删除',
  exportXls: '导出',
  importExcel: '导入',
  recycleBin: '回收站',
  deleteForever: '彻底删除',
};

/** The buttons (menu type 2) of an entity's actions, under `parent`, with their permission codes. */
export function entityButtons(meta: EntityMeta, parent: string, opts: { namePrefix?: string; roles?: string[] } = {}): SeedMenu[] {
  return entityActions(meta).map((a, i) => ({
    key: `btn:${permissionCode(meta, a)}`,
    parent,
    name: `${opts.namePrefix ?? ''}${ACTION_NAMES[a]}`,
    menuType: 2,
    sortNo: i + 1,
    perms: permissionCode(meta, a),
    permsType: '1',
    roles: opts.roles,
  }));
}

/** An entity's menu entry plus its derived buttons: one line in a module's `menus`. */
export function entityMenu(meta: EntityMeta, menu: Omit<SeedMenu, 'menuType'> & { menuType?: 1 }): SeedMenu[] {
  return [{ menuType: 1, keepAlive: true, ...menu }, ...entityButtons(meta, menu.key, { roles: menu.roles })];
}
