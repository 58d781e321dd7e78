import { defineEntity } from '../../entity/meta';

/**
 * 司机 (`/coal/driver`): a truck driver with the ID number of GB 11643 (unique per tenant), licences and the carrier
 * employing them; a user acting for a carrier sees only that carrier's drivers.
 */
export const driverMeta = defineEntity({
  name: 'coalDriver',
  title: '司机',
  api: '/coal/driver',
  perm: 'coal:driver',
  tenantScoped: true,
  softDelete: true,
  org: { carrier: 'carrierId' },
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: [
    { name: 'name', label: '姓名', type: 'string', required: true, query: true, sortable: true, maxLength: 50, list: { width: 100 } },
    { name: 'phone', label: '联系电话', type: 'string', query: true, maxLength: 20, rules: ['phone'], list: { width: 130 } },
    { name: 'idNumber', label: '身份证号', type: 'string', unique: true, query: true, maxLength: 18, rules: ['idNumberCn'], list: { width: 180 } },
    { name: 'licenceNo', label: '驾驶证号', type: 'string', maxLength: 30, list: { width: 170 } },
    { name: 'qualificationNo', label: '从业资格证号', type: 'string', maxLength: 30, list: { width: 170 } },
    { name: 'carrierId', label: '承运单位', type: 'string', dict: 'coal_carrier,name,id', query: true, form: { widget: 'select' }, list: { width: 180 } },
    { name: 'verified', label: '实名认证', type: 'boolean', query: true, defaultValue: false, form: { widget: 'switch' }, list: { width: 90 } },
    { name: 'remark', label: '备注', type: 'text', maxLength: 500, form: { widget: 'textarea', span: 24 } },
    { name: 'createTime', label: '创建时间', type: 'datetime', readonly: true, sortable: true, form: false, list: { width: 170 } },
  ],
});
