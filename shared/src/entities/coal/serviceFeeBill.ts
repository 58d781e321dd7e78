import { defineEntity } from '../../entity/meta';
import { createTimeField } from './fields';

const ro = { readonly: true, form: false } as const;
const hidden = { readonly: true, list: false, exportable: false, form: false } as const;

/**
 * 服务费账单 (coal-domain.md "Service fees"): one payer's fees of one month, written by the monthly job or
 * `POST /coal/serviceFeeBill/generate` from the month's completed weighings, its lines in
 * `coal_service_fee_bill_line`. Never edited or deleted: 草稿 → 已确认, or 已作废 with a reason (a regeneration
 * voids the draft it replaces). The payer's organisation is copied into `carrierId` / `consumerId` /
 * `supplierId`: a carrier's user sees the carrier's bills. Finance's payment and collection bills will list these.
 */
export const serviceFeeBillMeta = defineEntity({
  name: 'coalServiceFeeBill',
  title: '服务费账单',
  api: '/coal/serviceFeeBill',
  perm: 'coal:serviceFeeBill',
  tenantScoped: true,
  org: { carrier: 'carrierId', consumer: 'consumerId', supplier: 'supplierId' },
  defaultSort: { field: 'createTime', order: 'desc' },
  actions: ['list', 'exportXls'],
  fields: [
    { name: 'billNo', label: '账单编号', type: 'string', ...ro, unique: true, query: true, sortable: true, list: { width: 170 } },
    { name: 'month', label: '账单月份', type: 'string', ...ro, query: true, queryMode: 'eq', sortable: true, list: { width: 90 } },
    { name: 'payerKind', label: '缴费方', type: 'string', dict: 'coal_service_fee_payer_kind', ...ro, query: true, list: { width: 90 } },
    { name: 'payerOrg', label: '单位类型', type: 'string', dict: 'coal_service_fee_payer_org', ...ro, list: { width: 90 } },
    { name: 'payerName', label: '缴费单位', type: 'string', ...ro, query: true, list: { width: 200 } },
    { name: 'weighingCount', label: '车次', type: 'int', ...ro, list: { width: 70 } },
    { name: 'totalAmount', label: '金额(元)', type: 'decimal', scale: 2, ...ro, list: { width: 120 } },
    { name: 'status', label: '状态', type: 'string', dict: 'coal_service_fee_bill_status', ...ro, query: true, list: { width: 80 } },
    { name: 'confirmedBy', label: '确认人', type: 'string', ...ro, list: { width: 90 } },
    { name: 'confirmedTime', label: '确认时间', type: 'datetime', ...ro, list: { width: 170 } },
    { name: 'voidReason', label: '作废原因', type: 'string', ...ro, list: { width: 180 } },
    { name: 'voidedBy', label: '作废人', type: 'string', ...ro, list: false },
    { name: 'voidedTime', label: '作废时间', type: 'datetime', ...ro, list: false },
    { name: 'payerId', label: '缴费单位', type: 'string', ...hidden, query: true, queryMode: 'eq' },
    { name: 'carrierId', label: '承运单位', type: 'string', ...hidden },
    { name: 'consumerId', label: '客户', type: 'string', ...hidden },
    { name: 'supplierId', label: '供应商', type: 'string', ...hidden },
    createTimeField,
  ],
});
