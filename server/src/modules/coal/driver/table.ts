import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit } from '../../../core/db/schema/common';
import { owned } from '../columns';

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
