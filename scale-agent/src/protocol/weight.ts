/**
 * The indicator's displayed number ↔ whole kilograms, in integer arithmetic.
 *
 * Why not parseFloat: 1.005 t × 1000 is 1004.9999999999999 in floating point, and a weighing must be the number the
 * clerk saw. The frame gives digits and a count of decimal places, so the value is digits × 10^(unit − decimals)
 * with integers only; the largest display (7 digits) stays far below 2^53.
 */
import type { WeightUnit } from './types';

/** Powers of ten of the unit relative to one kilogram. */
const UNIT_EXPONENT: Record<WeightUnit, number> = { kg: 0, t: 3 };

/**
 * Whole kilograms of a displayed number: `digits` are ASCII digits, `decimals` how many of them follow the decimal
 * point. A display finer than a kilogram (kg with decimals, or tonnes with 4) is rounded half away from zero, the way
 * the figure would be written on a weighing slip.
 */
export function toKilograms(digits: string, decimals: number, negative: boolean, unit: WeightUnit): number {
  if (!/^\d+$/.test(digits)) throw new Error(`not digits: ${JSON.stringify(digits)}`);
  const value = Number(digits);
  const exponent = UNIT_EXPONENT[unit] - decimals;
  let kg: number;
  if (exponent >= 0) {
    kg = value * 10 ** exponent;
  } else {
    const divisor = 10 ** -exponent;
    const whole = Math.floor(value / divisor);
    kg = (value % divisor) * 2 >= divisor ? whole + 1 : whole;
  }
  // No "-0": a negative zero would print as "0" but compare oddly in a test or a JSON consumer.
  return negative && kg !== 0 ? -kg : kg;
}

/**
 * The displayed number of whole kilograms, as the simulator's indicator would show it: the magnitude's digits and
 * the sign. Refuses a weight the display cannot show exactly (15 845 kg at 2 decimals of a tonne), since a simulator
 * that rounded silently would test nothing.
 */
export function toDisplay(kg: number, decimals: number, unit: WeightUnit): { digits: number; negative: boolean } {
  if (!Number.isInteger(kg)) throw new Error(`not whole kilograms: ${kg}`);
  const exponent = UNIT_EXPONENT[unit] - decimals;
  const magnitude = Math.abs(kg);
  let digits: number;
  if (exponent >= 0) {
    const step = 10 ** exponent;
    if (magnitude % step !== 0) throw new Error(`${kg} kg cannot be shown in ${unit} with ${decimals} decimals`);
    digits = magnitude / step;
  } else {
    digits = magnitude * 10 ** -exponent;
  }
  return { digits, negative: kg < 0 };
}
