import { defineEntity, type FieldMeta } from '../../entity/meta';
import { MONEY_BILL_KIND_INFO, type MoneyBillKind } from '../../coal/finance/status';
import { createTimeField, remarkField } from './fields';

/** Within numeric(18,2) and still an exact JavaScript number for the bound check. */
const MONEY_LIMIT = 999_999_999_999_999;
const ro = { readonly: true, form: false } as const;
const hidden = { readonly: true, list: false, exportable: false, form: false } as const;

type MoneyBillField =
  | 'billNo'
  | 'billDate'
  | 'counterpartyKind'
  | 'counterpartyId'
  | 'counterpartyName'
  | 'accountId'
  | 'accountName'
  | 'amount'
  | 'method'
  | 'settlementIds'
  | 'settlementNos'
  | 'status'
  | 'rev'
  | 'createBy'
  | 'reviewedBy'
  | 'reviewedTime'
  | 'doneBy'
  | 'doneTime'
  | 'voidReason'
  | 'voidedBy'
  | 'voidedTime'
  | 'consumerId'
  | 'supplierId'
  | 'carrierId'
  | 'remark'
  | 'createTime';

/**
 * The fields of a 收款单 or 付款单 (one table, coal_money_bill, `kind` apart): the counterparty and the account
 * are written by the feature's own add and edit; `accountName`, `settlementIds` and `settlementNos` are read beside
 * the row (the bill's shares in coal_money_bill_settlement). The counterparty's organisation is copied into
 * `consumerId` / `supplierId` / `carrierId`, so that organisation's user sees its own bills.
 */
export function moneyBillFields(kind: MoneyBillKind): FieldMeta<MoneyBillField>[] {
  const info = MONEY_BILL_KIND_INFO[kind];
  const v = info.verb;
  return [
    { name: 'billNo', label: '单据编号', type: 'string', ...ro, unique: true, query: true, sortable: true, list: { width: 160 } },
    { name: 'billDate', label: `${v}款日期`, type: 'date', required: true, query: 'range', sortable: true, list: { width: 110 } },
    { name: 'counterpartyKind', label: '单位类型', type: 'string', dict: 'coal_money_counterparty_kind', required: true, query: true, list: { width: 90 } },
    { name: 'counterpartyId', label: `${kind === 'collection' ? '付' : '收'}款单位`, type: 'string', required: true, queryMode: 'eq', list: false, exportable: false, importable: false },
    { name: 'counterpartyName', label: `${kind === 'collection' ? '付' : '收'}款单位`, type: 'string', readonly: true, query: true, form: false, list: { width: 200 } },
    { name: 'accountId', label: `${v}款账户`, type: 'string', required: true, queryMode: 'eq', list: false, exportable: false, importable: false },
    { name: 'accountName', label: `${v}款账户`, type: 'string', ...ro, list: { width: 220, ellipsis: 16 } },
    { name: 'amount', label: '金额(元)', type: 'decimal', scale: 2, min: 0.01, max: MONEY_LIMIT, required: true, sortable: true, list: { width: 130 } },
    { name: 'method', label: `${v}款方式`, type: 'string', dict: 'coal_pay_method', required: true, query: true, list: { width: 110 } },
    { name: 'settlementIds', label: '结算单', type: 'string', ...hidden },
    { name: 'settlementNos', label: '结算单', type: 'string', ...ro, list: { width: 200 } },
    { name: 'status', label: '状态', type: 'string', dict: info.statusDict, ...ro, query: true, list: { width: 80 } },
    { name: 'rev', label: '版本', type: 'int', ...hidden },
    { name: 'createBy', label: '制单人', type: 'string', ...ro, list: { width: 90 } },
    { name: 'reviewedBy', label: '审核人', type: 'string', ...ro, list: { width: 90 } },
    { name: 'reviewedTime', label: '审核时间', type: 'datetime', ...ro, list: false },
    { name: 'doneBy', label: `确认${v}款人`, type: 'string', ...ro, list: { width: 100 } },
    { name: 'doneTime', label: `${v}款确认时间`, type: 'datetime', ...ro, list: { width: 170 } },
    { name: 'voidReason', label: '作废/冲销原因', type: 'string', ...ro, list: { width: 180 } },
    { name: 'voidedBy', label: '作废/冲销人', type: 'string', ...ro, list: false },
    { name: 'voidedTime', label: '作废/冲销时间', type: 'datetime', ...ro, list: false },
    { name: 'consumerId', label: '客户', type: 'string', ...hidden },
    { name: 'supplierId', label: '供应商', type: 'string', ...hidden },
    { name: 'carrierId', label: '承运单位', type: 'string', ...hidden },
    remarkField,
    createTimeField,
  ];
}

/**
 * 收款单 (coal-domain.md "Finance", coal-api.md `/coal/collectionBill`): money received from a counterparty into one
 * of the company's accounts, shared out over its sales settlements (the rest an advance). 草稿 → 已审核 (not by
 * whoever entered it) → 已收, which writes the 资金流水 line and moves the settlements' collected amounts in one
 * transaction; 作废 before that, 冲销 after, each with a reason. Never deleted. The list shows this kind only.
 */
export const collectionBillMeta = defineEntity({
  name: 'coalCollectionBill',
  title: '收款单',
  tableName: 'coal_money_bill',
  api: MONEY_BILL_KIND_INFO.collection.api,
  perm: MONEY_BILL_KIND_INFO.collection.perm,
  tenantScoped: true,
  org: { carrier: 'carrierId', consumer: 'consumerId', supplier: 'supplierId' },
  defaultSort: { field: 'createTime', order: 'desc' },
  actions: ['list', 'add', 'edit', 'exportXls'],
  fields: moneyBillFields('collection'),
});
