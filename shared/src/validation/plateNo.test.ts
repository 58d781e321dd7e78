import { describe, expect, it } from 'vitest';
import { acceptsPattern, patternMessage } from './patterns';
import { normalizePlateNo, PLATE_NO } from './plateNo';

describe('车牌号 (GA 36)', () => {
  it('accepts ordinary plates of every province', () => {
    const provinces = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
    expect([...provinces]).toHaveLength(31);
    for (const p of provinces) expect(PLATE_NO.test(`${p}A12345`), p).toBe(true);
    for (const plate of ['晋A12345', '晋KAB123', '蒙L0A8C9', '陕HZZ999', '冀AXY000']) expect(PLATE_NO.test(plate), plate).toBe(true);
  });

  it('accepts new-energy plates: small ones by their first letter, large ones by their last', () => {
    for (const plate of ['京AD12345', '沪AF01234', '粤BDA1234', '浙AA12345', '苏EK98765', '川AHC1234']) expect(PLATE_NO.test(plate), plate).toBe(true);
    for (const plate of ['晋A12345D', '晋B00001F']) expect(PLATE_NO.test(plate), plate).toBe(true);
    // Small: the first letter A–K (no I), then 4 digits at the end; large: D or F only.
    for (const plate of ['京AL12345', '京AI12345', '京ADA123B', '晋A12345A', '晋A1234DF']) expect(PLATE_NO.test(plate), plate).toBe(false);
  });

  it('accepts trailer, driving-school, police, consulate and Hong Kong or Macao plates', () => {
    for (const plate of ['晋A1234挂', '晋AB123挂', '京A1234学', '京A0001警', '沪A1234领', '粤Z1234港', '粤ZA123澳']) expect(PLATE_NO.test(plate), plate).toBe(true);
    for (const plate of ['晋A12345挂', '晋A123挂', '晋A1234港', '粤Y1234港', '京A1234使']) expect(PLATE_NO.test(plate), plate).toBe(false);
  });

  it('refuses other provinces, I and O, lengths and lower case before normalising', () => {
    for (const plate of ['A12345', '台A12345', '晋112345', '晋I12345', '晋O12345', '晋A1234O', '晋AI2345', '晋A1234', '晋A1234567', '晋a12345', '晋A 12345', '']) {
      expect(PLATE_NO.test(plate), plate).toBe(false);
    }
  });

  it('normalises to upper case without spaces or the dot, so 晋a·12345 passes and is stored 晋A12345', () => {
    expect(normalizePlateNo(' 晋a·12345 ')).toBe('晋A12345');
    expect(normalizePlateNo('京ad 12345')).toBe('京AD12345');
    expect(acceptsPattern('plateNo', '晋a 12345')).toBe(true);
    expect(acceptsPattern('plateNo', '晋a1234')).toBe(false);
    expect(patternMessage('plateNo', '车牌号')).toBe('车牌号格式不正确');
  });
});
