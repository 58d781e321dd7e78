import { numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { audit } from '../../../core/db/schema/common';
import { coordinate, owned } from '../columns';

export const coalPetrolStation = pgTable('coal_petrol_station', {
  ...owned(),
  name: text('name').notNull(),
  address: text('address'),
  longitude: coordinate('longitude'),
  latitude: coordinate('latitude'),
  /** The partner company running the station (合作方). */
  partner: text('partner'),
  /** 元/升. */
  fuelPrice: numeric('fuel_price', { precision: 18, scale: 4 }),
  remark: text('remark'),
  ...audit(),
});
