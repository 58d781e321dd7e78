import { defineEntity } from '../../entity/meta';
import { addressField, bankAccountField, bankNameField, contactField, createTimeField, creditCodeField, orgNameField, phoneField, remarkField } from './organisation';

/** 供应商/煤矿 (coal_supplier): who we buy coal from; a supplier-linked user sees its own record only. */
export const supplierMeta = defineEntity({
  name: 'coalSupplier',
  title: '供应商',
  api: '/coal/supplier',
  perm: 'coal:supplier',
  tenantScoped: true,
  softDelete: true,
  org: { supplier: 'id' },
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: [
    orgNameField('供应商名称'),
    creditCodeField,
    { name: 'mine', label: '煤矿', type: 'string', query: true, maxLength: 100, list: { width: 160 } },
    contactField,
    phoneField,
    addressField,
    bankNameField,
    bankAccountField,
    remarkField,
    createTimeField,
  ],
});
