import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit } from '../../../core/db/schema/common';
import { coordinate, owned, tonnes } from '../columns';

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
