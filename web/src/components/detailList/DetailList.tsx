import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { useDevice } from '../../lib/device/useDevice';

export interface DetailItem {
  label: ReactNode;
  children: ReactNode;
  /** Columns the item spans. */
  span?: number;
}

export interface DetailListProps {
  title?: ReactNode;
  items: DetailItem[];
  /** Columns on a wide screen: 3 by default, at most 4 (§2.6); a tablet shows at most 2, a phone 1. */
  column?: 1 | 2 | 3 | 4;
  /** Labels above their values instead of beside them. */
  layout?: 'horizontal' | 'vertical';
  bordered?: boolean;
}

export const MAX_DETAIL_COLUMNS = 4;

/** Label–value pairs of a record, for detail pages and dialogs. */
export function DetailList({ title, items, column = 3, layout = 'horizontal', bordered = false }: DetailListProps) {
  const { device, small } = useDevice();
  const wanted = Math.min(Math.max(column, 1), MAX_DETAIL_COLUMNS);
  // A phone shows one pair a line, a tablet at most two.
  const cols = small ? 1 : device === 'mobile' ? Math.min(wanted, 2) : wanted;
  return (
    <Descriptions
      className="detail-list"
      title={title}
      column={cols}
      layout={layout}
      bordered={bordered}
      size="small"
      items={items.map((it, i) => ({ key: i, label: it.label, children: it.children, span: it.span ? Math.min(it.span, cols) : undefined }))}
    />
  );
}
