import { describe, expect, it } from 'vitest';
import { acceptsPattern, patternProblem } from './patterns';
import { CREDIT_CODE_CHARS, CREDIT_CODE_WEIGHTS, creditCodeCheckChar, creditCodeProblem, normalizeCreditCode } from './creditCode';

/** Published codes of well-known companies (their business licences). */
const REAL = [
  '91440300708461136T', // 深圳市腾讯计算机系统有限公司
  '91330100716105852F', // 阿里巴巴（中国）有限公司
  '914403001922038216', // 华为技术有限公司
  '91110108558521630L', // 小米科技有限责任公司
  '91110000802100433B', // 北京百度网讯科技有限公司
];

/** The standard's computation written out again: value × 3^(i-1) mod 31, summed, 31 − sum mod 31. */
function referenceCheck(first17: string): string {
  let weight = 1;
  let sum = 0;
  for (const c of first17) {
    sum += CREDIT_CODE_CHARS.indexOf(c) * weight;
    weight = (weight * 3) % 31;
  }
  const r = 31 - (sum % 31);
  return CREDIT_CODE_CHARS[r === 31 ? 0 : r];
}

describe('统一社会信用代码 (GB 32100-2015)', () => {
  it('weighs the positions 3^(i-1) mod 31', () => {
    expect(CREDIT_CODE_WEIGHTS).toEqual([1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]);
    expect(CREDIT_CODE_CHARS).toHaveLength(31);
    expect(CREDIT_CODE_CHARS).not.toMatch(/[IOZSV]/);
  });

  it('computes 腾讯\'s check character as the standard does, by hand', () => {
    // 9 1 4 4 0 3 0 0 7 0 8 4 6 1 1 3 6 × 1 3 9 27 19 26 16 17 20 29 25 13 8 24 10 30 28
    // = 9 + 3 + 36 + 108 + 0 + 78 + 0 + 0 + 140 + 0 + 200 + 52 + 48 + 24 + 10 + 90 + 168 = 966
    // 966 mod 31 = 5; 31 − 5 = 26, the 27th character of 0…9ABCDEFGHJKLMNPQRTUWXY: T
    expect(creditCodeCheckChar('91440300708461136')).toBe('T');
    // 百度网讯: 9 1 1 1 0 0 0 0 8 0 2 1 0 0 4 3 3 → 9+3+9+27+0+0+0+0+160+0+50+13+0+0+40+90+84 = 485;
    // 485 mod 31 = 20; 31 − 20 = 11: B
    expect(creditCodeCheckChar('91110000802100433')).toBe('B');
  });

  it('accepts published codes and codes of every kind computed here', () => {
    for (const code of REAL) expect(creditCodeProblem(code), code).toBeUndefined();
    // A 事业单位 (12), a 社会团体 (51), a 农民专业合作社 (93), a 村级集体经济组织 (N2), with their check characters.
    for (const first17 of ['12140000405200127', '51140100MJ1234567', '93140105MA0K12345', 'N2140100MF0012345']) {
      const code = first17 + referenceCheck(first17);
      expect(creditCodeCheckChar(first17)).toBe(referenceCheck(first17));
      expect(creditCodeProblem(code), code).toBeUndefined();
      expect(acceptsPattern('creditCode', code), code).toBe(true);
    }
  });

  it('refuses any one character changed', () => {
    const code = REAL[0];
    for (let i = 0; i < 18; i++) {
      for (const c of CREDIT_CODE_CHARS) {
        if (c === code[i]) continue;
        const changed = code.slice(0, i) + c + code.slice(i + 1);
        expect(acceptsPattern('creditCode', changed), changed).toBe(false);
      }
    }
    // Two neighbours swapped: the weights differ, so the check character no longer fits.
    expect(creditCodeProblem('91440300708461163T')).toBe('统一社会信用代码的校验位不正确');
  });

  it('says what is wrong: length, characters, kind, division or check character', () => {
    expect(creditCodeProblem('91440300708461136')).toBe('统一社会信用代码应为18位');
    expect(creditCodeProblem('91440300708461136TT')).toBe('统一社会信用代码应为18位');
    expect(creditCodeProblem('9144030070846113IT')).toBe('统一社会信用代码只能包含数字和大写字母（不含I、O、Z、S、V）');
    expect(creditCodeProblem('9144030070846113ST')).toBe('统一社会信用代码只能包含数字和大写字母（不含I、O、Z、S、V）');
    expect(creditCodeProblem('9144030070846113-T')).toBe('统一社会信用代码只能包含数字和大写字母（不含I、O、Z、S、V）');
    // 工商 issues 1 企业, 2 个体工商户, 3 农民专业合作社 only; B is no registration authority.
    expect(creditCodeProblem('94440300708461136T')).toBe('统一社会信用代码的登记管理部门或机构类别代码不正确');
    expect(creditCodeProblem('B1440300708461136T')).toBe('统一社会信用代码的登记管理部门或机构类别代码不正确');
    expect(creditCodeProblem('914403A0708461136T')).toBe('统一社会信用代码的第3到8位应为行政区划数字');
    expect(creditCodeProblem('91440300708461136U')).toBe('统一社会信用代码的校验位不正确');
    expect(patternProblem('creditCode', '91440300708461136U', '信用代码')).toBe('统一社会信用代码的校验位不正确');
  });

  it('takes the code in lower case or with spaces and stores it upper-case', () => {
    expect(normalizeCreditCode(' 9144 0300 7084 6113 6t ')).toBe('91440300708461136T');
    expect(acceptsPattern('creditCode', '91440300708461136t')).toBe(true);
  });
});
