import type { AuthEntry } from '@meiyun/shared';
import { hasPermission } from '../../lib/auth/permission';
import { normalizePrefix } from '../../lib/auth/columnAuth';

/** The toolbar buttons guarded by a permission prefix (§6): `prefix + code`. */
export const TOOLBAR_CODES = { add: 'add', batchDelete: 'batch_delete' } as const;
export type ToolbarCode = (typeof TOOLBAR_CODES)[keyof typeof TOOLBAR_CODES];

/**
 * The excluded codes of an auth prefix: the toolbar codes the user may not use, each written in full with the
 * prefix (a trailing colon is added when missing). No prefix excludes nothing.
 */
export function excludedToolbarCodes(authPrefix: string | undefined, auth: readonly AuthEntry[], allAuth: readonly AuthEntry[]): string[] {
  if (!authPrefix) return [];
  const pre = normalizePrefix(authPrefix);
  return Object.values(TOOLBAR_CODES)
    .map((code) => pre + code)
    .filter((full) => !hasPermission(full, auth, allAuth));
}

/** A button shows unless its full code is in the excluded list; no excluded codes means all allowed. */
export function toolbarButtonAllowed(code: ToolbarCode, authPrefix: string | undefined, excluded: readonly string[]): boolean {
  if (!excluded.length) return true;
  const full = authPrefix ? normalizePrefix(authPrefix) + code : code;
  return !excluded.includes(full);
}
