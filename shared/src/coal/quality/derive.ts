import { Dec, dec, parseDecimal } from '../decimal';

/**
 * The measured values of a quality test as the lab reports them (coal-api.md "Quality"): percentages and MJ/kg
 * with 2 decimals, HGI and G as integers. Decimal strings on the wire; a value not yet measured is null.
 */
export interface QualityMeasured {
  mt?: string | null;
  mad?: string | null;
  aad?: string | null;
  vad?: string | null;
  stad?: string | null;
  qgrAd?: string | null;
  qnetArMj?: string | null;
}

/** The values the server derives (coal-domain.md "Quality"); null while an input is missing. */
export interface QualityDerived {
  ad: string | null;
  vdaf: string | null;
  std: string | null;
  star: string | null;
  fcad: string | null;
  qnetArKcal: number | null;
}

export const QUALITY_MEASURED_FIELDS = ['mt', 'mad', 'aad', 'vad', 'stad', 'qgrAd', 'qnetArMj'] as const;
/** What must be measured before a result can be reviewed: every input of a derived value and of settlement. */
export const QUALITY_REQUIRED_FIELDS = ['mt', 'mad', 'aad', 'vad', 'stad', 'qnetArMj'] as const;
export const QUALITY_DERIVED_FIELDS = ['ad', 'vdaf', 'std', 'star', 'fcad', 'qnetArKcal'] as const;

/** 1 kcal = 4.1816 J (coal-domain.md "Units"): kcal/kg = MJ/kg × 1000 / 4.1816. */
export const KCAL_PER_MJ_DIVISOR = '4.1816';

/** Percentages derived here keep 2 decimals, half up (四舍五入), rounded once from the exact quotient. */
const pct = (v: Dec): string => v.toDecimalPlaces(2, Dec.ROUND_HALF_UP).toFixed(2);

const val = (raw: string | null | undefined): Dec | null => (raw === null || raw === undefined || raw === '' ? null : parseDecimal(raw));

/** qnetArKcal = round(qnetArMj × 1000 / 4.1816), half up to the unit (coal-api.md). */
export function kcalOfMj(mj: string): number {
  return dec(mj).times(1000).dividedBy(KCAL_PER_MJ_DIVISOR).toDecimalPlaces(0, Dec.ROUND_HALF_UP).toNumber();
}

/**
 * The derived values from the measured ones, exact decimal arithmetic rounded once at the end:
 * Ad = Aad × 100 / (100 − Mad); Vdaf = Vad × 100 / (100 − Mad − Aad); St,d = St,ad × 100 / (100 − Mad);
 * St,ar = (100 − Mt) × St,ad / (100 − Mad); FCad = 100 − Mad − Aad − Vad; each to 2 decimals half up;
 * Qnet,ar in kcal/kg to the unit. A value whose inputs are missing, or whose denominator is not positive, is null.
 */
export function deriveQuality(m: QualityMeasured): QualityDerived {
  const mt = val(m.mt);
  const mad = val(m.mad);
  const aad = val(m.aad);
  const vad = val(m.vad);
  const stad = val(m.stad);
  const qnet = val(m.qnetArMj);
  const dryBase = mad ? dec(100).minus(mad) : null;
  const dry = dryBase && dryBase.gt(0) ? dryBase : null;
  const dafBase = mad && aad ? dec(100).minus(mad).minus(aad) : null;
  const daf = dafBase && dafBase.gt(0) ? dafBase : null;
  return {
    ad: aad && dry ? pct(aad.times(100).dividedBy(dry)) : null,
    vdaf: vad && daf ? pct(vad.times(100).dividedBy(daf)) : null,
    std: stad && dry ? pct(stad.times(100).dividedBy(dry)) : null,
    star: stad && dry && mt ? pct(dec(100).minus(mt).times(stad).dividedBy(dry)) : null,
    fcad: mad && aad && vad ? pct(dec(100).minus(mad).minus(aad).minus(vad)) : null,
    qnetArKcal: qnet ? kcalOfMj(qnet.toFixed()) : null,
  };
}

/**
 * Measured values that cannot be (the lab's or the typist's slip): the refusal, else undefined. Moisture and ash
 * together must leave something to burn, and Mad, Aad and Vad cannot exceed the whole sample.
 */
export function impossibleQuality(m: QualityMeasured): string | undefined {
  const mad = val(m.mad);
  const aad = val(m.aad);
  const vad = val(m.vad);
  if (mad && aad && mad.plus(aad).gte(100)) return '空气干燥基水分与灰分之和应小于100%';
  if (mad && aad && vad && mad.plus(aad).plus(vad).gt(100)) return '空气干燥基水分、灰分与挥发分之和不能超过100%';
  return undefined;
}
