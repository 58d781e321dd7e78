import { defineEntity } from '../../entity/meta';
import { addressField, bankAccountField, bankNameField, contactField, createTimeField, creditCodeField, orgNameField, phoneField, remarkField } from './organisation';

/** 承运单位 (coal_carrier): the haulier whose cars and drivers carry the coal; a carrier-linked user sees its own record. */
export const carrierMeta = defineEntity({
  name: 'coalCarrier',
  title: '承运单位',
  api: '/coal/carrier',
  perm: 'coal:carrier',
  tenantScoped: true,
  softDelete: true,
  org: { carrier: 'id' },
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: [
    orgNameField('承运单位名称'),
    creditCodeField,
    { name: 'licenceNo', label: '道路运输经营许可证号', type: 'string', query: true, maxLength: 30, list: { width: 190 } },
    contactField,
    phoneField,
    addressField,
    bankNameField,
    bankAccountField,
    remarkField,
    createTimeField,
  ],
});
