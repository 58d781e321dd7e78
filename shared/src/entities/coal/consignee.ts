import { defineEntity } from '../../entity/meta';
import { addressField, contactField, createTimeField, phoneField, remarkField } from './organisation';

/** 收货单位 (coal_consignee): where a consumer's coal is delivered; belongs to one consumer and is seen by it. */
export const consigneeMeta = defineEntity({
  name: 'coalConsignee',
  title: '收货单位',
  api: '/coal/consignee',
  perm: 'coal:consignee',
  tenantScoped: true,
  softDelete: true,
  org: { consumer: 'consumerId' },
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: [
    { name: 'name', label: '收货单位名称', type: 'string', required: true, query: true, sortable: true, maxLength: 100, list: { width: 200 } },
    { name: 'consumerId', label: '所属客户', type: 'string', dict: 'coal_consumer,name,id', required: true, query: true, form: { widget: 'sel_search' }, list: { width: 200 } },
    addressField,
    contactField,
    phoneField,
    remarkField,
    createTimeField,
  ],
});
