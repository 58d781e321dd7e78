import { defineEntity } from '../../entity/meta';
import { CHINA_BOUNDS, createTimeField, latitudeField, longitudeField, remarkField } from './fields';

/** The kinds of place a fence is bound to, and the table dictionary naming each kind's places. */
export const FENCE_PLACE_DICTS = {
  yard: 'coal_freight_yard,name,id',
  port: 'coal_port,name,id',
  platform: 'coal_platform,name,id',
} as const;
export type FencePlaceKind = keyof typeof FENCE_PLACE_DICTS;

export const FENCE_MAX_RADIUS_M = 100_000;
export const FENCE_MIN_CORNERS = 3;

const inChina = (lng: number, lat: number) =>
  lng >= CHINA_BOUNDS.lngMin && lng <= CHINA_BOUNDS.lngMax && lat >= CHINA_BOUNDS.latMin && lat <= CHINA_BOUNDS.latMax;
const six = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * A polygon fence's corners from `points` (JSON `[[经度, 纬度], …]`), rounded to six places (about 0.1 m), or the
 * reason they are unusable. The form's map and the server read corners by this one rule.
 */
export function parseFencePolygon(text: unknown): [number, number][] | string {
  const malformed = '多边形顶点格式不正确，应为 [[经度, 纬度], …]';
  if (typeof text !== 'string' || !text.trim()) return '请输入多边形顶点';
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return malformed;
  }
  if (!Array.isArray(parsed) || !parsed.every((p) => Array.isArray(p) && p.length === 2 && p.every((n) => typeof n === 'number' && Number.isFinite(n)))) {
    return malformed;
  }
  const pts = parsed as [number, number][];
  if (pts.length < FENCE_MIN_CORNERS) return `多边形至少需要${FENCE_MIN_CORNERS}个顶点`;
  if (!pts.every(([lng, lat]) => inChina(lng, lat))) return `多边形顶点须在中国境内（经度${CHINA_BOUNDS.lngMin}到${CHINA_BOUNDS.lngMax}，纬度${CHINA_BOUNDS.latMin}到${CHINA_BOUNDS.latMax}）`;
  return pts.map(([lng, lat]) => [six(lng), six(lat)]);
}

/**
 * 电子围栏 around a yard, port or platform: a circle (centre and radius in metres, default 1000) or a polygon
 * (`points`, JSON `[[lng, lat], …]`, at least 3 corners). The server hook checks the shape's own fields and that
 * the bound place exists in the tenant.
 */
export const fenceMeta = defineEntity({
  name: 'coalFence',
  title: '电子围栏',
  api: '/coal/fence',
  perm: 'coal:fence',
  tenantScoped: true,
  softDelete: true,
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: [
    { name: 'name', label: '围栏名称', type: 'string', required: true, unique: true, query: true, sortable: true, maxLength: 100, list: { width: 180 }, form: { span: 12 } },
    { name: 'shape', label: '形状', type: 'string', dict: 'coal_fence_shape', required: true, defaultValue: 'circle', query: true, list: { width: 90 }, form: { widget: 'radio', span: 12 } },
    { name: 'placeKind', label: '绑定场所类型', type: 'string', dict: 'coal_place_kind', query: true, list: { width: 120 }, form: { widget: 'select', span: 12 } },
    { name: 'placeId', label: '绑定场所', type: 'string', maxLength: 36, list: { width: 160 }, form: { span: 12 } },
    { ...longitudeField('centerLng', '中心经度'), form: { span: 12, showWhen: { field: 'shape', value: 'circle' } } },
    { ...latitudeField('centerLat', '中心纬度'), form: { span: 12, showWhen: { field: 'shape', value: 'circle' } } },
    { name: 'radiusM', label: '半径(米)', type: 'int', min: 1, max: FENCE_MAX_RADIUS_M, defaultValue: 1000, list: { width: 100 }, form: { span: 12, showWhen: { field: 'shape', value: 'circle' } } },
    { name: 'points', label: '多边形顶点', type: 'text', maxLength: 20000, list: false, exportable: true, form: { span: 24, showWhen: { field: 'shape', value: 'polygon' }, placeholder: '[[经度, 纬度], …]，至少 3 个顶点' } },
    { name: 'enabled', label: '启用', type: 'boolean', defaultValue: true, list: { width: 80 }, form: { span: 12 } },
    { name: 'alarmEnter', label: '进入报警', type: 'boolean', defaultValue: false, list: { width: 90 }, form: { span: 12 } },
    { name: 'alarmLeave', label: '离开报警', type: 'boolean', defaultValue: false, list: { width: 90 }, form: { span: 12 } },
    remarkField,
    createTimeField,
  ],
});

export const COAL_FENCE_SHAPE_ITEMS: [string, string][] = [
  ['circle', '圆形'],
  ['polygon', '多边形'],
];
export const COAL_PLACE_KIND_ITEMS: [string, string][] = [
  ['yard', '货场'],
  ['port', '港口'],
  ['platform', '站台'],
];
