import { defineEntity } from '../../entity/meta';
import { createTimeField } from './fields';

const ro = { readonly: true, form: false } as const;
const hidden = { readonly: true, list: false, exportable: false, form: false } as const;

/**
 * 结算单 (coal-api.md "Settlement — /coal/settlement", coal-domain.md "Settlement", docs/settlement.md): one
 * contract's weighings of a period, priced by its clauses. The kit lists and exports it; drafting, the other
 * deductions, the review chain, reject and void are the feature's own routes, and `queryById` answers the whole sheet
 * with its trace and timeline (`SettlementDetail`). Never deleted: voided with a reason, which frees its weighings.
 * The counterparty is copied into `supplierId` / `consumerId`, so a supplier's or a consumer's user reads its own.
 */
export const settlementMeta = defineEntity({
  name: 'coalSettlement',
  title: '结算单',
  api: '/coal/settlement',
  perm: 'coal:settlement',
  tenantScoped: true,
  org: { supplier: 'supplierId', consumer: 'consumerId' },
  defaultSort: { field: 'createTime', order: 'desc' },
  // What a finance clerk scans for comes first: whose, where it stands, how much; the contract and period after.
  actions: ['list', 'exportXls'],
  fields: [
    { name: 'settlementNo', label: '结算单号', type: 'string', ...ro, query: true, sortable: true, list: { width: 170 } },
    { name: 'counterpartyName', label: '往来单位', type: 'string', ...ro, query: true, list: { width: 200 } },
    { name: 'status', label: '状态', type: 'string', dict: 'coal_settlement_status', ...ro, query: true, list: { width: 90 } },
    { name: 'totalAmount', label: '结算金额(元)', type: 'decimal', scale: 2, ...ro, list: { width: 130 } },
    { name: 'quantityT', label: '结算数量(t)', type: 'decimal', scale: 3, ...ro, list: { width: 120 } },
    { name: 'paidAmount', label: '已收付(元)', type: 'decimal', scale: 2, ...ro, list: { width: 120 } },
    { name: 'invoicedAmount', label: '已开票(元)', type: 'decimal', scale: 2, ...ro, list: { width: 120 } },
    { name: 'direction', label: '购销', type: 'string', dict: 'coal_contract_direction', ...ro, query: true, list: { width: 70 } },
    { name: 'contractNo', label: '合同编号', type: 'string', ...ro, query: true, list: { width: 160 } },
    { name: 'periodFrom', label: '开始日期', type: 'date', ...ro, query: 'range', list: { width: 110 } },
    { name: 'periodTo', label: '截止日期', type: 'date', ...ro, list: { width: 110 } },
    { name: 'weighingCount', label: '车次', type: 'int', ...ro, list: { width: 70 } },
    { name: 'createBy', label: '起草人', type: 'string', ...ro, list: { width: 90 } },
    createTimeField,
    { name: 'contractId', label: '合同', type: 'string', ...hidden, query: true, queryMode: 'eq' },
    { name: 'counterpartyId', label: '往来单位', type: 'string', ...hidden, query: true, queryMode: 'eq' },
    { name: 'supplierId', label: '供应商', type: 'string', ...hidden },
    { name: 'consumerId', label: '客户', type: 'string', ...hidden },
  ],
});
