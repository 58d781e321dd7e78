/**
 * Figures as an accountant reads them, from the wire's decimal strings and whole kilograms, with text operations
 * only: a figure is never turned into a float on its way to the screen.
 */
import { dec, groupedAmount, plain } from '@meiyun/shared';

/** "123603.60" → "123,603.60"; empty for none. */
export const yuan = (v: string | null | undefined) => groupedAmount(v);

/** Whole kilograms with separators (49,000). */
export const kgText = (v: number | null | undefined) => (v == null ? '' : groupedAmount(String(v)));

/** A tax rate on the wire ("0.13") as a percentage (13%), exact. */
export const percent = (rate: string) => `${plain(dec(rate).times(100))}%`;

/** A business day range of the period: 2026-10-01 至 2026-10-31. */
export const periodText = (from: string, to: string) => `${from} 至 ${to}`;
