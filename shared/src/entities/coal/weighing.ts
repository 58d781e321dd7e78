import { defineEntity } from '../../entity/meta';
import { createTimeField } from './fields';

const ro = { readonly: true, form: false } as const;
const hidden = { readonly: true, list: false, exportable: false, form: false } as const;

/**
 * 磅单 (coal-api.md "Queue and weighbridge", coal-domain.md "Queue and weighbridge"): one truck trip over the
 * scale, written by `POST /coal/weighing/tare` and `gross`, changed only by deduct, void and reverse, never edited
 * or deleted through the kit. The pickup order's facts are copied in at the first weighing; it belongs to the
 * order's carrier, consumer or supplier, whose users see it.
 */
export const weighingMeta = defineEntity({
  name: 'coalWeighing',
  title: '磅单',
  api: '/coal/weighing',
  perm: 'coal:weighing',
  tenantScoped: true,
  org: { carrier: 'carrierId', consumer: 'consumerId', supplier: 'supplierId' },
  defaultSort: { field: 'createTime', order: 'desc' },
  actions: ['list', 'exportXls'],
  fields: [
    { name: 'weighNo', label: '磅单号', type: 'string', ...ro, unique: true, query: true, sortable: true, list: { width: 160 } },
    { name: 'direction', label: '业务类型', type: 'string', dict: 'coal_contract_direction', ...ro, query: true, list: { width: 80 } },
    { name: 'plateNo', label: '车牌号', type: 'string', ...ro, query: true, list: { width: 110 } },
    { name: 'driverName', label: '司机姓名', type: 'string', ...ro, query: true, list: { width: 100 } },
    { name: 'pickupOrderNo', label: '提煤单号', type: 'string', ...ro, query: true, list: { width: 170 } },
    { name: 'contractNo', label: '合同编号', type: 'string', ...ro, query: true, list: { width: 170 } },
    { name: 'materialId', label: '煤种', type: 'string', dict: 'coal_material,name,id', ...ro, query: true, list: { width: 120 } },
    { name: 'yardId', label: '货场', type: 'string', dict: 'coal_freight_yard,name,id', ...ro, query: true, list: { width: 130 } },
    { name: 'carrierId', label: '承运单位', type: 'string', dict: 'coal_carrier,name,id', ...ro, query: true, list: { width: 180 } },
    { name: 'tareKg', label: '皮重(kg)', type: 'int', ...ro, list: { width: 100 } },
    { name: 'grossKg', label: '毛重(kg)', type: 'int', ...ro, list: { width: 100 } },
    { name: 'netKg', label: '净重(kg)', type: 'int', ...ro, list: { width: 100 } },
    { name: 'deductKg', label: '扣重(kg)', type: 'int', ...ro, list: { width: 90 } },
    { name: 'settleKg', label: '结算重量(kg)', type: 'int', ...ro, list: { width: 110 } },
    { name: 'ticketKg', label: '票重(kg)', type: 'int', ...ro, list: { width: 100 } },
    { name: 'profitLossKg', label: '盈亏(kg)', type: 'int', ...ro, list: { width: 90 } },
    { name: 'tareTime', label: '称皮时间', type: 'datetime', ...ro, list: { width: 170 } },
    { name: 'grossTime', label: '称毛时间', type: 'datetime', ...ro, query: 'range', sortable: true, list: { width: 170 } },
    { name: 'leftTime', label: '出场时间', type: 'datetime', ...ro, list: { width: 170 } },
    { name: 'tareScaleId', label: '皮重地磅', type: 'string', dict: 'coal_scale,name,id', ...ro, list: { width: 110 } },
    { name: 'grossScaleId', label: '毛重地磅', type: 'string', dict: 'coal_scale,name,id', ...ro, list: { width: 110 } },
    { name: 'tareBy', label: '称皮司磅员', type: 'string', ...ro, list: { width: 100 } },
    { name: 'grossBy', label: '称毛司磅员', type: 'string', ...ro, list: { width: 100 } },
    { name: 'tareManual', label: '皮重手工录入', type: 'boolean', ...ro, list: false },
    { name: 'grossManual', label: '毛重手工录入', type: 'boolean', ...ro, list: false },
    { name: 'manual', label: '手工录入', type: 'boolean', ...ro, query: true, list: { width: 90 } },
    { name: 'abnormal', label: '异常', type: 'boolean', ...ro, query: true, list: { width: 70 } },
    { name: 'abnormalReason', label: '异常原因', type: 'string', ...ro, list: { width: 220 } },
    { name: 'status', label: '状态', type: 'string', dict: 'coal_weighing_status', ...ro, query: true, list: { width: 90 } },
    { name: 'printCount', label: '打印次数', type: 'int', ...ro, list: false },
    { name: 'voidReason', label: '作废/冲红原因', type: 'string', ...ro, list: { width: 160 } },
    { name: 'queueId', label: '排队记录', type: 'string', ...hidden },
    { name: 'pickupOrderId', label: '提煤单', type: 'string', ...hidden, query: true, queryMode: 'eq' },
    { name: 'planId', label: '调度计划', type: 'string', ...hidden, query: true, queryMode: 'eq' },
    { name: 'contractId', label: '合同', type: 'string', ...hidden, query: true, queryMode: 'eq' },
    { name: 'carId', label: '车辆', type: 'string', ...hidden },
    { name: 'supplierId', label: '供应商', type: 'string', ...hidden },
    { name: 'consumerId', label: '客户', type: 'string', ...hidden },
    { name: 'consigneeId', label: '收货单位', type: 'string', ...hidden },
    { name: 'settlementId', label: '结算单', type: 'string', ...hidden },
    { name: 'billId', label: '煤票', type: 'string', ...hidden },
    createTimeField,
  ],
});
