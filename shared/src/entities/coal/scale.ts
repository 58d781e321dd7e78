import { defineEntity } from '../../entity/meta';
import { createTimeField, remarkField } from './fields';

/** The divisions a truck scale of this business reads in (分度值, kg). */
export const SCALE_DIVISIONS_KG = [10, 20, 50] as const;

/** 地磅: a truck scale of a yard; 上次检定日期 not in the future and 分度值 one of 10/20/50 kg (server hook). */
export const scaleMeta = defineEntity({
  name: 'coalScale',
  title: '地磅',
  api: '/coal/scale',
  perm: 'coal:scale',
  tenantScoped: true,
  softDelete: true,
  defaultSort: { field: 'code', order: 'asc' },
  fields: [
    { name: 'code', label: '地磅编码', type: 'string', required: true, unique: true, query: true, sortable: true, maxLength: 32, rules: ['code'], list: { width: 130 }, form: { span: 12 } },
    { name: 'name', label: '地磅名称', type: 'string', required: true, query: true, sortable: true, maxLength: 100, list: { width: 160 }, form: { span: 12 } },
    { name: 'yardId', label: '所属货场', type: 'string', dict: 'coal_freight_yard,name,id', query: true, list: { width: 160 }, form: { widget: 'select', span: 12 } },
    { name: 'deviceNo', label: '设备编号', type: 'string', unique: true, query: true, maxLength: 64, list: { width: 140 }, form: { span: 12 } },
    { name: 'capacityKg', label: '最大称量(kg)', type: 'int', min: 1000, max: 300000, defaultValue: 100000, list: { width: 130 }, form: { span: 12 } },
    { name: 'divisionKg', label: '分度值(kg)', type: 'int', min: 10, max: 50, defaultValue: 20, list: { width: 110 }, form: { span: 12, placeholder: '10、20 或 50' } },
    { name: 'verifiedOn', label: '上次检定日期', type: 'date', query: 'range', sortable: true, list: { width: 130 }, form: { span: 12 } },
    remarkField,
    createTimeField,
  ],
});
