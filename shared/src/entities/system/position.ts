import { defineEntity } from '../../entity/meta';

/** Positions (sys_position): a post with a unique code and a rank from the `position_rank` dictionary. */
export const positionMeta = defineEntity({
  name: 'sysPosition',
  title: '职务',
  api: '/sys/position',
  perm: 'system:position',
  tenantScoped: true,
  defaultSort: { field: 'createTime', order: 'desc' },
  actions: ['list', 'add', 'edit', 'delete', 'deleteBatch', 'exportXls', 'importExcel'],
  fields: [
    { name: 'code', label: '职务编码', type: 'string', required: true, unique: true, query: true, sortable: true, maxLength: 20, rules: ['code'], list: { width: 140 } },
    { name: 'name', label: '职务名称', type: 'string', required: true, query: true, sortable: true, maxLength: 100, list: { width: 180 } },
    { name: 'rank', label: '职级', type: 'string', dict: 'position_rank', required: true, query: true, form: { widget: 'select' }, list: { width: 120 } },
    { name: 'companyId', label: '公司', type: 'string', dict: 'sys_depart,depart_name,id', form: { widget: 'select' }, list: { width: 160 } },
    { name: 'departId', label: '部门', type: 'string', dict: 'sys_depart,depart_name,id', form: { widget: 'select' }, list: { width: 160 } },
    { name: 'createTime', label: '创建时间', type: 'datetime', readonly: true, sortable: true, form: false, list: { width: 170 } },
  ],
});
