import { defineEntity } from '../../entity/meta';

/** Weights are integer kilograms on the wire (coal-domain.md "Units"); a truck of the road weighs well under 200 t. */
const KG_MAX = 200000;

/**
 * 车辆 (`/coal/car`): a truck that loads coal, with its legal gross limit (GB 1589: 49 t for 6 axles), its carrier
 * and default driver. Plates are stored normalised (upper case, no spaces) and unique per tenant; a user acting for
 * a carrier sees only that carrier's cars.
 */
export const carMeta = defineEntity({
  name: 'coalCar',
  title: '车辆',
  api: '/coal/car',
  perm: 'coal:car',
  tenantScoped: true,
  softDelete: true,
  org: { carrier: 'carrierId' },
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: [
    { name: 'plateNo', label: '车牌号', type: 'string', required: true, unique: true, query: true, sortable: true, maxLength: 12, rules: ['plateNo'], list: { width: 120 }, form: { placeholder: '如 晋A12345、晋AD12345、晋A1234挂' } },
    { name: 'vehicleType', label: '车辆类型', type: 'string', dict: 'coal_vehicle_type', query: true, form: { widget: 'select' }, list: { width: 140 } },
    { name: 'axles', label: '轴数', type: 'int', min: 2, max: 12, list: { width: 70 } },
    { name: 'ratedLoadKg', label: '额定载重(kg)', type: 'int', min: 1, max: KG_MAX, list: { width: 120 } },
    { name: 'refTareKg', label: '参考皮重(kg)', type: 'int', min: 1, max: KG_MAX, list: { width: 120 } },
    { name: 'maxGrossKg', label: '最大总重(kg)', type: 'int', min: 1, max: KG_MAX, defaultValue: 49000, list: { width: 120 } },
    { name: 'emission', label: '排放标准', type: 'string', dict: 'coal_emission', query: true, form: { widget: 'select' }, list: { width: 100 } },
    { name: 'transportCertNo', label: '道路运输证号', type: 'string', maxLength: 30, list: { width: 150 } },
    { name: 'carrierId', label: '承运单位', type: 'string', dict: 'coal_carrier,name,id', query: true, form: { widget: 'select' }, list: { width: 180 } },
    { name: 'driverId', label: '默认司机', type: 'string', dict: 'coal_driver,name,id', form: { widget: 'select' }, list: { width: 100 } },
    { name: 'rfid', label: 'RFID卡号', type: 'string', maxLength: 40, list: { width: 130 } },
    { name: 'status', label: '状态', type: 'string', dict: 'coal_car_status', query: true, defaultValue: 'enabled', form: { widget: 'select' }, list: { width: 90 } },
    { name: 'remark', label: '备注', type: 'text', maxLength: 500, form: { widget: 'textarea', span: 24 } },
    { name: 'createTime', label: '创建时间', type: 'datetime', readonly: true, sortable: true, form: false, list: { width: 170 } },
  ],
});
