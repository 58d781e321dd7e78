import { boolean, index, doublePrecision, primaryKey, smallint, text, pgTable } from 'drizzle-orm/pg-core';
import { audit, delFlag, idColumn } from './common';

export const sysPermission = pgTable(
  'sys_permission',
  {
    id: idColumn(),
    parentId: text('parent_id'),
    name: text('name').notNull(),
    url: text('url'),
    component: text('component'),
    componentName: text('component_name'),
    redirect: text('redirect'),
    /** 0 top menu, 1 sub-menu, 2 button. */
    menuType: smallint('menu_type').notNull().default(0),
    perms: text('perms'),
    /** 1 show/hide, 2 disable. */
    permsType: text('perms_type').notNull().default('1'),
    sortNo: doublePrecision('sort_no').notNull().default(0),
    alwaysShow: boolean('always_show').notNull().default(false),
    icon: text('icon'),
    isRoute: boolean('is_route').notNull().default(true),
    isLeaf: boolean('is_leaf').notNull().default(true),
    keepAlive: boolean('keep_alive').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    hideTab: boolean('hide_tab').notNull().default(false),
    description: text('description'),
    /** Buttons: '1' enabled, '0' disabled. */
    status: text('status').notNull().default('1'),
    delFlag: delFlag(),
    /** 1 when data rules exist for this menu. */
    ruleFlag: smallint('rule_flag').notNull().default(0),
    internalOrExternal: boolean('internal_or_external').notNull().default(false),
    ...audit(),
  },
  (t) => [index('sys_permission_parent_idx').on(t.parentId)],
);

export const sysRolePermission = pgTable(
  'sys_role_permission',
  {
    roleId: text('role_id').notNull(),
    permissionId: text('permission_id').notNull(),
    dataRuleIds: text('data_rule_ids'),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

export const sysPermissionDataRule = pgTable(
  'sys_permission_data_rule',
  {
    id: idColumn(),
    permissionId: text('permission_id').notNull(),
    ruleName: text('rule_name').notNull(),
    ruleColumn: text('rule_column').notNull(),
    ruleConditions: text('rule_conditions').notNull(),
    ruleValue: text('rule_value').notNull(),
    status: text('status').notNull().default('1'),
    ...audit(),
  },
  (t) => [index('sys_permission_data_rule_perm_idx').on(t.permissionId)],
);

