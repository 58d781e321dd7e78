import { HOME_PATH, LOGIN_PATH, PUBLIC_WEB_PATHS, PUBLIC_WEB_PREFIXES } from '@meiyun/shared';
import { loginRedirectFor, safeRedirect } from '../../lib/routes/redirect';

/** The navigation guard of §2.2 as a pure decision. */
export interface GuardInput {
  pathname: string;
  /** Query string including '?', or empty. */
  search: string;
  hasToken: boolean;
  /** Whether this page load already fetched the permission list (and built the dynamic routes). */
  permissionsLoaded: boolean;
}

export type GuardDecision =
  | { kind: 'pass' }
  | { kind: 'redirect'; to: string }
  /** Fetch permissions; on success go to `onSuccess`, on failure log out and go to `onFailure`. */
  | { kind: 'loadPermissions'; onSuccess: string; onFailure: string };

export function decideNavigation(input: GuardInput): GuardDecision {
  const fullPath = input.pathname + input.search;
  if (PUBLIC_WEB_PREFIXES.some((p) => input.pathname.startsWith(p))) return { kind: 'pass' };
  if (input.hasToken) {
    if (input.pathname === LOGIN_PATH) return { kind: 'redirect', to: HOME_PATH };
    if (!input.permissionsLoaded) {
      const redirect = safeRedirect(new URLSearchParams(input.search).get('redirect'));
      return { kind: 'loadPermissions', onSuccess: redirect ?? fullPath, onFailure: loginRedirectFor(fullPath) };
    }
    return { kind: 'pass' };
  }
  if ((PUBLIC_WEB_PATHS as readonly string[]).includes(input.pathname)) return { kind: 'pass' };
  return { kind: 'redirect', to: loginRedirectFor(fullPath) };
}
