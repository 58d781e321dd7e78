import { defineEntity } from '../../entity/meta';
import { createTimeField } from './fields';

/**
 * 提煤单 (coal-api.md "Dispatch"): one truck trip of a dispatch plan, issued by `POST /coal/pickupOrder/issue`,
 * voided by `PUT /coal/pickupOrder/void`, never edited or deleted. The plan's facts and the car's plate and the
 * driver's name as issued are kept on the order (the printed slip shows them). It belongs to the plan's carrier,
 * consumer or supplier, whose users see it. The token of the driver's link is stored beside it, never listed.
 */
export const pickupOrderMeta = defineEntity({
  name: 'coalPickupOrder',
  title: '提煤单',
  api: '/coal/pickupOrder',
  perm: 'coal:pickupOrder',
  tenantScoped: true,
  org: { carrier: 'carrierId', consumer: 'consumerId', supplier: 'supplierId' },
  defaultSort: { field: 'createTime', order: 'desc' },
  actions: ['list', 'exportXls'],
  fields: [
    { name: 'orderNo', label: '提煤单号', type: 'string', readonly: true, unique: true, query: true, sortable: true, list: { width: 170 }, form: false },
    { name: 'planId', label: '调度计划', type: 'string', readonly: true, query: true, queryMode: 'eq', list: false, exportable: false, form: false },
    { name: 'planNo', label: '计划编号', type: 'string', readonly: true, query: true, list: { width: 160 }, form: false },
    { name: 'contractId', label: '合同', type: 'string', readonly: true, list: false, exportable: false, form: false },
    { name: 'contractNo', label: '合同编号', type: 'string', readonly: true, query: true, list: { width: 170 }, form: false },
    { name: 'carId', label: '车辆', type: 'string', readonly: true, list: false, exportable: false, form: false },
    { name: 'plateNo', label: '车牌号', type: 'string', readonly: true, query: true, list: { width: 110 }, form: false },
    { name: 'driverId', label: '司机', type: 'string', readonly: true, list: false, exportable: false, form: false },
    { name: 'driverName', label: '司机姓名', type: 'string', readonly: true, query: true, list: { width: 100 }, form: false },
    { name: 'driverPhone', label: '司机电话', type: 'string', readonly: true, list: { width: 130 }, form: false },
    { name: 'carrierId', label: '承运单位', type: 'string', dict: 'coal_carrier,name,id', readonly: true, query: true, list: { width: 180 }, form: false },
    { name: 'supplierId', label: '供应商', type: 'string', readonly: true, list: false, exportable: false, form: false },
    { name: 'consumerId', label: '客户', type: 'string', readonly: true, list: false, exportable: false, form: false },
    { name: 'yardId', label: '货场', type: 'string', dict: 'coal_freight_yard,name,id', readonly: true, query: true, list: { width: 140 }, form: false },
    { name: 'materialId', label: '煤种', type: 'string', dict: 'coal_material,name,id', readonly: true, list: { width: 120 }, form: false },
    { name: 'loadDate', label: '装车日期', type: 'date', readonly: true, query: 'range', sortable: true, list: { width: 110 }, form: false },
    { name: 'validFrom', label: '有效期自', type: 'datetime', readonly: true, list: { width: 170 }, form: false },
    { name: 'validTo', label: '有效期至', type: 'datetime', readonly: true, list: { width: 170 }, form: false },
    { name: 'status', label: '状态', type: 'string', dict: 'coal_pickup_status', readonly: true, query: true, list: { width: 90 }, form: false },
    { name: 'voidReason', label: '作废原因', type: 'string', readonly: true, list: { width: 160 }, form: false },
    createTimeField,
  ],
});
