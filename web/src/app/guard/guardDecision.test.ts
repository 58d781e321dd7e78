import { describe, expect, it } from 'vitest';
import { afterLoginTarget } from '../../lib/routes/redirect';
import { decideNavigation } from './guardDecision';

const base = { search: '', hasToken: true, permissionsLoaded: true };

describe('navigation guard (§2.2)', () => {
  it('signed in, visiting the login page → landing path', () => {
    expect(decideNavigation({ ...base, pathname: '/user/login' })).toEqual({ kind: 'redirect', to: '/dashboard/analysis' });
    expect(decideNavigation({ ...base, pathname: '/user/login', permissionsLoaded: false })).toEqual({ kind: 'redirect', to: '/dashboard/analysis' });
  });
  it('signed in without a permission list → fetch, then the requested path', () => {
    expect(decideNavigation({ ...base, pathname: '/account/center', search: '?tab=1', permissionsLoaded: false })).toEqual({
      kind: 'loadPermissions',
      onSuccess: '/account/center?tab=1',
      onFailure: '/user/login?redirect=%2Faccount%2Fcenter%3Ftab%3D1',
    });
  });
  it('signed in without a permission list and a redirect query → fetch, then the redirect', () => {
    expect(decideNavigation({ ...base, pathname: '/', search: '?redirect=%2Faccount%2Fsettings', permissionsLoaded: false })).toMatchObject({
      kind: 'loadPermissions',
      onSuccess: '/account/settings',
    });
  });
  it('ignores a redirect to another site', () => {
    expect(decideNavigation({ ...base, pathname: '/x', search: '?redirect=//evil.example', permissionsLoaded: false })).toMatchObject({ onSuccess: '/x?redirect=//evil.example' });
  });
  it('signed in with permissions → pass', () => {
    expect(decideNavigation({ ...base, pathname: '/dashboard/analysis' })).toEqual({ kind: 'pass' });
  });
  it.each(['/user/login', '/user/register', '/user/register-result', '/user/alteration', '/oauth2-app/login'])('signed out, public %s passes', (pathname) => {
    expect(decideNavigation({ ...base, hasToken: false, pathname })).toEqual({ kind: 'pass' });
  });
  it('signed out elsewhere → login with the full path as redirect', () => {
    expect(decideNavigation({ ...base, hasToken: false, pathname: '/account/center', search: '?a=1' })).toEqual({
      kind: 'redirect',
      to: '/user/login?redirect=%2Faccount%2Fcenter%3Fa%3D1',
    });
    expect(decideNavigation({ ...base, hasToken: false, pathname: '/404' })).toMatchObject({ kind: 'redirect' });
  });
  it('a page opened by a link token (a yard board, a driver page) passes signed in or out, loading no menu', () => {
    for (const hasToken of [true, false]) {
      expect(decideNavigation({ ...base, hasToken, permissionsLoaded: false, pathname: '/board/queue/abc' })).toEqual({ kind: 'pass' });
      expect(decideNavigation({ ...base, hasToken, permissionsLoaded: false, pathname: '/driver/pickup/abc' })).toEqual({ kind: 'pass' });
    }
    expect(decideNavigation({ ...base, hasToken: false, pathname: '/board/other' })).toMatchObject({ kind: 'redirect' });
  });
  it('after sign-in goes to the redirect query or home', () => {
    expect(afterLoginTarget('?redirect=%2Faccount%2Fcenter')).toBe('/account/center');
    expect(afterLoginTarget('')).toBe('/dashboard/analysis');
    expect(afterLoginTarget('?redirect=https://evil.example')).toBe('/dashboard/analysis');
  });
});
