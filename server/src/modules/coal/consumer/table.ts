import { pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit } from '../../../core/db/schema/common';
import { declareOrgTable } from '../../../core/tenancy/org-tables';
import { company, owned } from '../columns';

export const coalConsumer = pgTable(
  'coal_consumer',
  { ...owned(), ...company(), ...audit() },
  (t) => [uniqueIndex('coal_consumer_tenant_name_uq').on(t.tenantId, t.name), uniqueIndex('coal_consumer_tenant_credit_uq').on(t.tenantId, t.creditCode)],
);

/** Business users act for a consumer (docs/users-tenants.md). */
declareOrgTable('consumer', coalConsumer);
