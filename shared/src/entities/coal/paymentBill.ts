import { defineEntity } from '../../entity/meta';
import { MONEY_BILL_KIND_INFO } from '../../coal/finance/status';
import { moneyBillFields } from './collectionBill';

/**
 * 付款单 (coal-domain.md "Finance", coal-api.md `/coal/paymentBill`): money paid from one of the company's accounts to
 * a supplier (against its purchase settlements) or a carrier (freight, without settlements). The same record as the
 * 收款单 with the money going the other way (collectionBill.ts); the list shows this kind only.
 */
export const paymentBillMeta = defineEntity({
  name: 'coalPaymentBill',
  title: '付款单',
  tableName: 'coal_money_bill',
  api: MONEY_BILL_KIND_INFO.payment.api,
  perm: MONEY_BILL_KIND_INFO.payment.perm,
  tenantScoped: true,
  org: { carrier: 'carrierId', consumer: 'consumerId', supplier: 'supplierId' },
  defaultSort: { field: 'createTime', order: 'desc' },
  actions: ['list', 'add', 'edit', 'exportXls'],
  fields: moneyBillFields('payment'),
});
