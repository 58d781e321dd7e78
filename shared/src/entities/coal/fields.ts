import type { FieldMeta } from '../../entity/meta';

/**
 * Field shapes the coal base data repeat (server/src/modules/coal/columns.ts): tonnes numeric(14,3), coordinates
 * numeric(10,6) inside China's extent, so a swapped longitude and latitude is caught at the form.
 */
export const TONNES_MAX = 99_999_999_999;

export const tonnesField = <Name extends string>(name: Name, label: string, extra: Partial<Omit<FieldMeta, 'name'>> = {}): FieldMeta<Name> => ({
  name,
  label,
  type: 'decimal',
  scale: 3,
  min: 0,
  max: TONNES_MAX,
  list: { width: 130 },
  ...extra,
});

/** China's mainland and islands lie within 73°E–136°E and 3°N–54°N. */
export const CHINA_BOUNDS = { lngMin: 73, lngMax: 136, latMin: 3, latMax: 54 } as const;

export const longitudeField = <Name extends string = 'longitude'>(name = 'longitude' as Name, label = '经度'): FieldMeta<Name> => ({
  name,
  label,
  type: 'decimal',
  scale: 6,
  min: CHINA_BOUNDS.lngMin,
  max: CHINA_BOUNDS.lngMax,
  list: { width: 120 },
  form: { span: 12, placeholder: '73 到 136 之间，如 111.734' },
});

export const latitudeField = <Name extends string = 'latitude'>(name = 'latitude' as Name, label = '纬度'): FieldMeta<Name> => ({
  name,
  label,
  type: 'decimal',
  scale: 6,
  min: CHINA_BOUNDS.latMin,
  max: CHINA_BOUNDS.latMax,
  list: { width: 120 },
  form: { span: 12, placeholder: '3 到 54 之间，如 39.621' },
});

export const remarkField: FieldMeta<'remark'> = { name: 'remark', label: '备注', type: 'text', maxLength: 500 };

export const createTimeField: FieldMeta<'createTime'> = { name: 'createTime', label: '创建时间', type: 'datetime', readonly: true, sortable: true, form: false, list: { width: 170 } };
