import { asc, desc, type SQL } from 'drizzle-orm';
import { BizError } from '../http/envelope';
import type { QuerySource } from './source';

export const unknownSortColumn = (column: string) => new BizError(`请注意，将要排序的列字段不存在：${column}`);

/**
 * `column` + `order`: the column must be a declared, non-secret field (a `_dictText` suffix is stripped). The id
 * breaks ties, so that pages never repeat or skip a row.
 */
export function sortOrder(source: QuerySource, column: string | undefined, order: string | undefined): SQL[] {
  let field = source.defaultSort?.field;
  let dir: 'asc' | 'desc' = source.defaultSort?.order ?? 'desc';
  if (column !== undefined && column.trim() !== '') {
    const name = column.trim().replace(/_dictText$/, '');
    if (!source.fields.has(name) && !source.sortOnly?.has(name)) throw unknownSortColumn(column);
    field = name;
    dir = order === 'asc' ? 'asc' : 'desc';
  }
  const col = field ? (source.fields.get(field)?.column ?? source.sortOnly?.get(field)) : undefined;
  const by = dir === 'asc' ? asc : desc;
  return col && col !== source.id ? [by(col), by(source.id)] : [by(source.id)];
}
