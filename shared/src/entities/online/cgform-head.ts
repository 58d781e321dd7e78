import { defineEntity } from '../../entity/meta';

/**
 * 在线表单 (onl_cgform_head): an administrator's form over a registered table (an entity declared in this package):
 * which fields it lists, queries and edits, under which labels, and in which list style. Its records are the
 * table's own, read and written through that table's routes with its permissions and data rules, so a form adds
 * no way to the data that the table's screen does not have (docs/online-forms.md). `fieldConfig` is JSON
 * (`shared/src/onlineForm.ts`).
 */
export const cgformHeadMeta = defineEntity({
  name: 'onlCgformHead',
  title: '在线表单',
  api: '/online/cgform/head',
  perm: 'online:cgform',
  tenantScoped: true,
  softDelete: true,
  defaultSort: { field: 'createTime', order: 'desc' },
  actions: ['list', 'add', 'edit', 'delete', 'deleteBatch', 'exportXls', 'recycleBin', 'deleteForever'],
  fields: [
    { name: 'tableTxt', label: '表单名称', type: 'string', required: true, query: true, sortable: true, maxLength: 100, list: { width: 160 }, form: { span: 12 } },
    { name: 'code', label: '表单编码', type: 'string', required: true, unique: true, query: true, sortable: true, maxLength: 50, rules: ['code'], list: { width: 150 }, form: { span: 12, addOnly: true } },
    { name: 'tableName', label: '数据表', type: 'string', dict: 'onl_table', required: true, query: true, list: { width: 120 }, form: { widget: 'select', span: 12 } },
    { name: 'formType', label: '表类型', type: 'string', dict: 'onl_form_type', required: true, defaultValue: '1', query: true, list: { width: 90 }, form: { widget: 'radio', span: 12 } },
    { name: 'listStyle', label: '列表风格', type: 'string', dict: 'onl_list_style', required: true, defaultValue: 'normal', query: true, list: { width: 120 }, form: { widget: 'select', span: 12, showWhen: { field: 'formType', value: ['1', '2'] } } },
    { name: 'subTables', label: '附表', type: 'string', maxLength: 500, list: { width: 160 }, form: { span: 12, showWhen: { field: 'formType', value: '2' }, placeholder: '附表的表单编码' } },
    { name: 'foreignKey', label: '关联字段', type: 'string', maxLength: 64, list: false, form: { span: 12, showWhen: { field: 'formType', value: '3' } } },
    { name: 'fieldConfig', label: '字段配置', type: 'text', required: true, maxLength: 20000, list: false, exportable: true, form: { span: 24 } },
    { name: 'copyOf', label: '原表单', type: 'string', readonly: true, list: false, form: false },
    { name: 'copyVersion', label: '副本号', type: 'int', readonly: true, list: { width: 80 }, form: false },
    { name: 'content', label: '描述', type: 'string', maxLength: 500, list: { width: 220 }, form: { span: 24 } },
    { name: 'createTime', label: '创建时间', type: 'datetime', readonly: true, sortable: true, list: { width: 170 } },
  ],
});
