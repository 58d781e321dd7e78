import { isListed, type EntityMeta, type FieldMeta, type ListSort } from '@meiyun/shared';
import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { EllipsisText } from './EllipsisText';
import type { ListRecord } from '../listApi';
import { INDEX_COLUMN_KEY } from './columnSettings';

/** Custom cell renders by field name; the default shows the dictionary text and cuts long texts. */
export type CellRenders = Record<string, (value: unknown, record: ListRecord, index: number) => ReactNode>;

export type ListColumn = TableColumnType<ListRecord> & { key: string; title: ReactNode };

/**
 * The display value of a field: `<field>_dictText` when the server sent one (a dictionary field, contract
 * "Dictionary text", or a name the entity computes, a fence's bound place); 是/否 for a yes/no field, as the export
 * writes it.
 */
export function displayValue(field: FieldMeta, record: ListRecord): unknown {
  const text = record[`${field.name}_dictText`];
  if (text !== undefined && text !== null && text !== '') return text;
  const value = record[field.name];
  if (field.type === 'boolean' && typeof value === 'boolean') return value ? '是' : '否';
  return value;
}

export function listedFields(meta: EntityMeta, only?: readonly string[]): FieldMeta[] {
  if (only) return only.map((name) => meta.fields.find((f) => f.name === name)).filter((f): f is FieldMeta => Boolean(f && !f.secret));
  return meta.fields.filter(isListed);
}

export function fieldColumns(meta: EntityMeta, options: { only?: readonly string[]; renders?: CellRenders; sort?: ListSort | null; sortable?: boolean } = {}): ListColumn[] {
  return listedFields(meta, options.only).map((field) => {
    const listHint = typeof field.list === 'object' ? field.list : undefined;
    const custom = options.renders?.[field.name];
    const sortable = options.sortable !== false && field.sortable;
    return {
      key: field.name,
      dataIndex: field.name,
      title: field.label,
      width: listHint?.width,
      align: 'center',
      sorter: sortable ? true : undefined,
      sortOrder: sortable ? (options.sort?.field === field.name ? (options.sort.order === 'asc' ? 'ascend' : 'descend') : null) : undefined,
      render: (_: unknown, record: ListRecord, index: number) =>
        custom ? custom(record[field.name], record, index) : <EllipsisText text={displayValue(field, record)} length={listHint?.ellipsis} />,
    } satisfies ListColumn;
  });
}

/** The '#' column numbering rows across pages. */
export function indexColumn(pageNo: number, pageSize: number): ListColumn {
  return {
    key: INDEX_COLUMN_KEY,
    title: '#',
    width: 60,
    align: 'center',
    render: (_: unknown, __: ListRecord, index: number) => (pageNo - 1) * pageSize + index + 1,
  };
}
