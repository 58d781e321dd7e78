import { defineEntity } from '../../entity/meta';

/** sys_tenant status values (dictionary tenant_status). */
export const TenantStatus = { normal: 1, frozen: 0 } as const;

/** Tenants (sys_tenant): the id is a number the administrator chooses, or the next free one. */
export const tenantMeta = defineEntity({
  name: 'sysTenant',
  title: '租户',
  api: '/sys/tenant',
  perm: 'system:tenant',
  platformWide: true,
  defaultSort: { field: 'id', order: 'asc' },
  actions: ['list', 'add', 'edit', 'exportXls'],
  fields: [
    { name: 'id', label: '租户编号', type: 'int', min: 1, max: 2_000_000_000, query: true, sortable: true, form: { addOnly: true, placeholder: '不填则自动生成' }, list: { width: 100 } },
    { name: 'name', label: '租户名称', type: 'string', required: true, unique: true, query: true, sortable: true, maxLength: 100, list: { width: 200 } },
    { name: 'beginDate', label: '开始时间', type: 'date', form: { widget: 'date' }, list: { width: 120 } },
    { name: 'endDate', label: '结束时间', type: 'date', form: { widget: 'date' }, list: { width: 120 } },
    { name: 'status', label: '状态', type: 'int', dict: 'tenant_status', query: true, readonly: true, list: { width: 80 } },
    { name: 'createTime', label: '创建时间', type: 'datetime', readonly: true, sortable: true, list: { width: 170 } },
  ],
});
