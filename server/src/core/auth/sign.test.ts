import { describe, expect, it } from 'vitest';
import { checkSign, computeSign, parseSignTimestamp, signParams } from './sign';

describe('X-Sign', () => {
  it('signs sorted string parameters the way the client does (hand-computed MD5)', () => {
    const params = signParams('/api/sys/dict/getDictItems/sys_user,realname,username', { b: 2, a: 'x', _t: '123' });
    expect(JSON.stringify(params)).toBe('{"a":"x","b":"2","x-path-variable":"sys_user,realname,username"}');
    // echo -n '{"a":"x","b":"2","x-path-variable":"sys_user,realname,username"}secret' | md5sum
    expect(computeSign(params, 'secret')).toBe('8A4E456FFC0CB8E51C1C98617F46F044');
    // echo -n '{}abc' | md5sum
    expect(computeSign({}, 'abc')).toBe('417B110F1E71BD2CFE96366E67849B0B');
  });

  it('url-decodes a path variable holding a comma', () => {
    expect(signParams('/x/getDictItems/sys_user%2Crealname%2Cid', {})).toEqual({ 'x-path-variable': 'sys_user,realname,id' });
    expect(signParams('/x/getDictItems/sex', {})).toEqual({});
  });

  it('accepts epoch milliseconds and yyyyMMddHHmmss (China time)', () => {
    expect(parseSignTimestamp('1700000000000')).toBe(1700000000000);
    expect(parseSignTimestamp('20231115060000')).toBe(Date.UTC(2023, 10, 14, 22, 0, 0));
    expect(parseSignTimestamp('abc')).toBeNull();
    expect(parseSignTimestamp(undefined)).toBeNull();
  });

  it('refuses a stale timestamp, a missing or a wrong sign', () => {
    const now = Date.now();
    const sign = computeSign(signParams('/d/sex', { a: '1' }), 'k');
    const base = { path: '/d/sex', query: { a: '1' }, secret: 'k', now };
    expect(checkSign({ ...base, sign, timestamp: String(now) })).toBe(true);
    expect(checkSign({ ...base, sign: sign.toLowerCase(), timestamp: String(now) })).toBe(true);
    expect(checkSign({ ...base, sign, timestamp: String(now - 6 * 60_000) })).toBe(false);
    expect(checkSign({ ...base, sign, timestamp: String(now + 6 * 60_000) })).toBe(false);
    expect(checkSign({ ...base, sign: undefined, timestamp: String(now) })).toBe(false);
    const wrong = (sign[0] === 'A' ? 'B' : 'A') + sign.slice(1);
    expect(checkSign({ ...base, sign: wrong, timestamp: String(now) })).toBe(false);
  });
});
