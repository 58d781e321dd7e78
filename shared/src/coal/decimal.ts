import Decimal from 'decimal.js';

/**
 * The one decimal type of the coal money and quality arithmetic (coal-api.md "Numbers on the wire"): 40 significant
 * digits, so no intermediate of a settlement is ever rounded, and half up (四舍五入, away from zero on a tie) where
 * a figure is rounded on purpose: the fen for money, 3 places for tonnes, 4 for a clause's 元/t.
 */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = InstanceType<typeof Dec>;

export const dec = (v: Decimal.Value | Dec): Dec => new Dec(v as Decimal.Value);

/** Half up to the fen (money), 3 places (tonnes), 4 places (元/t of a clause, unit prices). */
export const round2 = (v: Dec): Dec => v.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
export const round3 = (v: Dec): Dec => v.toDecimalPlaces(3, Decimal.ROUND_HALF_UP);
export const round4 = (v: Dec): Dec => v.toDecimalPlaces(4, Decimal.ROUND_HALF_UP);

/** Wire strings with their fixed places ("800.00", "31.460", "2.0000"); `-0.00` is written `0.00`. */
export const money = (v: Dec): string => fixed(round2(v), 2);
export const tonnes = (v: Dec): string => fixed(round3(v), 3);
export const perTonne = (v: Dec): string => fixed(round4(v), 4);

function fixed(v: Dec, places: number): string {
  return (v.isZero() ? new Dec(0) : v).toFixed(places);
}

/** A decimal string a person typed or a client sent ("16.4", " 5180 ", 5180): the value, or null when it is not one. */
export function parseDecimal(raw: unknown): Dec | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? new Dec(raw) : null;
  if (typeof raw !== 'string') return null;
  const s = raw.trim();
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(s)) return null;
  return new Dec(s);
}

/** A plain decimal string without trailing zeros ("1.4", "2", "-0.25"), for values that carry their own places. */
export const plain = (v: Dec): string => (v.isZero() ? '0' : v.toFixed());
