import { defineEntity } from '../../entity/meta';
import { createTimeField, remarkField, tonnesField } from './fields';

/** 垛位: a pile of one yard; 当前库存 never above its 容量 (server hook), names unique within the yard. */
export const stockpileMeta = defineEntity({
  name: 'coalStockpile',
  title: '垛位',
  api: '/coal/stockpile',
  perm: 'coal:stockpile',
  tenantScoped: true,
  softDelete: true,
  defaultSort: { field: 'name', order: 'asc' },
  fields: [
    { name: 'yardId', label: '所属货场', type: 'string', dict: 'coal_freight_yard,name,id', required: true, query: true, list: { width: 160 }, form: { widget: 'select', span: 12 } },
    { name: 'name', label: '垛位名称', type: 'string', required: true, unique: true, uniqueWith: ['yardId'], query: true, sortable: true, maxLength: 50, list: { width: 140 }, form: { span: 12 } },
    { name: 'materialId', label: '煤种', type: 'string', dict: 'coal_material,name,id', query: true, list: { width: 140 }, form: { widget: 'select', span: 12 } },
    tonnesField('capacityT', '容量(t)', { form: { span: 12 } }),
    tonnesField('stockT', '当前库存(t)', { defaultValue: 0, form: { span: 12 } }),
    remarkField,
    createTimeField,
  ],
});
