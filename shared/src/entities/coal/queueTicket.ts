import { defineEntity } from '../../entity/meta';

/**
 * 排队记录 (coal-api.md "Queue and weighbridge"): one truck's turn at a yard, made by `POST /coal/queue/checkIn`
 * on a pickup order, moved by call / enter / skip / void, never edited or deleted through the kit. It belongs to
 * the pickup order's carrier, consumer or supplier, whose users see it.
 */
export const queueTicketMeta = defineEntity({
  name: 'coalQueueTicket',
  title: '排队记录',
  api: '/coal/queue',
  perm: 'coal:queue',
  tenantScoped: true,
  org: { carrier: 'carrierId', consumer: 'consumerId', supplier: 'supplierId' },
  defaultSort: { field: 'checkInTime', order: 'desc' },
  actions: ['list', 'exportXls'],
  fields: [
    { name: 'queueNo', label: '排队号', type: 'int', readonly: true, sortable: true, list: { width: 80 }, form: false },
    { name: 'businessDay', label: '排队日期', type: 'date', readonly: true, query: 'range', sortable: true, list: { width: 110 }, form: false },
    { name: 'yardId', label: '货场', type: 'string', dict: 'coal_freight_yard,name,id', readonly: true, query: true, list: { width: 140 }, form: false },
    { name: 'plateNo', label: '车牌号', type: 'string', readonly: true, query: true, list: { width: 110 }, form: false },
    { name: 'driverName', label: '司机姓名', type: 'string', readonly: true, query: true, list: { width: 100 }, form: false },
    { name: 'pickupOrderId', label: '提煤单', type: 'string', readonly: true, query: true, queryMode: 'eq', list: false, exportable: false, form: false },
    { name: 'pickupOrderNo', label: '提煤单号', type: 'string', readonly: true, query: true, list: { width: 170 }, form: false },
    { name: 'planId', label: '调度计划', type: 'string', readonly: true, list: false, exportable: false, form: false },
    { name: 'contractId', label: '合同', type: 'string', readonly: true, list: false, exportable: false, form: false },
    { name: 'carId', label: '车辆', type: 'string', readonly: true, list: false, exportable: false, form: false },
    { name: 'carrierId', label: '承运单位', type: 'string', dict: 'coal_carrier,name,id', readonly: true, query: true, list: { width: 180 }, form: false },
    { name: 'supplierId', label: '供应商', type: 'string', readonly: true, list: false, exportable: false, form: false },
    { name: 'consumerId', label: '客户', type: 'string', readonly: true, list: false, exportable: false, form: false },
    { name: 'status', label: '状态', type: 'string', dict: 'coal_queue_status', readonly: true, query: true, list: { width: 90 }, form: false },
    { name: 'checkInTime', label: '签到时间', type: 'datetime', readonly: true, sortable: true, list: { width: 170 }, form: false },
    { name: 'calledTime', label: '叫号时间', type: 'datetime', readonly: true, list: { width: 170 }, form: false },
    { name: 'enteredTime', label: '进场时间', type: 'datetime', readonly: true, list: { width: 170 }, form: false },
    { name: 'leftTime', label: '出场时间', type: 'datetime', readonly: true, list: { width: 170 }, form: false },
    { name: 'skipCount', label: '过号次数', type: 'int', readonly: true, list: { width: 90 }, form: false },
    { name: 'voidReason', label: '作废原因', type: 'string', readonly: true, list: { width: 160 }, form: false },
  ],
});
