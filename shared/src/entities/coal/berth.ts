import { defineEntity } from '../../entity/meta';
import { createTimeField, remarkField, tonnesField } from './fields';

/** 泊位: a berth of a port, with the largest ship it takes (吨级); names unique within the port. */
export const berthMeta = defineEntity({
  name: 'coalBerth',
  title: '泊位',
  api: '/coal/berth',
  perm: 'coal:berth',
  tenantScoped: true,
  softDelete: true,
  defaultSort: { field: 'name', order: 'asc' },
  fields: [
    { name: 'portId', label: '所属港口', type: 'string', dict: 'coal_port,name,id', required: true, query: true, list: { width: 160 }, form: { widget: 'select', span: 12 } },
    { name: 'name', label: '泊位名称', type: 'string', required: true, unique: true, uniqueWith: ['portId'], query: true, sortable: true, maxLength: 50, list: { width: 140 }, form: { span: 12 } },
    tonnesField('tonnageT', '吨级(t)', { form: { span: 12 } }),
    remarkField,
    createTimeField,
  ],
});
