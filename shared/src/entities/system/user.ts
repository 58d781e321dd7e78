import type { EntityMeta } from '../../entity/meta';

/** System users (product-spec §3 user list row; api-contract "Reference tables": sys_user). */
export const userMeta: EntityMeta = {
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
    { name: 'status', label: '状态', type: 'int', dict: 'user_status', query: true, readonly: true, list: { width: 80 } },
    { name: 'createTime', label: '创建时间', type: 'datetime', readonly: true, query: 'range', sortable: true, list: { width: 170 } },
  ],
};
