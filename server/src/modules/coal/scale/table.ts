import { date, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit } from '../../../core/db/schema/common';
import { owned } from '../columns';

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
