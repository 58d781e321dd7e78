import { defineEntity } from '../../entity/meta';
import { createTimeField, remarkField, tonnesField } from './fields';

/**
 * 合同 (coal-api.md "Contracts", coal-domain.md "Contracts"). The header is declared here; the quality–price
 * clauses travel inside the contract (`clauses`), checked by `checkClauses`, and the server writes add and edit
 * itself (only a draft may change, with its clauses, in one transaction). `counterpartyId` is a supplier for a
 * purchase and a consumer for a sale; the server copies it into `supplierId` or `consumerId`, which scope the
 * contract to a supplier's or consumer's users, and keeps the name as signed in `counterpartyName`.
 */
export const contractMeta = defineEntity({
  name: 'coalContract',
  title: '合同',
  api: '/coal/contract',
  perm: 'coal:contract',
  tenantScoped: true,
  softDelete: true,
  org: { supplier: 'supplierId', consumer: 'consumerId' },
  defaultSort: { field: 'createTime', order: 'desc' },
  actions: ['list', 'add', 'edit', 'delete', 'deleteBatch', 'exportXls', 'recycleBin', 'deleteForever'],
  fields: [
    { name: 'contractNo', label: '合同编号', type: 'string', unique: true, query: true, sortable: true, maxLength: 50, list: { width: 170 }, form: { span: 12, placeholder: '留空则按编号规则自动生成' } },
    { name: 'direction', label: '合同类型', type: 'string', dict: 'coal_contract_direction', required: true, query: true, list: { width: 90 }, form: { widget: 'radio', span: 12 } },
    { name: 'mode', label: '运输方式', type: 'string', dict: 'coal_contract_mode', required: true, query: true, list: { width: 90 }, form: { widget: 'select', span: 12 } },
    { name: 'counterpartyId', label: '合同对方', type: 'string', required: true, list: false, exportable: false, form: { span: 12 } },
    { name: 'counterpartyName', label: '合同对方', type: 'string', readonly: true, query: true, maxLength: 100, list: { width: 200 }, form: false },
    { name: 'supplierId', label: '供应商', type: 'string', readonly: true, list: false, exportable: false, form: false },
    { name: 'consumerId', label: '客户', type: 'string', readonly: true, list: false, exportable: false, form: false },
    { name: 'materialId', label: '煤种', type: 'string', dict: 'coal_material,name,id', required: true, query: true, list: { width: 120 }, form: { widget: 'select', span: 12 } },
    tonnesField('quantityT', '合同数量(t)', { required: true, form: { span: 12 } }),
    { name: 'unitPrice', label: '含税单价(元/t)', type: 'decimal', scale: 4, min: 0, max: 1_000_000, required: true, list: { width: 130 }, form: { span: 12 } },
    { name: 'taxRate', label: '税率', type: 'decimal', scale: 2, min: 0, max: 1, required: true, defaultValue: 0.13, list: { width: 80 }, form: { span: 12, placeholder: '如 0.13' } },
    { name: 'baseQnetArKcal', label: '基准发热量(kcal/kg)', type: 'int', min: 0, max: 9000, list: { width: 150 }, form: { span: 12 } },
    { name: 'signDate', label: '签订日期', type: 'date', required: true, query: 'range', sortable: true, list: { width: 110 }, form: { span: 12 } },
    { name: 'startDate', label: '开始日期', type: 'date', required: true, list: { width: 110 }, form: { span: 12 } },
    { name: 'endDate', label: '结束日期', type: 'date', required: true, query: 'range', sortable: true, list: { width: 110 }, form: { span: 12 } },
    { name: 'deliveryPlace', label: '交货地点', type: 'string', maxLength: 200, list: { width: 160 }, form: { span: 12 } },
    { name: 'deliveryTerms', label: '交货方式', type: 'string', dict: 'coal_delivery_terms', list: { width: 110 }, form: { widget: 'select', span: 12 } },
    { name: 'weighingBasis', label: '计量依据', type: 'string', dict: 'coal_weighing_basis', list: { width: 130 }, form: { widget: 'select', span: 12 } },
    { name: 'qualityBasis', label: '质量依据', type: 'string', dict: 'coal_quality_basis', list: { width: 130 }, form: { widget: 'select', span: 12 } },
    { name: 'settlementCycle', label: '结算周期', type: 'string', dict: 'coal_settlement_cycle', list: { width: 100 }, form: { widget: 'select', span: 12 } },
    { name: 'deposit', label: '保证金(元)', type: 'decimal', scale: 2, min: 0, max: 99_999_999_999, list: { width: 120 }, form: { span: 12 } },
    { name: 'ownerId', label: '负责人', type: 'string', dict: 'sys_user,realname,id', query: true, list: { width: 100 }, form: { widget: 'sel_user', span: 12 } },
    { name: 'attachments', label: '合同附件', type: 'string', maxLength: 2000, list: false, exportable: false, importable: false, form: { widget: 'upload', span: 24 } },
    { name: 'status', label: '状态', type: 'string', dict: 'coal_contract_status', readonly: true, query: true, list: { width: 90 }, form: false },
    { name: 'version', label: '版本', type: 'int', readonly: true, list: { width: 70 }, form: false },
    remarkField,
    createTimeField,
  ],
});

export const CONTRACT_DIRECTION_ITEMS: [string, string][] = [
  ['purchase', '采购'],
  ['sales', '销售'],
];
export const CONTRACT_MODE_ITEMS: [string, string][] = [
  ['port', '港口'],
  ['ship', '船运'],
  ['railway', '铁路'],
  ['other', '其他'],
];
export const DELIVERY_TERMS_ITEMS: [string, string][] = [
  ['minePickup', '坑口自提'],
  ['railFlat', '车板交货'],
  ['portFob', '港口平仓'],
  ['delivered', '到厂交货'],
];
export const WEIGHING_BASIS_ITEMS: [string, string][] = [
  ['supplier', '以供方计量为准'],
  ['consumer', '以需方计量为准'],
  ['thirdParty', '以第三方计量为准'],
];
export const QUALITY_BASIS_ITEMS: [string, string][] = [
  ['supplier', '以供方化验为准'],
  ['consumer', '以需方化验为准'],
  ['thirdParty', '以第三方检验为准'],
];
export const SETTLEMENT_CYCLE_ITEMS: [string, string][] = [
  ['batch', '按批'],
  ['month', '按月'],
  ['shipment', '按船/列'],
];
