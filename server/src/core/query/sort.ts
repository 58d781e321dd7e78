import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { fieldOfColumn } from '@meiyun/shared';
import { BizError } from '../http/envelope';
import type { QuerySource } from './source';

export const unknownSortColumn = (column: string) => new BizError(`请注意，将要排序的列字段不存在：${column}`);

/** A list's order: one column (or none) then the id, both in the same direction. */
export interface SortSpec {
  /** Undefined when the list is ordered by the id alone. */
  column?: PgColumn;
  dir: 'asc' | 'desc';
}

/**
 * `column` + `order`: the column must be a declared, non-secret field (a `_dictText` suffix is stripped). The id
 * breaks ties, so that pages never repeat or skip a row.
 */
export function sortSpec(source: QuerySource, column: string | undefined, order: string | undefined): SortSpec {
  let field = source.defaultSort?.field;
  let dir: 'asc' | 'desc' = source.defaultSort?.order ?? 'desc';
  if (column !== undefined && column.trim() !== '') {
    const name = fieldOfColumn(column.trim());
    if (!source.fields.has(name) && !source.sortOnly?.has(name)) throw unknownSortColumn(column);
    field = name;
    dir = order === 'asc' ? 'asc' : 'desc';
  }
  const col = field ? (source.fields.get(field)?.column ?? source.sortOnly?.get(field)) : undefined;
  return { column: col && col !== source.id ? col : undefined, dir };
}

export function orderOf(source: QuerySource, spec: SortSpec): SQL[] {
  const by = spec.dir === 'asc' ? asc : desc;
  return spec.column ? [by(spec.column), by(source.id)] : [by(source.id)];
}

export function sortOrder(source: QuerySource, column: string | undefined, order: string | undefined): SQL[] {
  return orderOf(source, sortSpec(source, column, order));
}
