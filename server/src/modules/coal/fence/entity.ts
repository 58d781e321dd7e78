import { FENCE_MAX_RADIUS_M, FENCE_PLACE_DICTS, fenceMeta, parseFencePolygon, type FencePlaceKind } from '@meiyun/shared';
import { and, count, eq } from 'drizzle-orm';
import { bindEntity, type ApiRecord, type ColumnValues, type HookContext } from '../../../core/crud/index';
import { dictTexts } from '../../../core/crud/dict-text';
import type { AppContext } from '../../../core/context';
import { coalFence, coalFreightYard, coalPlatform, coalPort } from '../../../core/db/schema/index';
import { BizError } from '../../../core/http/envelope';
import { after } from '../refs';

const PLACES = { yard: coalFreightYard, port: coalPort, platform: coalPlatform } as const satisfies Record<FencePlaceKind, unknown>;
const PLACE_LABEL: Record<FencePlaceKind, string> = { yard: '货场', port: '港口', platform: '站台' };
/** The declared radius of a circle given none (1000 m): the generic write sends a null, so the column's default never applies. */
const DEFAULT_RADIUS_M = fenceMeta.fields.find((f) => f.name === 'radiusM')?.defaultValue as number;

/**
 * The shape's own fields: a circle needs its centre and a radius, a polygon its corners; the fields of the other
 * shape are cleared so a fence never carries both. A bound place must be a live place of the tenant.
 */
async function checkFence(h: HookContext, values: ColumnValues, input: Record<string, unknown>, existing?: ApiRecord) {
  const shape = after(input, existing, 'shape');
  if (shape === 'circle') {
    if (after(input, existing, 'centerLng') == null || after(input, existing, 'centerLat') == null) throw new BizError('圆形围栏请输入中心经度和中心纬度');
    const r = after(input, existing, 'radiusM');
    if (r != null && (Number(r) <= 0 || Number(r) > FENCE_MAX_RADIUS_M)) throw new BizError(`半径须在1到${FENCE_MAX_RADIUS_M}米之间`);
    if (r == null) values.radiusM = DEFAULT_RADIUS_M;
    values.points = null;
  } else {
    const pts = parseFencePolygon(after(input, existing, 'points'));
    if (typeof pts === 'string') throw new BizError(pts);
    values.points = JSON.stringify(pts);
    values.centerLng = null;
    values.centerLat = null;
    values.radiusM = null;
  }
  const kind = after(input, existing, 'placeKind') as FencePlaceKind | null;
  const placeId = after(input, existing, 'placeId') as string | null;
  if (!kind && !placeId) return;
  if (!kind) throw new BizError('请选择绑定场所类型');
  if (!placeId) throw new BizError(`请选择绑定的${PLACE_LABEL[kind]}`);
  const table = PLACES[kind];
  const [{ n }] = await h.tx
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.id, placeId), eq(table.delFlag, 0), h.auth.tenantId === null ? undefined : eq(table.tenantId, h.auth.tenantId)));
  if (n === 0) throw new BizError(`绑定的${PLACE_LABEL[kind]}不存在`);
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
    beforeAdd: (h, values, input) => checkFence(h, values, input),
    beforeEdit: (h, values, input, existing) => checkFence(h, values, input, existing),
    decorate: namePlaces,
  },
});
