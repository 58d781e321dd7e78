import { date, index, integer, primaryKey, smallint, text, boolean, uniqueIndex, pgTable } from 'drizzle-orm/pg-core';
import type { PasswordChangeReason } from '@meiyun/shared';
import { audit, delFlag, idColumn } from './common';

export const sysUser = pgTable(
  'sys_user',
  {
    id: idColumn(),
    username: text('username').notNull(),
    realname: text('realname').notNull(),
    /** argon2id PHC string; never leaves the server. */
    passwordHash: text('password_hash').notNull(),
    /**
     * Set while the user must set a new password before going on, saying why: 'weak' (the first start's default
     * admin password) or 'adminSet' (an administrator gave it: a user they added, a password they reset). Null once
     * the user chose their own. The client forces the set-password dialog and names the reason.
     */
    pwdChangeReason: text('pwd_change_reason').$type<PasswordChangeReason>(),
    avatar: text('avatar'),
    birthday: date('birthday', { mode: 'string' }),
    sex: smallint('sex'),
    email: text('email'),
    phone: text('phone'),
    /** The department the user currently works in. */
    orgCode: text('org_code'),
    /** 1 normal, 2 frozen. */
    status: smallint('status').notNull().default(1),
    delFlag: delFlag(),
    workNo: text('work_no'),
    post: text('post'),
    /** Comma-separated tenant ids. */
    relTenantIds: text('rel_tenant_ids').notNull().default(''),
    /** staff, dispatcher 调度员, infoStaff 信息员, trader 贸易商, shipper 货主 (coal-api.md "Business users"). */
    userType: text('user_type').notNull().default('staff'),
    /** The business organisation the user acts for: carrier, consumer or supplier, with its id; null for staff. */
    orgKind: text('org_kind'),
    orgId: text('org_id'),
    ...audit(),
  },
  (t) => [uniqueIndex('sys_user_username_uq').on(t.username)],
);

export const sysRole = pgTable(
  'sys_role',
  {
    id: idColumn(),
    roleName: text('role_name').notNull(),
    roleCode: text('role_code').notNull(),
    description: text('description'),
    tenantId: integer('tenant_id'),
    ...audit(),
  },
  (t) => [uniqueIndex('sys_role_tenant_code_uq').on(t.tenantId, t.roleCode)],
);

export const sysUserRole = pgTable(
  'sys_user_role',
  {
    userId: text('user_id').notNull(),
    roleId: text('role_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('sys_user_role_role_idx').on(t.roleId)],
);

export const sysTenant = pgTable('sys_tenant', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** 1 normal, 0 frozen: a frozen tenant's users cannot sign in to it or send it as tenant-id. */
  status: smallint('status').notNull().default(1),
  beginDate: date('begin_date', { mode: 'string' }),
  endDate: date('end_date', { mode: 'string' }),
  ...audit(),
});
