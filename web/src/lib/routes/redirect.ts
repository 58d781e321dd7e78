import { HOME_PATH, LOGIN_PATH } from '@meiyun/shared';

/** The sign-in page, asked to come back to `fullPath` afterwards. */
export function loginRedirectFor(fullPath: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;
}

/** Only same-site paths are followed, so a crafted link cannot send a signed-in user elsewhere. */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** Where to go after a successful sign-in. */
export function afterLoginTarget(search: string): string {
  return safeRedirect(new URLSearchParams(search).get('redirect')) ?? HOME_PATH;
}
