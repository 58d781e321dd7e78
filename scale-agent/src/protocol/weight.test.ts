import { describe, expect, it } from 'vitest';
import { toDisplay, toKilograms } from './weight';

describe('displayed number ↔ whole kilograms', () => {
  it('is exact where floating point is not', () => {
    expect(parseFloat('1.005') * 1000).not.toBe(1005); // why the digits are read as integers
    expect(toKilograms('001005', 3, false, 't')).toBe(1005);
    expect(toKilograms('000029', 2, false, 't')).toBe(290);
    expect(toKilograms('004896', 2, false, 't')).toBe(48960);
    expect(toKilograms('048960', 3, false, 't')).toBe(48960);
    expect(toKilograms('048960', 0, false, 'kg')).toBe(48960);
    expect(toKilograms('0001584', 1, true, 't')).toBe(-158400);
  });

  it('rounds a display finer than a kilogram half away from zero', () => {
    expect(toKilograms('489605', 4, false, 't')).toBe(48961);
    expect(toKilograms('489604', 4, false, 't')).toBe(48960);
    expect(toKilograms('000005', 1, true, 'kg')).toBe(-1);
    expect(toKilograms('000004', 1, true, 'kg')).toBe(0);
  });

  it('gives the simulator the display of a weight, or refuses one the display cannot show', () => {
    expect(toDisplay(48960, 2, 't')).toEqual({ digits: 4896, negative: false });
    expect(toDisplay(-20, 0, 'kg')).toEqual({ digits: 20, negative: true });
    expect(toDisplay(125, 1, 'kg')).toEqual({ digits: 1250, negative: false });
    expect(() => toDisplay(15845, 2, 't')).toThrow(/cannot be shown/);
  });
});
