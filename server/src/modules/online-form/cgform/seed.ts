import { defaultFieldConfig, onlineTable, type OnlineFieldConfig, type OnlineFormType, type OnlineListStyle } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { onlCgformHead } from './table';

interface FormSeed {
  code: string;
  tableTxt: string;
  tableName: string;
  formType: OnlineFormType;
  listStyle: OnlineListStyle;
  subTables?: string;
  foreignKey?: string;
  /** The listed fields, in order; the others stay in the form unlisted. Default: the table's own choice. */
  listed?: string[];
  content: string;
}

/** One example per list style, over the yard's base data (a 附表 before the 主表 naming it). */
const FORMS: FormSeed[] = [
  { code: 'demo_car', tableTxt: '车辆（在线表单）', tableName: 'coalCar', formType: '1', listStyle: 'normal', listed: ['plateNo', 'vehicleType', 'carrierId', 'ratedLoadKg', 'refTareKg', 'status'], content: '单表：普通列表' },
  { code: 'demo_category', tableTxt: '分类字典（树列表）', tableName: 'sysCategory', formType: '1', listStyle: 'tree', content: '单表：树列表' },
  { code: 'demo_carrier_cars', tableTxt: '承运车辆', tableName: 'coalCar', formType: '3', listStyle: 'normal', foreignKey: 'carrierId', listed: ['plateNo', 'vehicleType', 'ratedLoadKg', 'driverId', 'status'], content: '附表：承运单位的车辆' },
  { code: 'demo_carrier_drivers', tableTxt: '承运司机', tableName: 'coalDriver', formType: '3', listStyle: 'normal', foreignKey: 'carrierId', content: '附表：承运单位的司机' },
  { code: 'demo_carrier_erp', tableTxt: '承运单位（ERP列表）', tableName: 'coalCarrier', formType: '2', listStyle: 'erp', subTables: 'demo_carrier_cars,demo_carrier_drivers', content: '主表：ERP列表' },
  { code: 'demo_port_berths', tableTxt: '泊位', tableName: 'coalBerth', formType: '3', listStyle: 'normal', foreignKey: 'portId', content: '附表：港口的泊位' },
  { code: 'demo_port_tab', tableTxt: '港口（Tab列表）', tableName: 'coalPort', formType: '2', listStyle: 'tab', subTables: 'demo_port_berths', content: '主表：Tab列表' },
  { code: 'demo_consumer_consignees', tableTxt: '收货单位', tableName: 'coalConsignee', formType: '3', listStyle: 'normal', foreignKey: 'consumerId', content: '附表：客户的收货单位' },
  { code: 'demo_consumer_inner', tableTxt: '客户（内嵌子表）', tableName: 'coalConsumer', formType: '2', listStyle: 'innerTable', subTables: 'demo_consumer_consignees', content: '主表：内嵌子表列表' },
];

function fieldConfig(f: FormSeed): OnlineFieldConfig[] {
  const table = onlineTable(f.tableName);
  if (!table) throw new Error(`online form seed: table ${f.tableName} is not registered`);
  const config = defaultFieldConfig(table).filter((c) => c.name !== f.foreignKey);
  if (!f.listed) return config;
  const order = new Map(f.listed.map((n, i) => [n, i]));
  return config.map((c) => ({ ...c, list: order.has(c.name) })).sort((a, b) => (order.get(a.name) ?? 99) - (order.get(b.name) ?? 99));
}

/** The example forms of tenant 1, inserted once (a form an administrator changed or deleted stays as it is). */
export async function seedForms(db: Db) {
  for (const f of FORMS) {
    await db
      .insert(onlCgformHead)
      .values({
        code: f.code,
        tableTxt: f.tableTxt,
        tableName: f.tableName,
        formType: f.formType,
        listStyle: f.listStyle,
        subTables: f.subTables ?? null,
        foreignKey: f.foreignKey ?? null,
        fieldConfig: JSON.stringify(fieldConfig(f)),
        content: f.content,
        tenantId: 1,
        createBy: 'admin',
      })
      .onConflictDoNothing({ target: [onlCgformHead.tenantId, onlCgformHead.code] });
  }
}
