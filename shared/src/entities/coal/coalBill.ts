import { defineEntity } from '../../entity/meta';
import { createTimeField } from './fields';

const ro = { readonly: true, form: false } as const;
const hidden = { readonly: true, list: false, exportable: false, form: false } as const;

/**
 * 电子煤票 (coal-api.md "Electronic coal bills"): issued by the server in the transaction of the weighing that
 * completes a sale, never edited or deleted; its status moves with the truck (出场 → 在途), the receiving clerk
 * (核验), the settlement and a void of its weighing. `qrCode` is the signed code anyone may verify at
 * `GET /coal/coalBill/verify?code=`. It belongs to the weighing's carrier, consumer or supplier.
 */
export const coalBillMeta = defineEntity({
  name: 'coalBill',
  title: '电子煤票',
  api: '/coal/coalBill',
  perm: 'coal:coalBill',
  tenantScoped: true,
  org: { carrier: 'carrierId', consumer: 'consumerId', supplier: 'supplierId' },
  defaultSort: { field: 'issuedAt', order: 'desc' },
  actions: ['list', 'exportXls'],
  fields: [
    { name: 'billNo', label: '煤票号', type: 'string', ...ro, unique: true, query: true, sortable: true, list: { width: 160 } },
    { name: 'shipper', label: '发货单位', type: 'string', ...ro, query: true, list: { width: 180 } },
    { name: 'consigneeId', label: '收货单位', type: 'string', dict: 'coal_consignee,name,id', ...ro, query: true, list: { width: 180 } },
    { name: 'plateNo', label: '车牌号', type: 'string', ...ro, query: true, list: { width: 110 } },
    { name: 'driverName', label: '司机姓名', type: 'string', ...ro, list: { width: 100 } },
    { name: 'materialId', label: '煤种', type: 'string', dict: 'coal_material,name,id', ...ro, query: true, list: { width: 120 } },
    { name: 'grossKg', label: '毛重(kg)', type: 'int', ...ro, list: { width: 100 } },
    { name: 'tareKg', label: '皮重(kg)', type: 'int', ...ro, list: { width: 100 } },
    { name: 'netKg', label: '净重(kg)', type: 'int', ...ro, list: { width: 100 } },
    { name: 'contractNo', label: '合同编号', type: 'string', ...ro, query: true, list: { width: 170 } },
    { name: 'issuedAt', label: '开具时间', type: 'datetime', ...ro, query: 'range', sortable: true, list: { width: 170 } },
    { name: 'validUntil', label: '有效期至', type: 'datetime', ...ro, list: { width: 170 } },
    { name: 'status', label: '状态', type: 'string', dict: 'coal_bill_status', ...ro, query: true, list: { width: 90 } },
    { name: 'voidReason', label: '作废原因', type: 'string', ...ro, list: { width: 160 } },
    { name: 'qrCode', label: '煤票码', type: 'string', ...hidden },
    { name: 'weighingId', label: '磅单', type: 'string', ...hidden, query: true, queryMode: 'eq' },
    { name: 'weighNo', label: '磅单号', type: 'string', ...ro, query: true, list: { width: 160 } },
    { name: 'pickupOrderId', label: '提煤单', type: 'string', ...hidden },
    { name: 'contractId', label: '合同', type: 'string', ...hidden, query: true, queryMode: 'eq' },
    { name: 'carrierId', label: '承运单位', type: 'string', dict: 'coal_carrier,name,id', ...ro, list: { width: 180 } },
    { name: 'supplierId', label: '供应商', type: 'string', ...hidden },
    { name: 'consumerId', label: '客户', type: 'string', ...hidden },
    createTimeField,
  ],
});
