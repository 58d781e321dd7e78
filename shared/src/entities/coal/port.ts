import { defineEntity } from '../../entity/meta';
import { createTimeField, latitudeField, longitudeField, remarkField } from './fields';

/** 港口: a port with its place; its 泊位 are `berthMeta` rows with its id as `portId`. */
export const portMeta = defineEntity({
  name: 'coalPort',
  title: '港口',
  api: '/coal/port',
  perm: 'coal:port',
  tenantScoped: true,
  softDelete: true,
  defaultSort: { field: 'code', order: 'asc' },
  fields: [
    { name: 'code', label: '港口编码', type: 'string', required: true, unique: true, query: true, sortable: true, maxLength: 32, rules: ['code'], list: { width: 130 }, form: { span: 12 } },
    { name: 'name', label: '港口名称', type: 'string', required: true, query: true, sortable: true, maxLength: 100, list: { width: 180 }, form: { span: 12 } },
    { name: 'address', label: '地址', type: 'string', query: true, maxLength: 200, list: { width: 220 } },
    longitudeField(),
    latitudeField(),
    remarkField,
    createTimeField,
  ],
});
