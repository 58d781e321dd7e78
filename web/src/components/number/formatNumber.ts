/**
 * A number with thousands separators (§9), exact on decimal strings (money arrives as strings, never floats):
 * `formatThousands('1234567.5')` → `1,234,567.5`; `formatThousands(1234.5, 2)` → `1,234.50`. Empty or non-numeric
 * input answers '' (or the input as text), never "NaN".
 */
export function formatThousands(value: number | string | null | undefined, decimals?: number): string {
  if (value === null || value === undefined || value === '') return '';
  let text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  if (typeof value === 'number' && /e/i.test(text)) text = value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[2] === '' && !m[3])) return typeof value === 'string' ? value : '';
  const [, sign, intPart, frac = ''] = m;
  let fraction = frac;
  let integer = intPart || '0';
  if (decimals !== undefined) {
    // Round half up on the digit string, so 0.125 → 0.13 exactly.
    const digits = (integer + fraction.padEnd(decimals + 1, '0').slice(0, decimals)).split('').map(Number);
    if (Number(fraction.padEnd(decimals + 1, '0')[decimals]) >= 5) {
      let i = digits.length - 1;
      while (i >= 0) {
        if (digits[i] === 9) {
          digits[i] = 0;
          i--;
        } else {
          digits[i]++;
          break;
        }
      }
      if (i < 0) digits.unshift(1);
    }
    const all = digits.join('');
    integer = all.slice(0, all.length - decimals) || '0';
    fraction = decimals > 0 ? all.slice(all.length - decimals) : '';
  }
  integer = integer.replace(/^0+(?=\d)/, '');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const isZero = /^0*$/.test(integer + fraction);
  return `${sign === '-' && !isZero ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}
