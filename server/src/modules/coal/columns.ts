import { integer, numeric, text } from 'drizzle-orm/pg-core';
import { delFlag, idColumn } from '../../core/db/schema/common';

/**
 * The columns the coal base data tables share (coal-domain.md "Base data", coal-api.md `/coal/*`; each table is in
 * its feature's `table.ts`). Every table belongs to a tenant and is soft deleted into the recycle bin. Weights are
 * integer kilograms, tonnes numeric(14,3), money numeric(18,2), unit prices numeric(18,4), quality percentages
 * numeric(8,2), coordinates numeric(10,6).
 */
export const owned = () => ({
  id: idColumn(),
  tenantId: integer('tenant_id'),
  delFlag: delFlag(),
});
export const tonnes = (name: string) => numeric(name, { precision: 14, scale: 3 });
export const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
export const coordinate = (name: string) => numeric(name, { precision: 10, scale: 6 });

/** Identity of a company we trade with: suppliers (煤矿), consumers (客户) and carriers share these columns. */
export const company = () => ({
  name: text('name').notNull(),
  creditCode: text('credit_code'),
  contact: text('contact'),
  phone: text('phone'),
  address: text('address'),
  bankName: text('bank_name'),
  bankAccount: text('bank_account'),
  remark: text('remark'),
});
