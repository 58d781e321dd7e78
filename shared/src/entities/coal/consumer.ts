import { defineEntity } from '../../entity/meta';
import { addressField, bankAccountField, bankNameField, contactField, createTimeField, creditCodeField, orgNameField, phoneField, remarkField } from './organisation';

/** 客户 (coal_consumer): who buys our coal; the supplier's identity fields without a mine. */
export const consumerMeta = defineEntity({
  name: 'coalConsumer',
  title: '客户',
  api: '/coal/consumer',
  perm: 'coal:consumer',
  tenantScoped: true,
  softDelete: true,
  org: { consumer: 'id' },
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: [orgNameField('客户名称'), creditCodeField, contactField, phoneField, addressField, bankNameField, bankAccountField, remarkField, createTimeField],
});
