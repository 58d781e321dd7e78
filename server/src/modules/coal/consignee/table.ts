import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { audit } from '../../../core/db/schema/common';
import { owned } from '../columns';

export const coalConsignee = pgTable(
  'coal_consignee',
  {
    ...owned(),
    name: text('name').notNull(),
    consumerId: text('consumer_id'),
    address: text('address'),
    contact: text('contact'),
    phone: text('phone'),
    remark: text('remark'),
    ...audit(),
  },
  (t) => [index('coal_consignee_consumer_idx').on(t.consumerId)],
);
