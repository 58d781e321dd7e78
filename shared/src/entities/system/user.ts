import { defineEntity, type OrgKind } from '../../entity/meta';

/**
 * Kinds of user (sys_user.user_type, coal-api.md "Business users"): staff of the company, or a business user acting
 * for one organisation — 调度员 and 信息员 for a carrier (they dispatch and report its trucks), 贸易商 and 货主 for a
 * consumer or a supplier (they buy or sell the coal).
 */
export const USER_TYPES = ['staff', 'dispatcher', 'infoStaff', 'trader', 'shipper'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const BUSINESS_USER_TYPES = ['dispatcher', 'infoStaff', 'trader', 'shipper'] as const satisfies readonly UserType[];
export type BusinessUserType = (typeof BUSINESS_USER_TYPES)[number];

/** The kinds of organisation each business user type may act for; staff act for none. */
export const ORG_KINDS_OF_USER_TYPE: Readonly<Record<UserType, readonly OrgKind[]>> = {
  staff: [],
  dispatcher: ['carrier'],
  infoStaff: ['carrier'],
  trader: ['consumer', 'supplier'],
  shipper: ['consumer', 'supplier'],
};

/** Dictionary sys_user_type, in this order. */
export const USER_TYPE_ITEMS: [UserType, string][] = [
  ['staff', '员工'],
  ['dispatcher', '调度员'],
  ['infoStaff', '信息员'],
  ['trader', '贸易商'],
  ['shipper', '货主'],
];

/** Dictionary sys_org_kind: the organisation a business user acts for. */
export const ORG_KIND_ITEMS: [OrgKind, string][] = [
  ['carrier', '承运单位'],
  ['consumer', '客户'],
  ['supplier', '供应商'],
];

/** The table dictionary of each kind of organisation (its picker). */
export const ORG_DICT_OF_KIND: Readonly<Record<OrgKind, string>> = {
  carrier: 'coal_carrier,name,id',
  consumer: 'coal_consumer,name,id',
  supplier: 'coal_supplier,name,id',
};

/** Why a user's type and organisation do not fit together. */
export const UserOrgMessages = {
  orgRequired: (typeText: string) => `${typeText}须关联所属单位`,
  kindNotAllowed: (typeText: string, kinds: string) => `${typeText}只能关联${kinds}`,
  orgMissing: '所属单位不存在或已删除',
} as const;

const BUSINESS: readonly string[] = BUSINESS_USER_TYPES;

/** System users (product-spec §3 user list row; api-contract "Reference tables": sys_user). */
export const userMeta = defineEntity({
  name: 'sysUser',
  title: '用户',
  api: '/sys/user',
  perm: 'system:user',
  softDelete: true,
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: [
    { name: 'username', label: '用户账号', type: 'string', required: true, unique: true, query: true, sortable: true, maxLength: 18, rules: ['userName'], form: { addOnly: true }, list: { width: 120 } },
    { name: 'realname', label: '用户姓名', type: 'string', required: true, query: true, sortable: true, maxLength: 50, list: { width: 100 } },
    { name: 'password', label: '登录密码', type: 'string', secret: true, required: true, maxLength: 16, form: { widget: 'password', addOnly: true } },
    { name: 'workNo', label: '工号', type: 'string', unique: true, query: true, maxLength: 32, list: { width: 100 } },
    { name: 'sex', label: '性别', type: 'int', dict: 'sex', query: true, form: { widget: 'radio' }, list: { width: 80 } },
    { name: 'birthday', label: '生日', type: 'date', form: { widget: 'date' }, list: { width: 110 } },
    { name: 'phone', label: '手机号码', type: 'string', unique: true, query: true, rules: ['mobileWide'], list: { width: 120 } },
    { name: 'email', label: '邮箱', type: 'string', unique: true, rules: ['email'], maxLength: 100, list: false },
    // The current department (sys_user.org_code, the spreadsheet's 部门): chosen among the user's departments in
    // the 部门 editor (selecteddeparts), so it has no editor of its own. The list's 部门 column shows all of them.
    { name: 'orgCode', label: '部门', type: 'string', dict: 'sys_depart,depart_name,org_code', form: { widget: 'hidden' }, list: false },
    // Position codes of the tenant's 职务管理, comma-joined (JeecgBoot's post holds several).
    { name: 'post', label: '职务', type: 'string', dict: 'sys_position,name,code', multi: true, maxLength: 255, form: { widget: 'list_multi' }, list: false },
    // Relations edited in the form, saved in the user's transaction (JeecgBoot's selectedroles / selecteddeparts).
    { name: 'selectedroles', label: '角色', type: 'string', dict: 'sys_role,role_name,id', multi: true, form: { widget: 'list_multi' }, list: false, importable: false, exportable: false },
    { name: 'relTenantIds', label: '租户', type: 'string', dict: 'sys_tenant,name,id', multi: true, form: { widget: 'list_multi' }, list: false, importable: false, exportable: false },
    { name: 'selecteddeparts', label: '部门', type: 'string', dict: 'sys_depart,depart_name,id', multi: true, form: { widget: 'sel_depart_tree', span: 24, currentField: 'orgCode' }, list: false, importable: false, exportable: false },
    // What kind of user, and for business users the organisation they act for (coal-api.md "Business users"):
    // the server checks that they fit and that the organisation is a live one of the tenant, and clears both for staff.
    // A spreadsheet cannot name an organisation by its id, so the organisation is set in the dialog only.
    { name: 'userType', label: '用户类型', type: 'string', dict: 'sys_user_type', query: true, defaultValue: 'staff', form: { widget: 'select' }, list: { width: 90 } },
    { name: 'orgKind', label: '单位类型', type: 'string', dict: 'sys_org_kind', query: true, form: { widget: 'select', showWhen: { field: 'userType', value: BUSINESS } }, list: false, importable: false, exportable: false },
    { name: 'orgId', label: '所属单位', type: 'string', maxLength: 32, form: { showWhen: { field: 'userType', value: BUSINESS } }, list: { width: 180 }, importable: false, exportable: false },
    { name: 'status', label: '状态', type: 'int', dict: 'user_status', query: true, readonly: true, list: { width: 80 } },
    { name: 'createTime', label: '创建时间', type: 'datetime', readonly: true, query: 'range', sortable: true, list: { width: 170 } },
  ],
});
