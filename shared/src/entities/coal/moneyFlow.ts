import { defineEntity } from '../../entity/meta';
import { MONEY_FLOW_PERM } from '../../coal/finance/status';

const ro = { readonly: true, form: false } as const;

/**
 * 资金流水 (coal-domain.md "Finance", coal-api.md `/coal/moneyFlow`): the lines of the company's accounts, each with the
 * balance after it, written only when a money bill is marked 已收/已付 or 冲销. Read only; our staff only (no kind of
 * organisation owns a line). Listed by account and date range; `accountName` is read beside the row.
 */
export const moneyFlowMeta = defineEntity({
  name: 'coalMoneyFlow',
  title: '资金流水',
  api: '/coal/moneyFlow',
  perm: MONEY_FLOW_PERM,
  tenantScoped: true,
  org: {},
  defaultSort: { field: 'seq', order: 'desc' },
  actions: ['list', 'exportXls'],
  fields: [
    { name: 'accountId', label: '账户', type: 'string', ...ro, queryMode: 'eq', list: false, exportable: false },
    { name: 'accountName', label: '账户', type: 'string', ...ro, list: { width: 220, ellipsis: 16 } },
    { name: 'seq', label: '序号', type: 'int', ...ro, sortable: true, list: { width: 70 } },
    { name: 'flowDate', label: '日期', type: 'date', ...ro, query: 'range', sortable: true, list: { width: 110 } },
    { name: 'direction', label: '收支', type: 'string', dict: 'coal_money_flow_direction', ...ro, query: true, list: { width: 70 } },
    { name: 'amount', label: '金额(元)', type: 'decimal', scale: 2, ...ro, list: { width: 130 } },
    { name: 'balanceAfter', label: '余额(元)', type: 'decimal', scale: 2, ...ro, list: { width: 140 } },
    { name: 'counterpartyName', label: '往来单位', type: 'string', ...ro, query: true, list: { width: 200 } },
    { name: 'billNo', label: '单据编号', type: 'string', ...ro, query: true, list: { width: 160 } },
    { name: 'billId', label: '单据', type: 'string', readonly: true, form: false, list: false, exportable: false },
    { name: 'summary', label: '摘要', type: 'string', ...ro, list: { width: 200 } },
    { name: 'createBy', label: '记账人', type: 'string', ...ro, list: { width: 90 } },
    { name: 'createTime', label: '记账时间', type: 'datetime', ...ro, sortable: true, list: { width: 170 } },
  ],
});
