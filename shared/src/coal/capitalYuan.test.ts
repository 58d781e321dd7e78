import { describe, expect, it } from 'vitest';
import { capitalYuan, groupedAmount, unitPriceText } from './capitalYuan';
import { dec } from './decimal';

describe('capitalYuan', () => {
  it('writes the amounts of the rules and of a settlement sheet, worked out by hand', () => {
    const cases: [string, string][] = [
      ['123603.60', '壹拾贰万叁仟陆佰零叁元陆角'],
      ['1409.50', '壹仟肆佰零玖元伍角'],
      ['6007.14', '陆仟零柒元壹角肆分'],
      ['1680.32', '壹仟陆佰捌拾元叁角贰分'],
      ['107000.53', '壹拾万零柒仟元伍角叁分'],
      ['325.04', '叁佰贰拾伍元零肆分'],
      ['1000.05', '壹仟元零伍分'],
      ['10', '壹拾元整'],
      ['15.00', '壹拾伍元整'],
      ['580000', '伍拾捌万元整'],
      ['1000500', '壹佰万零伍佰元整'],
      ['20000005.10', '贰仟万零伍元壹角'],
      ['100000000', '壹亿元整'],
      ['100050000.00', '壹亿零伍万元整'],
      ['100000001', '壹亿零壹元整'],
      ['3004005006.07', '叁拾亿零肆佰万零伍仟零陆元零柒分'],
    ];
    for (const [amount, text] of cases) expect(capitalYuan(amount), amount).toBe(text);
  });

  it('writes fen alone, jiao alone and nothing', () => {
    expect(capitalYuan('0.05')).toBe('伍分');
    expect(capitalYuan('0.30')).toBe('叁角');
    expect(capitalYuan('0.35')).toBe('叁角伍分');
    expect(capitalYuan('0')).toBe('零元整');
    expect(capitalYuan('0.00')).toBe('零元整');
    expect(capitalYuan('-0.00')).toBe('零元整');
  });

  it('marks a negative amount and takes a decimal or a number', () => {
    expect(capitalYuan('-1234.50')).toBe('负壹仟贰佰叁拾肆元伍角');
    expect(capitalYuan(dec('2.01'))).toBe('贰元零壹分');
    expect(capitalYuan(90)).toBe('玖拾元整');
  });

  it('refuses what is not an amount in fen rather than rounding it', () => {
    expect(() => capitalYuan('1.005')).toThrow(/more than 2 places/);
    expect(() => capitalYuan('abc')).toThrow(/not an amount/);
    expect(() => capitalYuan('12345678901234567')).toThrow(/too large/);
  });
});

describe('groupedAmount', () => {
  it('groups the yuan by thousands and keeps the fen as given', () => {
    expect(groupedAmount('123603.60')).toBe('123,603.60');
    expect(groupedAmount('1234567.05')).toBe('1,234,567.05');
    expect(groupedAmount('-1500.00')).toBe('-1,500.00');
    expect(groupedAmount('999.99')).toBe('999.99');
    expect(groupedAmount('31460')).toBe('31,460');
    expect(groupedAmount(null)).toBe('');
  });
});

describe('unitPriceText', () => {
  it('keeps the fen and only the places a price has', () => {
    expect(unitPriceText('800.0000')).toBe('800.00');
    expect(unitPriceText('1250.5000')).toBe('1,250.50');
    expect(unitPriceText('612.3450')).toBe('612.345');
  });
});
