import { defineEntity } from '../../entity/meta';

/** Roles (sys_role): their menus and buttons are granted on the role screen, their users listed there too. */
export const roleMeta = defineEntity({
  name: 'sysRole',
  title: '角色',
  api: '/sys/role',
  perm: 'system:role',
  tenantScoped: true,
  defaultSort: { field: 'createTime', order: 'desc' },
  actions: ['list', 'add', 'edit', 'delete', 'deleteBatch', 'exportXls', 'importExcel'],
  fields: [
    { name: 'roleName', label: '角色名称', type: 'string', required: true, query: true, sortable: true, maxLength: 50, list: { width: 180 } },
    { name: 'roleCode', label: '角色编码', type: 'string', required: true, unique: true, query: true, sortable: true, maxLength: 50, rules: ['code'], list: { width: 180 } },
    { name: 'description', label: '描述', type: 'string', maxLength: 255 },
    { name: 'createTime', label: '创建时间', type: 'datetime', readonly: true, sortable: true, form: false, list: { width: 170 } },
  ],
});
