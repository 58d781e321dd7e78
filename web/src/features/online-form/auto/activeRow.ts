import type { ListRecord } from '../../../components/entity';

/**
 * The master row an ERP list shows the 附表 of: the one the user clicked while it is on the page shown, else the
 * page's first row; none before the page arrived or on an empty page.
 */
export function activeRowOf(rows: readonly ListRecord[] | null, chosen: string | null): string | null {
  if (!rows) return null;
  if (chosen && rows.some((r) => r.id === chosen)) return chosen;
  return rows[0]?.id ?? null;
}
