import { CHINA_BOUNDS, FENCE_MAX_RADIUS_M, fenceMeta, type FencePlaceKind } from '@meiyun/shared';
import { and, count, eq } from 'drizzle-orm';
import { bindEntity, type ApiRecord, type ColumnValues, type HookContext } from '../../../core/crud/index';
import { coalFence, coalFreightYard, coalPlatform, coalPort } from '../../../core/db/schema/index';
import { BizError } from '../../../core/http/envelope';
import { after } from '../refs';

const PLACES = { yard: coalFreightYard, port: coalPort, platform: coalPlatform } as const satisfies Record<FencePlaceKind, unknown>;
const PLACE_LABEL: Record<FencePlaceKind, string> = { yard: '货场', port: '港口', platform: '站台' };

const inChina = (lng: number, lat: number) =>
  lng >= CHINA_BOUNDS.lngMin && lng <= CHINA_BOUNDS.lngMax && lat >= CHINA_BOUNDS.latMin && lat <= CHINA_BOUNDS.latMax;

/** The polygon's corners from `points`, or the reason they are unusable. */
export function parsePolygon(text: unknown): [number, number][] | string {
  if (typeof text !== 'string' || !text.trim()) return '请输入多边形顶点';
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return '多边形顶点格式不正确，应为 [[经度, 纬度], …]';
  }
  if (!Array.isArray(parsed) || !parsed.every((p) => Array.isArray(p) && p.length === 2 && p.every((n) => typeof n === 'number' && Number.isFinite(n)))) {
    return '多边形顶点格式不正确，应为 [[经度, 纬度], …]';
  }
  const pts = parsed as [number, number][];
  if (pts.length < 3) return '多边形至少需要3个顶点';
  if (!pts.every(([lng, lat]) => inChina(lng, lat))) return '多边形顶点须在中国境内（经度73到136，纬度3到54）';
  return pts.map(([lng, lat]) => [Math.round(lng * 1e6) / 1e6, Math.round(lat * 1e6) / 1e6]);
}

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
    values.points = null;
  } else {
    const pts = parsePolygon(after(input, existing, 'points'));
    if (typeof pts === 'string') throw new BizError(pts);
    values.points = JSON.stringify(pts);
    values.centerLng = null;
    values.centerLat = null;
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

/** 电子围栏: the generic CRUD plus the shape and bound-place checks. */
export const fenceEntity = bindEntity({
  meta: fenceMeta,
  table: coalFence,
  menuKey: 'menu:coal:fence',
  hooks: {
    beforeAdd: (h, values, input) => checkFence(h, values, input),
    beforeEdit: (h, values, input, existing) => checkFence(h, values, input, existing),
  },
});
