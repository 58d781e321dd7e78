import { defineEntity } from '../../entity/meta';
import { createTimeField, remarkField } from './fields';

/** Within numeric(18,2) and still an exact JavaScript number for the bound check. */
const MONEY_LIMIT = 999_999_999_999_999;

/**
 * 账户: a bank account of the company or of a counterparty; 期初余额 is money, a decimal string with 2 places. The
 * company's books: no kind of business organisation owns a row (`org: {}`), so users acting for one see none.
 */
export const accountMeta = defineEntity({
  name: 'coalAccount',
  title: '账户',
  api: '/coal/account',
  perm: 'coal:account',
  tenantScoped: true,
  org: {},
  softDelete: true,
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: [
    { name: 'holder', label: '户名', type: 'string', required: true, query: true, sortable: true, maxLength: 100, list: { width: 180 }, form: { span: 12 } },
    { name: 'accountType', label: '账户类型', type: 'string', dict: 'coal_account_type', required: true, query: true, list: { width: 100 }, form: { widget: 'select', span: 12 } },
    { name: 'bankName', label: '开户行', type: 'string', required: true, query: true, maxLength: 100, list: { width: 200 }, form: { span: 12 } },
    { name: 'accountNo', label: '账号', type: 'string', required: true, unique: true, query: true, maxLength: 40, rules: ['bankAccount'], list: { width: 210 }, form: { span: 12 } },
    { name: 'openingBalance', label: '期初余额(元)', type: 'decimal', scale: 2, min: -MONEY_LIMIT, max: MONEY_LIMIT, defaultValue: 0, list: { width: 150 }, form: { span: 12 } },
    remarkField,
    createTimeField,
  ],
});

export const COAL_ACCOUNT_TYPE_ITEMS: [string, string][] = [
  ['company', '公司'],
  ['consumer', '客户'],
  ['supplier', '供应商'],
  ['carrier', '承运'],
];
