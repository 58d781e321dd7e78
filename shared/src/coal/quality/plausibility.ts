import { dec } from '../decimal';
import type { QualityDerived, QualityMeasured } from './derive';

/**
 * The typical ranges of thermal coal (coal-domain.md "Quality"): a value outside is shown as a warning beside the
 * result, never refused (a washed or a lignite sample may lie outside and be right).
 */
export const QUALITY_RANGES = [
  { field: 'qnetArKcal', label: '收到基低位发热量Qnet,ar', unit: 'kcal/kg', min: '4800', max: '5800' },
  { field: 'mt', label: '全水分Mt', unit: '%', min: '8', max: '25' },
  { field: 'ad', label: '干燥基灰分Ad', unit: '%', min: '15', max: '32' },
  { field: 'std', label: '干燥基全硫St,d', unit: '%', min: '0.6', max: '0.75' },
  { field: 'vdaf', label: '干燥无灰基挥发分Vdaf', unit: '%', min: '30', max: null },
] as const;

/** The Chinese warnings of the values outside their typical range, in the order of QUALITY_RANGES. */
export function qualityWarnings(values: QualityMeasured & Partial<QualityDerived>): string[] {
  const out: string[] = [];
  for (const r of QUALITY_RANGES) {
    const raw = (values as Record<string, unknown>)[r.field];
    if (raw === null || raw === undefined || raw === '') continue;
    const v = dec(String(raw));
    const low = v.lt(r.min);
    const high = r.max !== null && v.gt(r.max);
    if (!low && !high) continue;
    const range = r.max === null ? `不低于${r.min}${r.unit}` : `${r.min}–${r.max}${r.unit}`;
    out.push(`${r.label}${String(raw)}${r.unit}${low ? '偏低' : '偏高'}，常见范围${range}`);
  }
  return out;
}
