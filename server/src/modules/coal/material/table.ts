import { integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit } from '../../../core/db/schema/common';
import { owned } from '../columns';

export const coalMaterial = pgTable(
  'coal_material',
  {
    ...owned(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    category: text('category'),
    /** Typical quality: Qnet,ar in kcal/kg, the others in percent. */
    qnetArMin: integer('qnet_ar_min'),
    qnetArMax: integer('qnet_ar_max'),
    mtMax: numeric('mt_max', { precision: 8, scale: 2 }),
    adMax: numeric('ad_max', { precision: 8, scale: 2 }),
    stdMax: numeric('std_max', { precision: 8, scale: 2 }),
    vdafMin: numeric('vdaf_min', { precision: 8, scale: 2 }),
    remark: text('remark'),
    ...audit(),
  },
  (t) => [uniqueIndex('coal_material_tenant_code_uq').on(t.tenantId, t.code)],
);
