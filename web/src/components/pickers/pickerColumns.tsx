import type { ColumnsType } from 'antd/es/table';
import { Ellipsis } from '../ellipsis/Ellipsis';

export interface PickerColumn {
  dataIndex: string;
  title: string;
  width?: number;
}

/** A cell's text cut to `length` characters (default 25), the whole text on hover. */
export function ellipsisCell(value: unknown, length?: number) {
  return <Ellipsis value={value === null || value === undefined ? '' : String(value)} length={length} />;
}

/** Plain text columns of a picker table. */
export function textColumns<Row>(columns: readonly PickerColumn[], length?: number): ColumnsType<Row> {
  return columns.map((c) => ({ key: c.dataIndex, dataIndex: c.dataIndex, title: c.title, width: c.width, render: (v: unknown) => ellipsisCell(v, length) }));
}
