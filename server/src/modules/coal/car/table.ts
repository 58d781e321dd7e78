import { index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit } from '../../../core/db/schema/common';
import { owned } from '../columns';

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
