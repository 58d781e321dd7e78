import { defineEntity } from '../../entity/meta';

/**
 * 分类字典 (sys_category) through the list kit: shared by every tenant, written by the platform administrator. The
 * 分类字典 screen keeps its own tree; this declaration gives the category tree the kit's list, export and tree view
 * (an online tree list, docs/online-forms.md). Adding, renaming and deleting stay the category routes' own (they
 * keep `code` and `hasChild` in step), at the kit's paths.
 */
export const categoryMeta = defineEntity({
  name: 'sysCategory',
  title: '分类',
  api: '/sys/category',
  perm: 'system:category',
  platformWide: true,
  defaultSort: { field: 'code', order: 'asc' },
  tree: { parentField: 'pid', hasChildField: 'hasChild', root: '0' },
  actions: ['list', 'add', 'edit', 'delete', 'exportXls'],
  fields: [
    { name: 'name', label: '分类名称', type: 'string', required: true, query: true, maxLength: 100, list: { width: 200 }, form: { span: 24 } },
    { name: 'code', label: '分类编码', type: 'string', readonly: true, query: true, queryMode: 'eq', sortable: true, list: { width: 160 } },
    { name: 'pid', label: '父级节点', type: 'string', list: false, form: false },
    { name: 'hasChild', label: '有子节点', type: 'string', readonly: true, list: false },
    { name: 'createTime', label: '创建时间', type: 'datetime', readonly: true, sortable: true, list: { width: 170 } },
  ],
});
