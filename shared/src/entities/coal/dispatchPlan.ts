import { defineEntity } from '../../entity/meta';
import { createTimeField, remarkField, tonnesField } from './fields';

/**
 * 调度计划 (coal-api.md "Dispatch", coal-domain.md "Dispatch"): trucks and tonnes to load on a day against an
 * executing contract. The server writes add and edit itself (the contract's balance is checked with the contract
 * locked) and numbers each plan from the fill rule `dispatch_plan_no`. The contract's number, direction and
 * counterparty are copied onto the plan: `supplierId` / `consumerId` scope it to the contract's organisation, and
 * `carrierId` to the carrier hauling it, so each of their users sees the plans that concern them.
 */
export const dispatchPlanMeta = defineEntity({
  name: 'coalDispatchPlan',
  title: '调度计划',
  api: '/coal/dispatchPlan',
  perm: 'coal:dispatchPlan',
  tenantScoped: true,
  softDelete: true,
  org: { carrier: 'carrierId', consumer: 'consumerId', supplier: 'supplierId' },
  defaultSort: { field: 'createTime', order: 'desc' },
  // A deleted draft is not restored: it would take back tonnage from the balance without a check.
  actions: ['list', 'add', 'edit', 'delete', 'deleteBatch', 'exportXls'],
  fields: [
    { name: 'planNo', label: '计划编号', type: 'string', readonly: true, unique: true, query: true, sortable: true, maxLength: 50, list: { width: 160 }, form: false },
    { name: 'contractId', label: '合同', type: 'string', required: true, list: false, exportable: false, form: { span: 12, addOnly: true } },
    { name: 'contractNo', label: '合同编号', type: 'string', readonly: true, query: true, list: { width: 170 }, form: false },
    { name: 'direction', label: '合同类型', type: 'string', dict: 'coal_contract_direction', readonly: true, query: true, list: { width: 90 }, form: false },
    { name: 'loadDate', label: '装车日期', type: 'date', required: true, query: 'range', sortable: true, list: { width: 110 }, form: { span: 12 } },
    { name: 'slot', label: '装车时段', type: 'string', dict: 'coal_load_slot', defaultValue: 'allDay', query: true, list: { width: 90 }, form: { widget: 'select', span: 12 } },
    { name: 'carrierId', label: '承运单位', type: 'string', dict: 'coal_carrier,name,id', required: true, query: true, list: { width: 180 }, form: { widget: 'select', span: 12 } },
    { name: 'consigneeId', label: '收货单位', type: 'string', dict: 'coal_consignee,name,id', query: true, list: { width: 180 }, form: { widget: 'select', span: 12 } },
    { name: 'supplierId', label: '供应商', type: 'string', readonly: true, list: false, exportable: false, form: false },
    { name: 'consumerId', label: '客户', type: 'string', readonly: true, list: false, exportable: false, form: false },
    { name: 'materialId', label: '煤种', type: 'string', dict: 'coal_material,name,id', query: true, list: { width: 120 }, form: { widget: 'select', span: 12, placeholder: '默认合同煤种' } },
    { name: 'yardId', label: '货场', type: 'string', dict: 'coal_freight_yard,name,id', required: true, query: true, list: { width: 140 }, form: { widget: 'select', span: 12 } },
    { name: 'plannedTrucks', label: '计划车数', type: 'int', required: true, min: 1, max: 10000, list: { width: 90 }, form: { span: 12 } },
    tonnesField('plannedT', '计划吨数(t)', { required: true, min: 0.001, form: { span: 12 } }),
    { name: 'status', label: '状态', type: 'string', dict: 'coal_plan_status', readonly: true, query: true, list: { width: 90 }, form: false },
    { name: 'closeReason', label: '关闭原因', type: 'string', readonly: true, list: { width: 160 }, form: false },
    remarkField,
    createTimeField,
  ],
});
