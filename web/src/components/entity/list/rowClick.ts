import type { MouseEvent } from 'react';

/**
 * Whether a click on a table row means the row itself: not one on its links, buttons, check box or expand button,
 * and not one in a menu or popconfirm the row opened, whose clicks React passes up through the portal.
 */
export function isPlainRowClick(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as Element | null;
  if (!target || !event.currentTarget.contains(target)) return false;
  return !target.closest('a, button, input, label, [role="button"], .ant-table-row-expand-icon, .ant-checkbox-wrapper');
}
