import { defineEntity } from '../../entity/meta';
import { createTimeField, latitudeField, longitudeField, remarkField } from './fields';

/** 加油站: a partner's station where the carriers' trucks fill up, with its price in 元/升 (4 decimals). */
export const petrolStationMeta = defineEntity({
  name: 'coalPetrolStation',
  title: '加油站',
  api: '/coal/petrolStation',
  perm: 'coal:petrolStation',
  tenantScoped: true,
  softDelete: true,
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: [
    { name: 'name', label: '加油站名称', type: 'string', required: true, unique: true, query: true, sortable: true, maxLength: 100, list: { width: 180 }, form: { span: 12 } },
    { name: 'partner', label: '合作方', type: 'string', query: true, maxLength: 100, list: { width: 160 }, form: { span: 12 } },
    { name: 'fuelPrice', label: '油价(元/升)', type: 'decimal', scale: 4, min: 0, max: 100, list: { width: 120 }, form: { span: 12 } },
    { name: 'address', label: '地址', type: 'string', query: true, maxLength: 200, list: { width: 220 } },
    longitudeField(),
    latitudeField(),
    remarkField,
    createTimeField,
  ],
});
