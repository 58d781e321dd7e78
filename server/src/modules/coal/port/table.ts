import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit } from '../../../core/db/schema/common';
import { coordinate, owned } from '../columns';

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
