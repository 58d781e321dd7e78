import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { date, integer, numeric, smallint, text, pgTable } from 'drizzle-orm/pg-core';
import { defineEntity } from '@meiyun/shared';
import type { AppContext } from '../../src/core/context';
import type { Db } from '../../src/core/db/client';
import { audit, delFlag, idColumn, tz } from '../../src/core/db/schema/common';
import { bindEntity, registerCrudRoutes } from '../../src/core/crud/index';
import { sysDict, sysDictItem } from '../../src/core/db/schema/index';
import { seedId } from '../../src/core/db/seed-id';

/**
 * A tenant-scoped business entity of the coal domain (a transport waybill), declared for the tests and the
 * benchmark: it exercises every field type, dictionaries (one multi-value), tenants and soft delete.
 */
export const waybillMeta = defineEntity({
  name: 'demoWaybill',
  title: '运单',
  api: '/demo/waybill',
  perm: 'demo:waybill',
  tenantScoped: true,
  softDelete: true,
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: [
    { name: 'waybillNo', label: '运单号', type: 'string', required: true, unique: true, query: true, sortable: true, maxLength: 32, rules: ['letterDigit20'] },
    { name: 'plateNo', label: '车牌号', type: 'string', required: true, query: true, maxLength: 8, rules: ['plateNo'] },
    { name: 'driverName', label: '司机', type: 'string', query: true, maxLength: 50 },
    { name: 'driverPhone', label: '司机电话', type: 'string', rules: ['mobileWide'] },
    { name: 'coalType', label: '煤种', type: 'string', dict: 'coal_type', query: true },
    { name: 'netWeight', label: '净重(kg)', type: 'int', min: 0, max: 200000, sortable: true, query: 'range' },
    { name: 'price', label: '单价', type: 'decimal', scale: 2, min: 0 },
    { name: 'status', label: '状态', type: 'int', dict: 'waybill_status', query: true },
    { name: 'tags', label: '标签', type: 'string', dict: 'waybill_tag', multi: true, query: true },
    { name: 'loadTime', label: '装车时间', type: 'datetime', query: 'range', sortable: true },
    { name: 'loadDate', label: '装车日期', type: 'date', query: 'range' },
    { name: 'orgCode', label: '所属部门', type: 'string', dict: 'sys_depart,depart_name,org_code' },
    { name: 'secretNote', label: '内部口令', type: 'string', secret: true },
    { name: 'createTime', label: '创建时间', type: 'datetime', readonly: true, sortable: true, query: 'range' },
  ],
});

export const demoWaybill = pgTable('demo_waybill', {
  id: idColumn(),
  tenantId: integer('tenant_id'),
  delFlag: delFlag(),
  waybillNo: text('waybill_no').notNull(),
  plateNo: text('plate_no').notNull(),
  driverName: text('driver_name'),
  driverPhone: text('driver_phone'),
  coalType: text('coal_type'),
  netWeight: integer('net_weight'),
  price: numeric('price', { precision: 12, scale: 2 }),
  status: smallint('status'),
  tags: text('tags'),
  loadTime: tz('load_time'),
  loadDate: date('load_date', { mode: 'string' }),
  orgCode: text('org_code'),
  secretNote: text('secret_note'),
  ...audit(),
});

/** The table and the indexes its declaration asks for: sortable and range fields, the unique number, trigram search. */
export async function createWaybillTable(db: Db, trigram: boolean) {
  await createWaybillTableOnly(db);
  await createWaybillIndexes(db, trigram);
}

export async function createWaybillTableOnly(db: Db) {
  await db.execute(sql`create table if not exists demo_waybill (
    id text primary key, tenant_id integer, del_flag smallint not null default 0,
    waybill_no text not null, plate_no text not null, driver_name text, driver_phone text, coal_type text,
    net_weight integer, price numeric(12,2), status smallint, tags text, load_time timestamptz, load_date date, org_code text,
    secret_note text, create_by text, create_time timestamptz not null default now(), update_by text, update_time timestamptz)`);
}

/** Built after a bulk load in the benchmark, which is much faster than maintaining them row by row. */
export async function createWaybillIndexes(db: Db, trigram: boolean) {
  await db.execute(sql`create unique index if not exists demo_waybill_no_uq on demo_waybill (tenant_id, waybill_no)`);
  await db.execute(sql`create index if not exists demo_waybill_time_idx on demo_waybill (tenant_id, del_flag, create_time desc, id desc)`);
  await db.execute(sql`create index if not exists demo_waybill_load_idx on demo_waybill (tenant_id, del_flag, load_time, id)`);
  await db.execute(sql`create index if not exists demo_waybill_status_idx on demo_waybill (tenant_id, del_flag, status, create_time desc, id desc)`);
  await db.execute(sql`create index if not exists demo_waybill_weight_idx on demo_waybill (tenant_id, del_flag, net_weight, id)`);
  // The dispatcher's everyday search (status, loading period, a driver or plate fragment, any order) answered from
  // the index alone: the count and the ids of a page never touch the table, only the page's own rows do.
  await db.execute(sql`create index if not exists demo_waybill_status_load_idx on demo_waybill (tenant_id, del_flag, status, load_time)
    include (driver_name, plate_no, net_weight, id)`);
  if (trigram) {
    await db.execute(sql`create extension if not exists pg_trgm`);
    await db.execute(sql`create index if not exists demo_waybill_driver_trgm on demo_waybill using gin (driver_name gin_trgm_ops)`);
    await db.execute(sql`create index if not exists demo_waybill_plate_trgm on demo_waybill using gin (plate_no gin_trgm_ops)`);
  }
}

export const WAYBILL_DICTS: [string, string, [string, string][]][] = [
  ['coal_type', '煤种', [['YM', '烟煤'], ['WYM', '无烟煤'], ['HM', '褐煤']]],
  ['waybill_status', '运单状态', [['0', '待装车'], ['1', '运输中'], ['2', '已签收']]],
  ['waybill_tag', '运单标签', [['U', '加急'], ['F', '易碎'], ['C', '冷链']]],
];

export async function seedWaybillDicts(db: Db) {
  for (const [code, name, items] of WAYBILL_DICTS) {
    const dictId = seedId(`dict:${code}`);
    await db.insert(sysDict).values({ id: dictId, dictCode: code, dictName: name }).onConflictDoNothing();
    await db
      .insert(sysDictItem)
      .values(items.map(([v, t], i) => ({ id: seedId(`dict:${code}:${v}`), dictId, itemValue: v, itemText: t, sortOrder: i + 1 })))
      .onConflictDoNothing();
  }
}

export const waybillEntity = bindEntity({ meta: waybillMeta, table: demoWaybill, menuKey: 'menu:demo:waybill' });

/** For `createTestApp(..., [waybillRoutes])` and the benchmark's app. */
export async function waybillRoutes(api: FastifyInstance, ctx: AppContext) {
  await registerCrudRoutes(api, ctx, waybillEntity);
}
