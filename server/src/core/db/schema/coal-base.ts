import { boolean, date, index, integer, numeric, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, delFlag, idColumn } from './common';

/**
 * Coal base data (coal-domain.md "Base data", coal-api.md `/coal/*`). Every table belongs to a tenant and is soft
 * deleted into the recycle bin. Weights are integer kilograms, tonnes numeric(14,3), money numeric(18,2), unit
 * prices numeric(18,4), quality percentages numeric(8,2), coordinates numeric(10,6).
 */
const owned = () => ({
  id: idColumn(),
  tenantId: integer('tenant_id'),
  delFlag: delFlag(),
});
const tonnes = (name: string) => numeric(name, { precision: 14, scale: 3 });
const coordinate = (name: string) => numeric(name, { precision: 10, scale: 6 });

/** Identity of a company we trade with: suppliers (煤矿), consumers (客户) and carriers share these columns. */
const company = () => ({
  name: text('name').notNull(),
  creditCode: text('credit_code'),
  contact: text('contact'),
  phone: text('phone'),
  address: text('address'),
  bankName: text('bank_name'),
  bankAccount: text('bank_account'),
  remark: text('remark'),
});

export const coalSupplier = pgTable(
  'coal_supplier',
  { ...owned(), ...company(), mine: text('mine'), ...audit() },
  (t) => [uniqueIndex('coal_supplier_tenant_name_uq').on(t.tenantId, t.name), uniqueIndex('coal_supplier_tenant_credit_uq').on(t.tenantId, t.creditCode)],
);

export const coalConsumer = pgTable(
  'coal_consumer',
  { ...owned(), ...company(), ...audit() },
  (t) => [uniqueIndex('coal_consumer_tenant_name_uq').on(t.tenantId, t.name), uniqueIndex('coal_consumer_tenant_credit_uq').on(t.tenantId, t.creditCode)],
);

export const coalConsignee = pgTable(
  'coal_consignee',
  {
    ...owned(),
    name: text('name').notNull(),
    consumerId: text('consumer_id'),
    address: text('address'),
    contact: text('contact'),
    phone: text('phone'),
    remark: text('remark'),
    ...audit(),
  },
  (t) => [index('coal_consignee_consumer_idx').on(t.consumerId)],
);

export const coalCarrier = pgTable(
  'coal_carrier',
  { ...owned(), ...company(), licenceNo: text('licence_no'), ...audit() },
  (t) => [uniqueIndex('coal_carrier_tenant_name_uq').on(t.tenantId, t.name), uniqueIndex('coal_carrier_tenant_credit_uq').on(t.tenantId, t.creditCode)],
);

export const coalDriver = pgTable(
  'coal_driver',
  {
    ...owned(),
    name: text('name').notNull(),
    phone: text('phone'),
    idNumber: text('id_number'),
    licenceNo: text('licence_no'),
    /** 从业资格证号. */
    qualificationNo: text('qualification_no'),
    carrierId: text('carrier_id'),
    /** Real-name verified (实名认证). */
    verified: boolean('verified').notNull().default(false),
    remark: text('remark'),
    ...audit(),
  },
  (t) => [uniqueIndex('coal_driver_tenant_id_number_uq').on(t.tenantId, t.idNumber), index('coal_driver_carrier_idx').on(t.carrierId)],
);

export const coalCar = pgTable(
  'coal_car',
  {
    ...owned(),
    plateNo: text('plate_no').notNull(),
    vehicleType: text('vehicle_type'),
    axles: smallint('axles'),
    ratedLoadKg: integer('rated_load_kg'),
    refTareKg: integer('ref_tare_kg'),
    /** Legal gross limit (GB 1589: 49 t for a 6-axle articulated truck). */
    maxGrossKg: integer('max_gross_kg').notNull().default(49000),
    emission: text('emission'),
    /** 道路运输证号. */
    transportCertNo: text('transport_cert_no'),
    carrierId: text('carrier_id'),
    driverId: text('driver_id'),
    rfid: text('rfid'),
    /** enabled 启用, disabled 停用, blacklisted 黑名单. */
    status: text('status').notNull().default('enabled'),
    remark: text('remark'),
    ...audit(),
  },
  (t) => [uniqueIndex('coal_car_tenant_plate_uq').on(t.tenantId, t.plateNo), index('coal_car_carrier_idx').on(t.carrierId), index('coal_car_driver_idx').on(t.driverId)],
);

export const coalMaterial = pgTable(
  'coal_material',
  {
    ...owned(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    category: text('category'),
    /** Typical quality: Qnet,ar in kcal/kg, the others in percent. */
    qnetArMin: integer('qnet_ar_min'),
    qnetArMax: integer('qnet_ar_max'),
    mtMax: numeric('mt_max', { precision: 8, scale: 2 }),
    adMax: numeric('ad_max', { precision: 8, scale: 2 }),
    stdMax: numeric('std_max', { precision: 8, scale: 2 }),
    vdafMin: numeric('vdaf_min', { precision: 8, scale: 2 }),
    remark: text('remark'),
    ...audit(),
  },
  (t) => [uniqueIndex('coal_material_tenant_code_uq').on(t.tenantId, t.code)],
);

export const coalFreightYard = pgTable(
  'coal_freight_yard',
  {
    ...owned(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    address: text('address'),
    capacityT: tonnes('capacity_t'),
    longitude: coordinate('longitude'),
    latitude: coordinate('latitude'),
    remark: text('remark'),
    ...audit(),
  },
  (t) => [uniqueIndex('coal_freight_yard_tenant_code_uq').on(t.tenantId, t.code)],
);

/** 垛位: a pile inside a yard. */
export const coalStockpile = pgTable(
  'coal_stockpile',
  {
    ...owned(),
    yardId: text('yard_id').notNull(),
    name: text('name').notNull(),
    capacityT: tonnes('capacity_t'),
    stockT: tonnes('stock_t').notNull().default('0'),
    materialId: text('material_id'),
    remark: text('remark'),
    ...audit(),
  },
  (t) => [index('coal_stockpile_yard_idx').on(t.yardId)],
);

export const coalPort = pgTable(
  'coal_port',
  {
    ...owned(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    address: text('address'),
    longitude: coordinate('longitude'),
    latitude: coordinate('latitude'),
    remark: text('remark'),
    ...audit(),
  },
  (t) => [uniqueIndex('coal_port_tenant_code_uq').on(t.tenantId, t.code)],
);

/** 泊位: a berth of a port. */
export const coalBerth = pgTable(
  'coal_berth',
  {
    ...owned(),
    portId: text('port_id').notNull(),
    name: text('name').notNull(),
    /** The largest ship the berth takes, in tonnes (吨级). */
    tonnageT: tonnes('tonnage_t'),
    remark: text('remark'),
    ...audit(),
  },
  (t) => [index('coal_berth_port_idx').on(t.portId)],
);

/** 站台: a railway loading platform. */
export const coalPlatform = pgTable(
  'coal_platform',
  {
    ...owned(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    station: text('station'),
    capacityT: tonnes('capacity_t'),
    longitude: coordinate('longitude'),
    latitude: coordinate('latitude'),
    remark: text('remark'),
    ...audit(),
  },
  (t) => [uniqueIndex('coal_platform_tenant_code_uq').on(t.tenantId, t.code)],
);

export const coalPetrolStation = pgTable('coal_petrol_station', {
  ...owned(),
  name: text('name').notNull(),
  address: text('address'),
  longitude: coordinate('longitude'),
  latitude: coordinate('latitude'),
  /** The partner company running the station (合作方). */
  partner: text('partner'),
  /** 元/升. */
  fuelPrice: numeric('fuel_price', { precision: 18, scale: 4 }),
  remark: text('remark'),
  ...audit(),
});

/** 账户: a bank account of the company or of a counterparty. */
export const coalAccount = pgTable(
  'coal_account',
  {
    ...owned(),
    holder: text('holder').notNull(),
    bankName: text('bank_name').notNull(),
    accountNo: text('account_no').notNull(),
    /** company 公司, consumer 客户, supplier 供应商, carrier 承运. */
    accountType: text('account_type').notNull(),
    openingBalance: numeric('opening_balance', { precision: 18, scale: 2 }).notNull().default('0'),
    remark: text('remark'),
    ...audit(),
  },
  (t) => [uniqueIndex('coal_account_tenant_no_uq').on(t.tenantId, t.accountNo)],
);

/** 电子围栏 around a yard, port or platform. */
export const coalFence = pgTable(
  'coal_fence',
  {
    ...owned(),
    name: text('name').notNull(),
    /** circle or polygon. */
    shape: text('shape').notNull().default('circle'),
    centerLng: coordinate('center_lng'),
    centerLat: coordinate('center_lat'),
    radiusM: integer('radius_m').default(1000),
    /** Polygon corners as JSON `[[lng, lat], …]`. */
    points: text('points'),
    /** yard, port or platform, with the id of that place. */
    placeKind: text('place_kind'),
    placeId: text('place_id'),
    enabled: boolean('enabled').notNull().default(true),
    alarmEnter: boolean('alarm_enter').notNull().default(false),
    alarmLeave: boolean('alarm_leave').notNull().default(false),
    remark: text('remark'),
    ...audit(),
  },
  (t) => [index('coal_fence_place_idx').on(t.placeKind, t.placeId)],
);

/** 地磅: a truck scale of a yard. */
export const coalScale = pgTable(
  'coal_scale',
  {
    ...owned(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    yardId: text('yard_id'),
    capacityKg: integer('capacity_kg').notNull().default(100000),
    divisionKg: integer('division_kg').notNull().default(20),
    /** 上次检定日期. */
    verifiedOn: date('verified_on', { mode: 'string' }),
    /** The scale terminal's device number, as the scale agent reports it. */
    deviceNo: text('device_no'),
    remark: text('remark'),
    ...audit(),
  },
  (t) => [uniqueIndex('coal_scale_tenant_code_uq').on(t.tenantId, t.code)],
);
