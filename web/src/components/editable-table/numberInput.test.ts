import { describe, expect, it } from 'vitest';
import { acceptNumberInput, settleNumber } from './numberInput';

describe('number cell input', () => {
  it('keeps text on its way to a number and reverts anything else', () => {
    for (const ok of ['', '-', '1', '-12', '12.', '12.5', '-0.25', '.5']) expect(acceptNumberInput('9', ok)).toBe(ok);
    for (const bad of ['a', '1a', '1.2.3', '--1', '1-', '1e5', ' 1']) expect(acceptNumberInput('9', bad)).toBe('9');
  });

  it('parses to a number on focus and blur, else empties', () => {
    expect(settleNumber('12.5')).toBe(12.5);
    expect(settleNumber('-3')).toBe(-3);
    expect(settleNumber(7)).toBe(7);
    for (const bad of ['', '-', '12.', '.5', 'abc', null, undefined, Number.NaN]) expect(settleNumber(bad)).toBe('');
  });
});
