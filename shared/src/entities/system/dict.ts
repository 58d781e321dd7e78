import { defineEntity } from '../../entity/meta';

/** Dictionaries (sys_dict); their items are `dictItemMeta`. */
export const dictMeta = defineEntity({
  name: 'sysDict',
  title: '字典',
  api: '/sys/dict',
  perm: 'system:dict',
  platformWide: true,
  softDelete: true,
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: [
    { name: 'dictName', label: '字典名称', type: 'string', required: true, query: true, sortable: true, maxLength: 100 },
    { name: 'dictCode', label: '字典编码', type: 'string', required: true, unique: true, query: true, sortable: true, maxLength: 100, rules: ['code'] },
    { name: 'description', label: '描述', type: 'string', maxLength: 255 },
    { name: 'createTime', label: '创建时间', type: 'datetime', readonly: true, sortable: true, form: false },
  ],
});

/** The items of one dictionary (sys_dict_item): listed and edited within their dictionary. */
export const dictItemMeta = defineEntity({
  name: 'sysDictItem',
  title: '字典项',
  api: '/sys/dictItem',
  perm: 'system:dict:item',
  platformWide: true,
  defaultSort: { field: 'sortOrder', order: 'asc' },
  actions: ['list', 'add', 'edit', 'delete', 'deleteBatch'],
  fields: [
    { name: 'dictId', label: '字典', type: 'string', required: true, list: false, form: { widget: 'hidden' } },
    { name: 'itemText', label: '名称', type: 'string', required: true, query: true, maxLength: 100 },
    { name: 'itemValue', label: '数据值', type: 'string', required: true, unique: true, uniqueWith: ['dictId'], maxLength: 100 },
    { name: 'description', label: '描述', type: 'string', maxLength: 255 },
    { name: 'sortOrder', label: '排序值', type: 'int', sortable: true, min: 0, max: 999999, defaultValue: 1 },
    { name: 'status', label: '是否启用', type: 'int', dict: 'valid_status', query: true, form: { widget: 'switch' }, defaultValue: 1 },
  ],
});
