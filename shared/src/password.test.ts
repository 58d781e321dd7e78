import { describe, expect, it } from 'vitest';
import { changePasswordSchema, greetingFor, isAcceptablePassword, isStrongPassword, PasswordMessages } from './index';

describe('password rules (§5)', () => {
  it('the forced dialog wants a letter, a digit and a special character, 8 to 16 long', () => {
    expect(isStrongPassword('Abc12345!')).toBe(true);
    expect(isStrongPassword('Abc12345')).toBe(false);
    expect(isStrongPassword('A1!a')).toBe(false);
    expect(isStrongPassword('Abcdefgh12345678!')).toBe(false);
    expect(isStrongPassword('!!!!!!!!1')).toBe(false);
  });
  it('the change dialog wants a letter and a digit', () => {
    expect(isAcceptablePassword('abcd1234')).toBe(true);
    expect(isAcceptablePassword('abcdefgh')).toBe(false);
    expect(isAcceptablePassword('12345678')).toBe(false);
    expect(isAcceptablePassword('abc 12345')).toBe(false);
  });
  it('answers a mismatch with the spec message', () => {
    const r = changePasswordSchema.safeParse({ username: 'a', password: 'abcd1234', confirmpassword: 'abcd12345' });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0].message).toBe(PasswordMessages.mismatch);
  });
});

describe('greeting by hour (§9)', () => {
  it.each([
    [0, '早上好'], [8, '早上好'], [9, '上午好'], [11, '上午好'], [12, '中午好'], [13, '中午好'], [14, '下午好'], [19, '下午好'], [20, '晚上好'], [23, '晚上好'],
  ])('%i → %s', (h, g) => expect(greetingFor(h)).toBe(g));
});
