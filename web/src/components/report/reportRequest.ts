import type { SorterResult } from 'antd/es/table/interface';

/** Values of the report's named parameters (`${days}` in its statement), as its run routes take them: `self_days`. */
export function selfParams(params: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(params ?? {}).map(([k, v]) => [`self_${k}`, v]));
}

/** A table's sort as the run routes take it (`column=asc|desc`), or none when the column is unsorted. */
export function reportSorter<Row>(sorter: SorterResult<Row> | SorterResult<Row>[] | undefined): string | undefined {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  const column = one?.columnKey ?? one?.field;
  return one?.order && column !== undefined ? `${String(column)}=${one.order === 'ascend' ? 'asc' : 'desc'}` : undefined;
}
