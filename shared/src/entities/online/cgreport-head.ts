import { defineEntity } from '../../entity/meta';

/**
 * 在线报表 (onl_cgreport_head): the head of a report definition. The list, export and delete are the kit's; adding,
 * editing and reading one report carry its columns and parameters too, so those three routes are hand-written at
 * the same paths (`server/src/modules/online-report/cgreport/routes.ts`) and the screen brings its own dialog. A deleted
 * report keeps its row (and its code) but no longer runs.
 */
export const cgreportHeadMeta = defineEntity({
  name: 'onlCgreportHead',
  title: '报表',
  api: '/online/cgreport/head',
  perm: 'online:cgreport',
  tenantScoped: true,
  softDelete: true,
  defaultSort: { field: 'createTime', order: 'desc' },
  actions: ['list', 'add', 'edit', 'delete', 'deleteBatch', 'exportXls'],
  fields: [
    { name: 'name', label: '报表名称', type: 'string', required: true, query: true, sortable: true, maxLength: 100, list: { width: 180 } },
    { name: 'code', label: '报表编码', type: 'string', required: true, unique: true, query: true, sortable: true, maxLength: 50, rules: ['code'], list: { width: 160 } },
    { name: 'cgrSql', label: '报表SQL', type: 'text', required: true, maxLength: 20000, list: false, exportable: true, form: { widget: 'textarea', span: 24 } },
    { name: 'content', label: '描述', type: 'string', maxLength: 500, list: { width: 320 }, form: { span: 24 } },
    { name: 'createTime', label: '创建时间', type: 'datetime', readonly: true, sortable: true, list: { width: 170 } },
  ],
});
