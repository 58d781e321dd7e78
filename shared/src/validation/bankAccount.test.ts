import { describe, expect, it } from 'vitest';
import { acceptsPattern, patternMessage } from './patterns';
import { BANK_ACCOUNT, normalizeBankAccount } from './bankAccount';

describe('银行账号', () => {
  it('takes 8 to 30 digits: company accounts of any bank and personal cards', () => {
    const good = [
      '12345678', // the shortest
      '140501040012345', // 15 digits, a company settlement account
      '6222021234567890123', // 19, a personal card
      '6222021234567890124', // the same with a Luhn check that fails: company accounts carry none, so it is not checked
      '0101010100000012345678', // a leading zero is kept
      '1'.repeat(30),
    ];
    for (const v of good) expect(BANK_ACCOUNT.test(v), v).toBe(true);
    for (const v of ['1234567', '1'.repeat(31), '6222-0212-3456', '6222 0212 3456', '62220212345a', '']) expect(BANK_ACCOUNT.test(v), v).toBe(false);
  });

  it('takes the groups of four a card is printed in and stores the digits alone', () => {
    expect(normalizeBankAccount('6222 0212 3456 7890 123')).toBe('6222021234567890123');
    expect(acceptsPattern('bankAccount', '6222 0212 3456 7890 123')).toBe(true);
    expect(acceptsPattern('bankAccount', '6222-0212-3456')).toBe(false);
    expect(patternMessage('bankAccount', '账号')).toBe('银行账号格式不正确');
  });
});
