import { describe, expect, it } from 'vitest';
import { Dec, dec, money, parseDecimal, perTonne, plain, round2, round3, round4, tonnes } from './decimal';

// Every expected figure below is worked out by hand in the comment or literal next to it.

describe('Dec: decimal arithmetic, never floats', () => {
  it('adds tenths exactly (a float gives 0.30000000000000004)', () => {
    expect(dec('0.1').plus(dec('0.2')).toFixed()).toBe('0.3');
    expect(dec('0.1').plus(dec('0.2')).eq(dec('0.3'))).toBe(true);
  });

  it('keeps 40 significant digits: 1/3 = 0.333… (40 threes), 2/3 ends in …7 (half up at the 40th digit)', () => {
    expect(dec(1).div(3).toFixed()).toBe(`0.${'3'.repeat(40)}`);
    expect(dec(2).div(3).toFixed()).toBe(`0.${'6'.repeat(39)}7`);
  });

  it('multiplies tonnes by prices exactly: 31.46 × 800 = 25168, 31.02 × 4 = 124.08', () => {
    expect(dec('31.46').times(dec('800')).toFixed()).toBe('25168');
    expect(dec('31.02').times(dec('4.0000')).toFixed()).toBe('124.08');
  });

  it('dec accepts a number, a string and a Dec', () => {
    expect(dec(16.4).toFixed()).toBe('16.4');
    expect(dec('16.40').toFixed()).toBe('16.4');
    expect(dec(new Dec('5180')).toFixed()).toBe('5180');
  });
});

describe('rounding: half up (四舍五入), a tie goes away from zero', () => {
  it.each([
    // [value, round2, round3, round4]
    ['1.005', '1.01', '1.005', '1.005'], // 1.005: the 3rd place is a tie for round2 → up
    ['-1.005', '-1.01', '-1.005', '-1.005'], // negative tie: away from zero
    ['2.0045', '2', '2.005', '2.0045'], // round2: 3rd place 4 → down (no double rounding 2.0045 → 2.005 → 2.01)
    ['0.00125', '0', '0.001', '0.0013'], // round4: 5th place 5 → up to 0.0013 (half even would give 0.0012)
    ['-0.00125', '0', '-0.001', '-0.0013'], // round4 of a negative tie → −0.0013; round2 → −0 (shown as 0)
    ['0.66665', '0.67', '0.667', '0.6667'], // 0.66665 → 0.6667 (half up), 0.667, 0.67
    ['-0.61725', '-0.62', '-0.617', '-0.6173'], // −0.61725 → −0.6173
    ['0.0004999', '0', '0', '0.0005'], // below a tie: round3 → 0.000; round4: 5th place 9 → 0.0005
    ['25168', '25168', '25168', '25168'],
  ])('%s', (v, r2, r3, r4) => {
    expect(round2(dec(v)).toFixed()).toBe(dec(r2).toFixed());
    expect(round3(dec(v)).toFixed()).toBe(dec(r3).toFixed());
    expect(round4(dec(v)).toFixed()).toBe(dec(r4).toFixed());
  });
});

describe('wire strings: fixed places, and never -0', () => {
  it('money: 2 places, half up', () => {
    expect(money(dec('800'))).toBe('800.00');
    expect(money(dec('25168'))).toBe('25168.00');
    expect(money(dec('123.636'))).toBe('123.64'); // 30.909 × 4 = 123.636 → 123.64
    expect(money(dec('10.005'))).toBe('10.01');
    expect(money(dec('-10.005'))).toBe('-10.01');
    expect(money(dec('-31.46'))).toBe('-31.46');
  });

  it('tonnes: 3 places, half up', () => {
    expect(tonnes(dec('31.46'))).toBe('31.460');
    expect(tonnes(dec('0.44044'))).toBe('0.440'); // 31.46 × 1.4 % = 0.44044
    expect(tonnes(dec('0.55055'))).toBe('0.551'); // 31.46 × 1.75 % = 0.55055
    expect(tonnes(dec('0.0045'))).toBe('0.005');
  });

  it('perTonne: 4 places, half up', () => {
    expect(perTonne(dec('2'))).toBe('2.0000');
    expect(perTonne(dec('-3'))).toBe('-3.0000');
    expect(perTonne(dec(2).div(3))).toBe('0.6667'); // 0.6666… → 0.6667
    expect(perTonne(dec(-2).div(3))).toBe('-0.6667');
    expect(perTonne(dec('-9.95225'))).toBe('-9.9523');
  });

  it('a negative figure that rounds to zero prints as zero, never "-0.00"', () => {
    expect(money(dec('-0.004'))).toBe('0.00'); // −0.004 → −0.00 → 0.00
    expect(money(dec('-0'))).toBe('0.00');
    expect(tonnes(dec('-0.0004'))).toBe('0.000');
    expect(perTonne(dec('-0.00004'))).toBe('0.0000');
    expect(perTonne(dec(0).times(dec(-3)))).toBe('0.0000'); // 0 × −3 is −0 in decimal.js
    expect(plain(dec('-0'))).toBe('0');
    expect(plain(dec(0).times(-1))).toBe('0');
    // but a negative that survives rounding keeps its sign
    expect(money(dec('-0.005'))).toBe('-0.01');
  });

  it('plain: no trailing zeros', () => {
    expect(plain(dec('16.40'))).toBe('16.4');
    expect(plain(dec('5180'))).toBe('5180');
    expect(plain(dec('-0.250'))).toBe('-0.25');
    expect(plain(dec('2.0000'))).toBe('2');
  });
});

describe('parseDecimal', () => {
  it.each([
    ['16.4', '16.4'],
    [' 5180 ', '5180'],
    ['05180', '5180'],
    ['+2', '2'],
    ['-3', '-3'],
    ['.5', '0.5'],
    ['1.', '1'],
    ['0.0000', '0'],
  ])('reads %j as %s', (raw, want) => {
    expect(plain(parseDecimal(raw)!)).toBe(want);
  });

  it('reads finite numbers', () => {
    expect(plain(parseDecimal(5180)!)).toBe('5180');
    expect(plain(parseDecimal(16.4)!)).toBe('16.4');
    expect(plain(parseDecimal(-0)!)).toBe('0');
  });

  it.each([[''], [' '], ['abc'], ['1e3'], ['1,000'], ['12.3.4'], ['--1'], ['-'], ['.'], ['Infinity'], ['NaN'], ['0x10']])('refuses %j', (raw) => {
    expect(parseDecimal(raw)).toBeNull();
  });

  it('refuses what is not a number or a string', () => {
    for (const raw of [NaN, Infinity, -Infinity, null, undefined, {}, [], true]) expect(parseDecimal(raw)).toBeNull();
  });
});
