import { Descriptions } from 'antd';
import type { RowValues, TableValuesResult } from '../../../components/editable-table';

/** Rows named in full before the list is cut short (the large mode has 1 000). */
const SHOWN_ROWS = 10;

/** A row as a reader knows it: its bill number, or in the large mode its first cell. */
function nameOf(row: RowValues): string {
  return String(row.billNo || row.c0 || `第${String(row.orderNum ?? '?')}行`);
}

function names(rows: RowValues[]): string {
  if (rows.length === 0) return '无';
  const shown = rows.slice(0, SHOWN_ROWS).map(nameOf).join('、');
  return rows.length > SHOWN_ROWS ? `${shown} 等 ${rows.length} 行` : shown;
}

/**
 * What a save would hand to the server, in words: the rows in their order, and which are new, changed or deleted, so
 * the page can save only the changes.
 */
export function ValuesSummary({ values }: { values: TableValuesResult }) {
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      styles={{ label: { width: 110 } }}
      items={[
        { key: 'order', label: '当前顺序', children: <span data-testid="etable-order">{names(values.values)}</span> },
        { key: 'new', label: '新增的行', children: <span data-testid="etable-new">{names(values.new)}</span> },
        { key: 'edited', label: '修改过的行', children: <span data-testid="etable-edited">{names(values.edited)}</span> },
        { key: 'removed', label: '删除的行', children: <span data-testid="etable-removed">{names(values.removed)}</span> },
      ]}
    />
  );
}
