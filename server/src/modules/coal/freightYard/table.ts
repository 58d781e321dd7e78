import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit } from '../../../core/db/schema/common';
import { coordinate, owned, tonnes } from '../columns';

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
