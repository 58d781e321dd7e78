import { defineEntity } from '../../entity/meta';
import { createTimeField, remarkField } from './fields';

const percent = <Name extends string>(name: Name, label: string) =>
  ({ name, label, type: 'decimal', scale: 2, min: 0, max: 100, list: { width: 120 }, form: { span: 12 } }) as const;

/**
 * 煤种/物料 (coal-domain.md "Base data"): a coal sort with its category and typical quality ranges — Qnet,ar in
 * kcal/kg (whole numbers, 下限 ≤ 上限, checked by the server hook) and the percentages Mt, Ad, St,d, Vdaf.
 */
export const materialMeta = defineEntity({
  name: 'coalMaterial',
  title: '煤种',
  api: '/coal/material',
  perm: 'coal:material',
  tenantScoped: true,
  softDelete: true,
  defaultSort: { field: 'code', order: 'asc' },
  fields: [
    { name: 'code', label: '煤种编码', type: 'string', required: true, unique: true, query: true, sortable: true, maxLength: 32, rules: ['code'], list: { width: 130 }, form: { span: 12 } },
    { name: 'name', label: '煤种名称', type: 'string', required: true, query: true, sortable: true, maxLength: 100, list: { width: 160 }, form: { span: 12 } },
    { name: 'category', label: '煤种类别', type: 'string', dict: 'coal_category', query: true, list: { width: 110 }, form: { widget: 'select', span: 12 } },
    { name: 'qnetArMin', label: '低位发热量下限(kcal/kg)', type: 'int', min: 0, max: 9000, list: { width: 180 }, form: { span: 12 } },
    { name: 'qnetArMax', label: '低位发热量上限(kcal/kg)', type: 'int', min: 0, max: 9000, list: { width: 180 }, form: { span: 12 } },
    percent('mtMax', '全水分上限Mt(%)'),
    percent('adMax', '灰分上限Ad(%)'),
    percent('stdMax', '全硫上限St,d(%)'),
    percent('vdafMin', '挥发分下限Vdaf(%)'),
    remarkField,
    createTimeField,
  ],
});

/** 煤种类别, seeded with the coal module (GB/T 5751 classes and the trade's usual product names). */
export const COAL_CATEGORY_ITEMS: [string, string][] = [
  ['thermal', '动力煤'],
  ['coking', '焦煤'],
  ['fat', '肥煤'],
  ['lean', '瘦煤'],
  ['meagre', '贫煤'],
  ['anthracite', '无烟煤'],
  ['lignite', '褐煤'],
  ['pci', '喷吹煤'],
  ['washed', '洗精煤'],
  ['blend', '混煤'],
  ['slime', '煤泥'],
];
