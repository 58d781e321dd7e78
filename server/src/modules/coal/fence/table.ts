import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { audit } from '../../../core/db/schema/common';
import { coordinate, owned } from '../columns';

/** 电子围栏 around a yard, port or platform. */
export const coalFence = pgTable(
  'coal_fence',
  {
    ...owned(),
    name: text('name').notNull(),
    /** circle or polygon. */
    shape: text('shape').notNull().default('circle'),
    centerLng: coordinate('center_lng'),
    centerLat: coordinate('center_lat'),
    radiusM: integer('radius_m').default(1000),
    /** Polygon corners as JSON `[[lng, lat], …]`. */
    points: text('points'),
    /** yard, port or platform, with the id of that place. */
    placeKind: text('place_kind'),
    placeId: text('place_id'),
    enabled: boolean('enabled').notNull().default(true),
    alarmEnter: boolean('alarm_enter').notNull().default(false),
    alarmLeave: boolean('alarm_leave').notNull().default(false),
    remark: text('remark'),
    ...audit(),
  },
  (t) => [index('coal_fence_place_idx').on(t.placeKind, t.placeId)],
);
