import { FENCE_MAX_RADIUS_M, FENCE_PLACE_DICTS, fenceMeta, parseFencePolygon, type FencePlaceKind } from '@meiyun/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { bindEntity, type ApiRecord, type CheckContext, type ColumnValues } from '../../../core/crud/index';
import { dictTexts } from '../../../core/crud/dict-text';
import type { AppContext } from '../../../core/context';
import { coalFreightYard } from '../freightYard/table';
import { coalPlatform } from '../platform/table';
import { coalPort } from '../port/table';
import { coalFence } from './table';
import { BizError } from '../../../core/http/envelope';
import { after } from '../refs';

const PLACES = { yard: coalFreightYard, port: coalPort, platform: coalPlatform } as const satisfies Record<FencePlaceKind, unknown>;
const PLACE_LABEL: Record<FencePlaceKind, string> = { yard: '货场', port: '港口', platform: '站台' };
/** The declared radius of a circle given none (1000 m): the generic write sends a null, so the column's default never applies. */
const DEFAULT_RADIUS_M = fenceMeta.fields.find((f) => f.name === 'radiusM')?.defaultValue as number;

const present = (v: unknown) => v !== null && v !== undefined && v !== '';

/** Why a fence's shape is unusable: a circle needs its centre and a radius within bounds, a polygon its corners. */
function shapeProblem(f: Record<string, unknown>): string | undefined {
  if (f.shape === 'circle') {
    if (!present(f.centerLng) || !present(f.centerLat)) return '圆形围栏请输入中心经度和中心纬度';
    const r = f.radiusM;
    if (present(r) && (Number(r) <= 0 || Number(r) > FENCE_MAX_RADIUS_M)) return `半径须在1到${FENCE_MAX_RADIUS_M}米之间`;
    return undefined;
  }
  const pts = parseFencePolygon(f.points);
  return typeof pts === 'string' ? pts : undefined;
}

/**
 * Checks of whole fences (`checkRecords`, so an imported row it refuses goes to the error file): the shape, and a
 * bound place given with its kind and live in the tenant. Places are read once per kind for all the records.
 */
async function checkFences(h: CheckContext, fences: Record<string, unknown>[]): Promise<(string | undefined)[]> {
  const live = new Map<FencePlaceKind, Set<string>>();
  for (const kind of Object.keys(PLACES) as FencePlaceKind[]) {
    const ids = [...new Set(fences.filter((f) => f.placeKind === kind && present(f.placeId)).map((f) => String(f.placeId)))];
    if (!ids.length) continue;
    const table = PLACES[kind];
    const rows = await h.db
      .select({ id: table.id })
      .from(table)
      .where(and(inArray(table.id, ids), eq(table.delFlag, 0), h.auth.tenantId === null ? undefined : eq(table.tenantId, h.auth.tenantId)));
    live.set(kind, new Set(rows.map((r) => r.id)));
  }
  return fences.map((f) => {
    const shape = shapeProblem(f);
    if (shape) return shape;
    const kind = present(f.placeKind) ? (f.placeKind as FencePlaceKind) : null;
    if (!kind && !present(f.placeId)) return undefined;
    if (!kind) return '请选择绑定场所类型';
    if (!present(f.placeId)) return `请选择绑定的${PLACE_LABEL[kind]}`;
    return live.get(kind)?.has(String(f.placeId)) ? undefined : `绑定的${PLACE_LABEL[kind]}不存在`;
  });
}

/**
 * The stored form of a checked fence: a circle gets the declared radius when none is given, a polygon its corners
 * rounded; the other shape's fields are cleared, so a fence never carries both.
 */
function shapeValues(values: ColumnValues, input: Record<string, unknown>, existing?: ApiRecord) {
  if (after(input, existing, 'shape') === 'circle') {
    if (!present(after(input, existing, 'radiusM'))) values.radiusM = DEFAULT_RADIUS_M;
    values.points = null;
    return;
  }
  const pts = parseFencePolygon(after(input, existing, 'points'));
  if (typeof pts === 'string') throw new BizError(pts);
  values.points = JSON.stringify(pts);
  values.centerLng = null;
  values.centerLat = null;
  values.radiusM = null;
}

/** `placeId_dictText`: the bound place's name, read from the table of its kind (the rows are the caller's already). */
async function namePlaces(ctx: AppContext, records: ApiRecord[]) {
  for (const kind of Object.keys(FENCE_PLACE_DICTS) as FencePlaceKind[]) {
    const ids = records.filter((r) => r.placeKind === kind && typeof r.placeId === 'string').map((r) => r.placeId as string);
    if (!ids.length) continue;
    const names = await dictTexts(ctx, FENCE_PLACE_DICTS[kind], ids);
    for (const r of records) if (r.placeKind === kind && typeof r.placeId === 'string') r.placeId_dictText = names.get(r.placeId) ?? null;
  }
}

/** 电子围栏: the generic CRUD plus the shape and bound-place checks; the list names the bound place. */
export const fenceEntity = bindEntity({
  meta: fenceMeta,
  table: coalFence,
  menuKey: 'menu:coal:fence',
  hooks: {
    checkRecords: checkFences,
    beforeAdd: (_h, values, input) => shapeValues(values, input),
    beforeEdit: (_h, values, input, existing) => shapeValues(values, input, existing),
    decorate: namePlaces,
  },
});
