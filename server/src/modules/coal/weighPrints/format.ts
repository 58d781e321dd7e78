/** A value as printed: empty for none. */
export const str = (v: unknown) => (v == null ? '' : String(v));

/**
 * Whole kilograms with thousands separators, as the lists show them (49,000); empty when not weighed yet. Written
 * out rather than through `toLocaleString`, so the printed figure does not depend on the server's locale data.
 */
export function kg(v: unknown): string {
  if (v == null || v === '') return '';
  return String(v).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
