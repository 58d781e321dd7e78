import { formatThousands } from './formatNumber';

export interface NumberTextProps {
  value: number | string | null | undefined;
  /** Fixed decimal places; the value's own digits when omitted. */
  decimals?: number;
  /** Shown for an empty value. */
  empty?: string;
}

/** A number shown with thousands separators (§9), right-aligned digits in tables via `tabular-nums`. */
export function NumberText({ value, decimals, empty = '' }: NumberTextProps) {
  const text = formatThousands(value, decimals);
  return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{text || empty}</span>;
}
