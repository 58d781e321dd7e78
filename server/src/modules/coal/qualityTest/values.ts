import { dec, deriveQuality, impossibleQuality, qualityWarnings, QUALITY_MEASURED_FIELDS, type QualityMeasured } from '@meiyun/shared';
import { BizError } from '../../../core/http/envelope';

/** A stored or checked value with its 2 places, as stored and shown ('22.1' → '22.10'; empty → null). Exact: the fields take at most 2. */
const text = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : dec(String(v)).toFixed(2));

/**
 * The columns the server writes beside the measured values of a whole record (the stored ones under those sent):
 * the derived values (shared/src/coal/quality/derive.ts) and the plausibility warnings. Refuses values that cannot
 * be (moisture and ash of 100 % or more).
 */
export function derivedColumns(record: Record<string, unknown>) {
  const measured: QualityMeasured = Object.fromEntries(QUALITY_MEASURED_FIELDS.map((f) => [f, text(record[f])]));
  const impossible = impossibleQuality(measured);
  if (impossible) throw new BizError(impossible);
  const derived = deriveQuality(measured);
  const warnings = qualityWarnings({ ...measured, ...derived });
  return { ...derived, warnings: warnings.length ? warnings.join('；') : null };
}

const VALUE_FIELDS = [...QUALITY_MEASURED_FIELDS, 'hgi', 'g'];
/**
 * Whether a write sets measured values, so the writer becomes the one who entered them: an edit sending any (a
 * cleared one too), an add giving any (the kit fills the unsent fields of an add with null).
 */
export const sendsMeasured = (input: Record<string, unknown>, mode: 'add' | 'edit') =>
  VALUE_FIELDS.some((f) => (mode === 'edit' ? f in input : input[f] !== null && input[f] !== undefined));
