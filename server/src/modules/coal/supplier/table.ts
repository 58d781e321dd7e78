import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit } from '../../../core/db/schema/common';
import { declareOrgTable } from '../../../core/tenancy/org-tables';
import { company, owned } from '../columns';

export const coalSupplier = pgTable(
  'coal_supplier',
  { ...owned(), ...company(), mine: text('mine'), ...audit() },
  (t) => [uniqueIndex('coal_supplier_tenant_name_uq').on(t.tenantId, t.name), uniqueIndex('coal_supplier_tenant_credit_uq').on(t.tenantId, t.creditCode)],
);

/** Business users act for a supplier (docs/users-tenants.md). */
declareOrgTable('supplier', coalSupplier);
