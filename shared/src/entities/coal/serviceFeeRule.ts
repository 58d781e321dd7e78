import { defineEntity } from '../../entity/meta';
import { createTimeField, remarkField } from './fields';

const orgColumn = { readonly: true, list: false, exportable: false, form: false } as const;

/**
 * 服务费规则 (coal-domain.md "Service fees"): a platform fee charged to shippers (货主: the customer of a sale, the
 * supplier of a purchase) or carriers, per tonne of settled weight, per coal bill or per completed trip, at a rate
 * in 元, between two dates. No payer named: every payer of the kind. Deleted only while no fee bill counted it;
 * afterwards it is disabled. A named payer's organisation is copied into `carrierId` / `consumerId` /
 * `supplierId`, so a user acting for an organisation sees only the rules naming it.
 */
export const serviceFeeRuleMeta = defineEntity({
  name: 'coalServiceFeeRule',
  title: '服务费规则',
  api: '/coal/serviceFeeRule',
  perm: 'coal:serviceFeeRule',
  tenantScoped: true,
  org: { carrier: 'carrierId', consumer: 'consumerId', supplier: 'supplierId' },
  defaultSort: { field: 'createTime', order: 'desc' },
  actions: ['list', 'add', 'edit', 'delete', 'exportXls'],
  fields: [
    { name: 'name', label: '规则名称', type: 'string', required: true, query: true, maxLength: 100, list: { width: 180 }, form: { span: 24 } },
    { name: 'payerKind', label: '缴费方', type: 'string', dict: 'coal_service_fee_payer_kind', required: true, defaultValue: 'carrier', query: true, list: { width: 90 }, form: { widget: 'radio', span: 12 } },
    { name: 'payerOrg', label: '单位类型', type: 'string', dict: 'coal_service_fee_payer_org', query: true, list: { width: 90 }, form: { widget: 'select', span: 12, showWhen: { field: 'payerKind', value: 'shipper' }, placeholder: '不选则为全部货主' } },
    { name: 'payerId', label: '缴费单位', type: 'string', list: false, exportable: false, importable: false, form: { span: 12, placeholder: '不选则为全部' } },
    { name: 'payerName', label: '缴费单位', type: 'string', readonly: true, query: true, list: { width: 200 }, form: false },
    { name: 'basis', label: '计费方式', type: 'string', dict: 'coal_service_fee_basis', required: true, defaultValue: 'perTonne', query: true, list: { width: 90 }, form: { widget: 'radio', span: 12 } },
    { name: 'rate', label: '费率(元)', type: 'decimal', scale: 4, min: 0, max: 1_000_000, required: true, list: { width: 110 }, form: { span: 12, placeholder: '按吨为元/吨，按票为元/票，按车次为元/车' } },
    { name: 'validFrom', label: '生效日期', type: 'date', query: 'range', list: { width: 110 }, form: { span: 12, placeholder: '不填则不限' } },
    { name: 'validTo', label: '失效日期', type: 'date', list: { width: 110 }, form: { span: 12, placeholder: '不填则长期有效' } },
    { name: 'enabled', label: '启用', type: 'boolean', defaultValue: true, query: true, list: { width: 70 }, form: { widget: 'switch', span: 12 } },
    { name: 'carrierId', label: '承运单位', type: 'string', ...orgColumn },
    { name: 'consumerId', label: '客户', type: 'string', ...orgColumn },
    { name: 'supplierId', label: '供应商', type: 'string', ...orgColumn },
    remarkField,
    createTimeField,
  ],
});
