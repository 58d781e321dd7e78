import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, idColumn, tz } from '../../../core/db/schema/common';

/**
 * 定位网关: a tracker platform that posts its cars' points to `POST /coal/gps/points` (coal-api.md "Tracking"). It
 * signs in with a token shown once when made or rotated; only its SHA-256 is kept, so a database read never yields
 * a usable token. A gateway belongs to one tenant: the points it sends are that tenant's.
 */
export const coalGpsGateway = pgTable(
  'coal_gps_gateway',
  {
    id: idColumn(),
    tenantId: integer('tenant_id'),
    name: text('name').notNull(),
    tokenHash: text('token_hash'),
    tokenHint: text('token_hint'),
    enabled: boolean('enabled').notNull().default(true),
    lastSeenTime: tz('last_seen_time'),
    remark: text('remark'),
    ...audit(),
  },
  (t) => [uniqueIndex('coal_gps_gateway_token_uq').on(t.tokenHash), uniqueIndex('coal_gps_gateway_tenant_name_uq').on(t.tenantId, t.name)],
);

/**
 * One GPS fix of a car. Millions a day, written in batches and read by car and time: the unique (tenant, plate,
 * time) is both the track's index (a car's day is one index range) and what makes a gateway's retry harmless (a
 * point sent twice is kept once). Rows arrive roughly in time order, so a BRIN index on the time answers the
 * range scans of reports and of the retention job at a few pages of index for a whole year, where a second B-tree
 * would double the write cost (docs/tracking.md "Storage"). Coordinates are WGS-84 degrees as doubles: a position,
 * not money. The unique index also carries lng, lat and speed (`INCLUDE`, migration 0016: drizzle cannot declare
 * it), so a car's day is read from the index alone: in the heap its points lie one to a page among all cars'.
 */
export const coalGpsPoint = pgTable(
  'coal_gps_point',
  {
    tenantId: integer('tenant_id').notNull(),
    plateNo: text('plate_no').notNull(),
    time: tz('time').notNull(),
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
    speed: real('speed'),
    carId: text('car_id'),
    gatewayId: text('gateway_id'),
    receivedTime: tz('received_time').notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('coal_gps_point_track_uq').on(t.tenantId, t.plateNo, t.time), index('coal_gps_point_time_brin').using('brin', t.time)],
);

/** Where each car stands towards each fence (fenceState.ts of shared), carried from one batch to the next. */
export const coalGpsFenceState = pgTable(
  'coal_gps_fence_state',
  {
    tenantId: integer('tenant_id').notNull(),
    plateNo: text('plate_no').notNull(),
    state: jsonb('state').$type<Record<string, unknown>>().notNull(),
    lastTime: tz('last_time'),
    updateTime: tz('update_time').notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('coal_gps_fence_state_car_uq').on(t.tenantId, t.plateNo)],
);

/** 围栏报警: a car entering or leaving a fence, computed as its points arrive. Never changed. */
export const coalGpsAlarm = pgTable(
  'coal_gps_alarm',
  {
    id: idColumn(),
    tenantId: integer('tenant_id'),
    plateNo: text('plate_no').notNull(),
    carId: text('car_id'),
    carrierId: text('carrier_id'),
    fenceId: text('fence_id').notNull(),
    fenceName: text('fence_name').notNull(),
    kind: text('kind').notNull(),
    time: tz('time').notNull(),
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
    createTime: tz('create_time').notNull().default(sql`now()`),
  },
  (t) => [index('coal_gps_alarm_tenant_time_idx').on(t.tenantId, t.time), index('coal_gps_alarm_plate_idx').on(t.tenantId, t.plateNo, t.time)],
);
