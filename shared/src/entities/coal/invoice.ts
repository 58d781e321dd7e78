import { defineEntity } from '../../entity/meta';
import { createTimeField, remarkField } from './fields';

const ro = { readonly: true, form: false } as const;
const hidden = { readonly: true, list: false, exportable: false, form: false } as const;

/**
 * 发票 (coal-api.md "Finance": `/coal/invoice`, docs/finance.md): a 进项 (`in`, a supplier's, against purchase
 * settlements) or 销项 (`out`, ours to a customer, against sales settlements) 专票 or 普票, with its code, number,
 * date and figures, and how much of its total went to which settlement (`settlementIds`; the allocations in
 * queryById). Entered by the feature's own add (the tax arithmetic checked, the settlements' invoiced amounts moved
 * in the same transaction); never edited or deleted: 作废 with a reason takes its amounts back off the settlements.
 * The wire names `code`, `number`, `date` are the table's invoice_code, invoice_number, invoice_date. A customer's
 * or supplier's user reads the invoices naming it.
 */
export const invoiceMeta = defineEntity({
  name: 'coalInvoice',
  title: '发票',
  api: '/coal/invoice',
  perm: 'coal:invoice',
  tenantScoped: true,
  org: { consumer: 'consumerId', supplier: 'supplierId' },
  defaultSort: { field: 'createTime', order: 'desc' },
  actions: ['list', 'add', 'exportXls'],
  fields: [
    { name: 'number', label: '发票号码', type: 'string', ...ro, query: true, sortable: true, list: { width: 190 } },
    { name: 'code', label: '发票代码', type: 'string', ...ro, list: { width: 120 } },
    { name: 'direction', label: '进销项', type: 'string', dict: 'coal_invoice_direction', ...ro, query: true, list: { width: 80 } },
    { name: 'kind', label: '发票种类', type: 'string', dict: 'coal_invoice_kind', ...ro, query: true, list: { width: 80 } },
    { name: 'date', label: '开票日期', type: 'date', ...ro, query: 'range', sortable: true, list: { width: 110 } },
    { name: 'counterpartyName', label: '往来单位', type: 'string', ...ro, list: { width: 200 } },
    { name: 'taxRate', label: '税率', type: 'decimal', scale: 2, ...ro, list: { width: 70 } },
    { name: 'amountExclTax', label: '金额(不含税)', type: 'decimal', scale: 2, ...ro, list: { width: 130 } },
    { name: 'tax', label: '税额', type: 'decimal', scale: 2, ...ro, list: { width: 110 } },
    { name: 'total', label: '价税合计', type: 'decimal', scale: 2, ...ro, list: { width: 130 } },
    { name: 'status', label: '状态', type: 'string', dict: 'coal_invoice_status', ...ro, query: true, list: { width: 80 } },
    { name: 'voidReason', label: '作废原因', type: 'string', ...ro, list: { width: 160 } },
    { name: 'voidedBy', label: '作废人', type: 'string', ...ro, list: false },
    { name: 'voidedTime', label: '作废时间', type: 'datetime', ...ro, list: false },
    { name: 'createBy', label: '登记人', type: 'string', ...ro, list: { width: 90 } },
    { name: 'counterpartyId', label: '往来单位', type: 'string', ...hidden, query: true, queryMode: 'eq' },
    { name: 'counterpartyKind', label: '往来单位类型', type: 'string', ...hidden },
    { name: 'settlementIds', label: '结算单', type: 'string', ...hidden },
    { name: 'consumerId', label: '客户', type: 'string', ...hidden },
    { name: 'supplierId', label: '供应商', type: 'string', ...hidden },
    { ...remarkField, readonly: true, form: false },
    createTimeField,
  ],
});
