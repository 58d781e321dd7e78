import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { collectSignParams, computeSign, formatSignTimestamp, needsSign } from './sign';

const md5Upper = (s: string) => createHash('md5').update(s, 'utf8').digest('hex').toUpperCase();

describe('X-Sign', () => {
  it('hashes the JSON of the sorted parameters followed by the secret, upper case', () => {
    // Hand-computed: md5('{"a":"1","b":"x"}secret') with node's own md5.
    const sign = computeSign({ a: '1', b: 'x' }, 'secret');
    expect(sign).toBe(md5Upper('{"a":"1","b":"x"}secret'));
    expect(sign).toBe('EC213E25FD37364968BF04A00D229E68');
  });

  it('sorts keys, stringifies values and drops _t', () => {
    const p = collectSignParams({ url: '/sys/dict/getDictItems/sex?z=9&_t=123', params: { b: 2, a: true, n: null } });
    expect(Object.keys(p)).toEqual(['a', 'b', 'z']);
    expect(p).toEqual({ a: 'true', b: '2', z: '9' });
    expect(JSON.stringify(p)).toBe('{"a":"true","b":"2","z":"9"}');
  });

  it('adds a comma-holding last path segment, decoded, under x-path-variable', () => {
    const p = collectSignParams({ url: '/sys/dict/getDictItems/sys_user%2Crealname%2Cusername' });
    expect(p).toEqual({ 'x-path-variable': 'sys_user,realname,username' });
    expect(collectSignParams({ url: '/sys/dict/getDictItems/sex' })).toEqual({});
  });

  it('signs the body for non-GET calls only', () => {
    expect(collectSignParams({ url: '/x', method: 'post', data: { k: 1 } })).toEqual({ k: '1' });
    expect(collectSignParams({ url: '/x', method: 'get', data: { k: 1 } })).toEqual({});
  });

  it('matches a fully hand-built example', () => {
    const params = collectSignParams({ url: '/sys/dict/getDictItems/sex', params: { _t: 1 } });
    expect(computeSign(params, 'k3y')).toBe(md5Upper('{}k3y'));
  });

  it('formats the timestamp in China time as yyyyMMddHHmmss', () => {
    expect(formatSignTimestamp(new Date(Date.UTC(2024, 0, 2, 16, 4, 5)))).toBe('20240103000405');
  });

  it('knows which endpoints are signed', () => {
    expect(needsSign('/sys/dict/getDictItems/sex')).toBe(true);
    expect(needsSign('/api/sys/dict/getDictItems/sex')).toBe(true);
    expect(needsSign('/sys/user/list')).toBe(false);
  });
});
