import { defineEntity } from '../../entity/meta';
import { createTimeField, latitudeField, longitudeField, remarkField, tonnesField } from './fields';

/** 站台: a railway loading platform at a station. */
export const platformMeta = defineEntity({
  name: 'coalPlatform',
  title: '站台',
  api: '/coal/platform',
  perm: 'coal:platform',
  tenantScoped: true,
  softDelete: true,
  defaultSort: { field: 'code', order: 'asc' },
  fields: [
    { name: 'code', label: '站台编码', type: 'string', required: true, unique: true, query: true, sortable: true, maxLength: 32, rules: ['code'], list: { width: 130 }, form: { span: 12 } },
    { name: 'name', label: '站台名称', type: 'string', required: true, query: true, sortable: true, maxLength: 100, list: { width: 160 }, form: { span: 12 } },
    { name: 'station', label: '所在车站', type: 'string', query: true, maxLength: 100, list: { width: 140 }, form: { span: 12 } },
    tonnesField('capacityT', '容量(t)', { form: { span: 12 } }),
    longitudeField(),
    latitudeField(),
    remarkField,
    createTimeField,
  ],
});
