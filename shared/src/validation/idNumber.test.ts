import { describe, expect, it } from 'vitest';
import { acceptsPattern, patternProblem } from './patterns';
import { ID_NUMBER_WEIGHTS, idNumberCheckChar, idNumberProblem, normalizeIdNumber } from './idNumber';

/** ISO 7064 MOD 11-2 in its recursive form, independent of the weight table: p = (p + digit) × 2 mod 11. */
function referenceCheck(first17: string): string {
  let p = 0;
  for (const d of first17) p = ((p + Number(d)) * 2) % 11;
  const c = (12 - p) % 11;
  return c === 10 ? 'X' : String(c);
}

const TODAY = new Date(Date.UTC(2025, 0, 1));

describe('居民身份证号码 (GB 11643-1999)', () => {
  it('weighs the positions 2^(17-i) mod 11', () => {
    expect(ID_NUMBER_WEIGHTS).toEqual([7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]);
  });

  it('computes the standard\'s example by hand', () => {
    // 1 1 0 1 0 5 1 9 4 9 1 2 3 1 0 0 2 × 7 9 10 5 8 4 2 1 6 3 7 9 10 5 8 4 2
    // = 7 + 9 + 0 + 5 + 0 + 20 + 2 + 9 + 24 + 27 + 7 + 18 + 30 + 5 + 0 + 0 + 4 = 167; 167 mod 11 = 2; (12 − 2) mod 11 = 10: X
    expect(idNumberCheckChar('11010519491231002')).toBe('X');
    expect(idNumberProblem('11010519491231002X', TODAY)).toBeUndefined();
  });

  it('accepts numbers of several provinces and both kinds of check character', () => {
    const first17s = ['44052418800101001', '14010219900307123', '51010719880315123', '15010220000229002', '62010220241231567', '81000019750704002'];
    for (const first17 of first17s) {
      const id = first17 + referenceCheck(first17);
      expect(idNumberCheckChar(first17)).toBe(referenceCheck(first17));
      expect(idNumberProblem(id, TODAY), id).toBeUndefined();
    }
    // 1880-01-01 (the standard's second example), a leap day, and an X among them.
    expect(referenceCheck('44052418800101001')).toBe('4');
    expect(referenceCheck('51010719880315123')).toBe('X');
    expect(acceptsPattern('idNumberCn', '51010719880315123X')).toBe(true);
  });

  it('refuses any one digit changed and says the check digit is wrong', () => {
    const id = '11010519491231002X';
    for (let i = 0; i < 18; i++) {
      for (const d of '0123456789X') {
        if (d === id[i]) continue;
        const changed = id.slice(0, i) + d + id.slice(i + 1);
        expect(acceptsPattern('idNumberCn', changed), changed).toBe(false);
        // A changed sequence digit leaves a plausible number: only the check digit gives it away.
        if (i >= 14 && i < 17 && d !== 'X') expect(idNumberProblem(changed, TODAY)).toBe('身份证号码的校验码不正确');
      }
    }
    expect(idNumberProblem('110105194912310021', TODAY)).toBe('身份证号码的校验码不正确');
  });

  it('says when the birth date, the address code or the shape is wrong', () => {
    const withCheck = (first17: string) => first17 + referenceCheck(first17);
    expect(idNumberProblem(withCheck('11010519490231002'), TODAY)).toBe('身份证号码的出生日期不正确'); // 31 February
    expect(idNumberProblem(withCheck('11010519490229002'), TODAY)).toBe('身份证号码的出生日期不正确'); // 1949 no leap year
    expect(idNumberProblem(withCheck('11010519491301002'), TODAY)).toBe('身份证号码的出生日期不正确');
    expect(idNumberProblem(withCheck('11010517991231002'), TODAY)).toBe('身份证号码的出生日期不正确');
    expect(idNumberProblem(withCheck('11010520250102002'), TODAY)).toBe('身份证号码的出生日期不正确'); // after today
    expect(idNumberProblem(withCheck('99010519491231002'), TODAY)).toBe('身份证号码的地址码不正确');
    for (const bad of ['11010519491231002', '11010519491231002X1', '110105491231002', '11010519491231002Y', '1101051949123100AX']) {
      expect(idNumberProblem(bad, TODAY), bad).toBe('身份证号码应为18位，前17位为数字，最后一位为数字或X');
    }
  });

  it('takes a lower-case x and spaces, stores upper-case', () => {
    expect(normalizeIdNumber(' 110105 19491231 002x')).toBe('11010519491231002X');
    expect(acceptsPattern('idNumberCn', '11010519491231002x')).toBe(true);
    expect(patternProblem('idNumberCn', '110105194912310021', '身份证号')).toBe('身份证号码的校验码不正确');
  });
});
