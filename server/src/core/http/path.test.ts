import { describe, expect, it } from 'vitest';
import { normalizePath, routePatternToRegex } from './path';

describe('normalizePath', () => {
  it.each([
    ['/api/sys/user/list', '/api/sys/user/list'],
    ['/api/sys/user/list/', '/api/sys/user/list'],
    ['/api/sys/user/list.js', '/api/sys/user/list'],
    ['/api/sys/user/list.json?x=1', '/api/sys/user/list'],
    ['/api/sys/user/list;jsessionid=1', '/api/sys/user/list'],
    ['/api/sys;x=1/user/list', '/api/sys/user/list'],
    ['/api/sys/%2e%2e/sys/user/list', '/api/sys/user/list'],
    ['/api/sys/%252e%252e/sys/user/list', '/api/sys/user/list'],
    ['/api//sys///user/list', '/api/sys/user/list'],
    ['/api/sys/login/../user/getCurrentUserDeparts', '/api/sys/user/getCurrentUserDeparts'],
    ['/api/sys%2Fuser%2Flist', '/api/sys/user/list'],
    ['/api/./sys/./user/list', '/api/sys/user/list'],
    ['/api/sys/user/list.css.png', '/api/sys/user/list'],
    ['/../../api/health', '/api/health'],
    ['/api/sys/User/List', '/api/sys/User/List'],
    ['/api/bad%zz', '/api/bad%zz'],
  ])('%s → %s', (raw, expected) => expect(normalizePath(raw)).toBe(expected));
});

describe('routePatternToRegex', () => {
  it('matches parameters within one segment only', () => {
    const r = routePatternToRegex('/api/sys/randomImage/:key');
    expect(r.test('/api/sys/randomImage/abc')).toBe(true);
    expect(r.test('/api/sys/randomImage/abc/def')).toBe(false);
    expect(r.test('/api/sys/randomImage')).toBe(false);
  });
});
