import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit } from '../../../core/db/schema/common';
import { declareOrgTable } from '../../../core/tenancy/org-tables';
import { company, owned } from '../columns';

export const coalCarrier = pgTable(
  'coal_carrier',
  { ...owned(), ...company(), licenceNo: text('licence_no'), ...audit() },
  (t) => [uniqueIndex('coal_carrier_tenant_name_uq').on(t.tenantId, t.name), uniqueIndex('coal_carrier_tenant_credit_uq').on(t.tenantId, t.creditCode)],
);

/** Business users act for a carrier (docs/users-tenants.md). */
declareOrgTable('carrier', coalCarrier);
