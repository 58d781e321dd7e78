import type { EntityMeta } from '../../entity/meta';
import { createTimeField, latitudeField, longitudeField, remarkField } from './fields';

/** The kinds of place a fence is bound to, and the table dictionary naming each kind's places. */
export const FENCE_PLACE_DICTS = {
  yard: 'coal_freight_yard,name,id',
  port: 'coal_port,name,id',
  platform: 'coal_platform,name,id',
} as const;
export type FencePlaceKind = keyof typeof FENCE_PLACE_DICTS;

export const FENCE_MAX_RADIUS_M = 100_000;

/**
 * 电子围栏 around a yard, port or platform: a circle (centre and radius in metres, default 1000) or a polygon
 * (`points`, JSON `[[lng, lat], …]`, at least 3 corners). The server hook checks the shape's own fields and that
 * the bound place exists in the tenant.
 */
export const fenceMeta: EntityMeta = {
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
    { name: 'placeId', label: '绑定场所', type: 'string', maxLength: 36, list: false, form: { span: 12 } },
    { ...longitudeField('centerLng', '中心经度'), form: { span: 12, showWhen: { field: 'shape', value: 'circle' } } },
    { ...latitudeField('centerLat', '中心纬度'), form: { span: 12, showWhen: { field: 'shape', value: 'circle' } } },
    { name: 'radiusM', label: '半径(米)', type: 'int', min: 1, max: FENCE_MAX_RADIUS_M, defaultValue: 1000, list: { width: 100 }, form: { span: 12, showWhen: { field: 'shape', value: 'circle' } } },
    { name: 'points', label: '多边形顶点', type: 'text', maxLength: 20000, list: false, form: { span: 24, showWhen: { field: 'shape', value: 'polygon' }, placeholder: '[[经度, 纬度], …]，至少 3 个顶点' } },
    { name: 'enabled', label: '启用', type: 'boolean', defaultValue: true, list: { width: 80 }, form: { span: 12 } },
    { name: 'alarmEnter', label: '进入报警', type: 'boolean', defaultValue: false, list: { width: 90 }, form: { span: 12 } },
    { name: 'alarmLeave', label: '离开报警', type: 'boolean', defaultValue: false, list: { width: 90 }, form: { span: 12 } },
    remarkField,
    createTimeField,
  ],
};

export const COAL_FENCE_SHAPE_ITEMS: [string, string][] = [
  ['circle', '圆形'],
  ['polygon', '多边形'],
];
export const COAL_PLACE_KIND_ITEMS: [string, string][] = [
  ['yard', '货场'],
  ['port', '港口'],
  ['platform', '站台'],
];
