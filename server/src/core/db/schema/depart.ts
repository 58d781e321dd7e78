import { index, integer, primaryKey, text, uniqueIndex, pgTable } from 'drizzle-orm/pg-core';
import { audit, delFlag, idColumn } from './common';

export const sysDepart = pgTable(
  'sys_depart',
  {
    id: idColumn(),
    parentId: text('parent_id'),
    departName: text('depart_name').notNull(),
    departNameEn: text('depart_name_en'),
    /** Three characters a level (A01, A01A05, ...). */
    orgCode: text('org_code').notNull(),
    /** 1 company, 2 department, 3 position. */
    orgCategory: text('org_category').notNull().default('2'),
    /** 1 top level, 2 below. */
    orgType: text('org_type').notNull().default('2'),
    departOrder: integer('depart_order').notNull().default(0),
    description: text('description'),
    mobile: text('mobile'),
    address: text('address'),
    status: text('status').notNull().default('1'),
    delFlag: delFlag(),
    tenantId: integer('tenant_id'),
    ...audit(),
  },
  (t) => [uniqueIndex('sys_depart_org_code_uq').on(t.orgCode), index('sys_depart_parent_idx').on(t.parentId)],
);

export const sysUserDepart = pgTable(
  'sys_user_depart',
  {
    userId: text('user_id').notNull(),
    depId: text('dep_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.depId] }), index('sys_user_depart_dep_idx').on(t.depId)],
);

export const sysDepartRole = pgTable(
  'sys_depart_role',
  {
    id: idColumn(),
    departId: text('depart_id').notNull(),
    roleName: text('role_name').notNull(),
    roleCode: text('role_code').notNull(),
    description: text('description'),
    ...audit(),
  },
  (t) => [index('sys_depart_role_depart_idx').on(t.departId)],
);

export const sysDepartRoleUser = pgTable(
  'sys_depart_role_user',
  {
    userId: text('user_id').notNull(),
    droleId: text('drole_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.droleId] })],
);

export const sysDepartRolePermission = pgTable(
  'sys_depart_role_permission',
  {
    departId: text('depart_id').notNull(),
    roleId: text('role_id').notNull(),
    permissionId: text('permission_id').notNull(),
    dataRuleIds: text('data_rule_ids'),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

/** The permissions a department may hand out to its department roles. */
export const sysDepartPermission = pgTable(
  'sys_depart_permission',
  {
    departId: text('depart_id').notNull(),
    permissionId: text('permission_id').notNull(),
    dataRuleIds: text('data_rule_ids'),
  },
  (t) => [primaryKey({ columns: [t.departId, t.permissionId] })],
);
