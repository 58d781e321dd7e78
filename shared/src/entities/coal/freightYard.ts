import { defineEntity } from '../../entity/meta';
import { createTimeField, latitudeField, longitudeField, remarkField, tonnesField } from './fields';

/** 货场/煤场: a yard with its capacity and place; its 垛位 are `stockpileMeta` rows with its id as `yardId`. */
export const freightYardMeta = defineEntity({
  name: 'coalFreightYard',
  title: '货场',
  api: '/coal/freightYard',
  perm: 'coal:freightYard',
  tenantScoped: true,
  softDelete: true,
  defaultSort: { field: 'code', order: 'asc' },
  fields: [
    { name: 'code', label: '货场编码', type: 'string', required: true, unique: true, query: true, sortable: true, maxLength: 32, rules: ['code'], list: { width: 130 }, form: { span: 12 } },
    { name: 'name', label: '货场名称', type: 'string', required: true, query: true, sortable: true, maxLength: 100, list: { width: 180 }, form: { span: 12 } },
    { name: 'address', label: '地址', type: 'string', query: true, maxLength: 200, list: { width: 220 } },
    tonnesField('capacityT', '容量(t)', { form: { span: 12 } }),
    longitudeField(),
    latitudeField(),
    remarkField,
    createTimeField,
  ],
});
