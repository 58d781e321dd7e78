import type { FieldMeta } from '../../entity/meta';

/**
 * The identity fields the coal business organisations share (coal-domain.md "Base data"): suppliers, consumers and
 * carriers are companies with a 统一社会信用代码, a contact and a settlement account. One place, so the three lists,
 * forms and spreadsheets read alike and check alike.
 */
export const orgNameField = (label: string): FieldMeta<'name'> => ({
  name: 'name',
  label,
  type: 'string',
  required: true,
  unique: true,
  query: true,
  sortable: true,
  maxLength: 100,
  list: { width: 200 },
});

/**
 * Normalised (no spaces, upper-case) and check-character verified by the shared `creditCode` rule; one company, one
 * code. No maxLength: the rule says 18 characters, and a code pasted with spaces (9135 0100 …) must not be cut.
 */
export const creditCodeField: FieldMeta<'creditCode'> = {
  name: 'creditCode',
  label: '统一社会信用代码',
  type: 'string',
  unique: true,
  query: true,
  queryMode: 'eq',
  rules: ['creditCode'],
  list: { width: 190 },
};

export const contactField: FieldMeta<'contact'> = { name: 'contact', label: '联系人', type: 'string', query: true, maxLength: 50, list: { width: 100 } };
export const phoneField: FieldMeta<'phone'> = { name: 'phone', label: '联系电话', type: 'string', query: true, maxLength: 30, rules: ['phone'], list: { width: 140 } };
export const addressField: FieldMeta<'address'> = { name: 'address', label: '地址', type: 'string', maxLength: 200, form: { span: 24 }, list: { width: 220 } };
export const bankNameField: FieldMeta<'bankName'> = { name: 'bankName', label: '开户银行', type: 'string', maxLength: 100, list: { width: 180 } };
export const bankAccountField: FieldMeta<'bankAccount'> = { name: 'bankAccount', label: '银行账号', type: 'string', maxLength: 40, rules: ['bankAccount'], list: { width: 200 } };
export const remarkField: FieldMeta<'remark'> = { name: 'remark', label: '备注', type: 'text', maxLength: 500, form: { span: 24 } };
export const createTimeField: FieldMeta<'createTime'> = { name: 'createTime', label: '创建时间', type: 'datetime', readonly: true, sortable: true, form: false, list: { width: 170 } };
