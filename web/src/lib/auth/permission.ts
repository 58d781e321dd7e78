import type { AuthEntry } from '@meiyun/shared';

/**
 * Button permission of §6 and the contract's "Permissions". `auth` is what the user holds, `allAuth` every
 * button rule of the system. A rule only governs a button while it is on (status '1'); a button no active rule
 * governs is free for everyone, so adding a button to a screen never locks users out before an admin sets it up.
 */
export const AuthType = { showHide: '1', disable: '2' } as const;
export const RULE_ON = '1';

export type ButtonAccess = 'show' | 'hide' | 'disable';

/** A code string may name several actions ("user:add,user:edit"), in a request and in a stored entry alike. */
export function splitActions(action: string | null | undefined): string[] {
  return (action ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
}

const holds = (entry: AuthEntry, code: string) => splitActions(entry.action).includes(code);

function activeRulesFor(code: string, allAuth: readonly AuthEntry[]): AuthEntry[] {
  return allAuth.filter((rule) => String(rule.status ?? RULE_ON) === RULE_ON && holds(rule, code));
}

/**
 * The user covers a code through a type '2' entry, or through an entry of the same type as the rule that
 * governs it (a show/hide rule is granted as a type '1' entry).
 */
function covers(code: string, auth: readonly AuthEntry[], allAuth: readonly AuthEntry[]): boolean {
  const held = auth.filter((entry) => holds(entry, code));
  if (held.some((entry) => entry.type === AuthType.disable)) return true;
  const rules = activeRulesFor(code, allAuth);
  return rules.length > 0 && rules.every((rule) => held.some((entry) => entry.type === rule.type));
}

/** Allowed when the user covers one of the codes, or when no active rule governs any of them. */
export function hasPermission(action: string, auth: readonly AuthEntry[], allAuth: readonly AuthEntry[]): boolean {
  const codes = splitActions(action);
  if (codes.length === 0) return true;
  if (codes.some((code) => covers(code, auth, allAuth))) return true;
  return codes.every((code) => activeRulesFor(code, allAuth).length === 0);
}

/** What a guarded button does for this user: a show/hide rule hides it, a disable rule greys it out. */
export function buttonAccess(action: string, auth: readonly AuthEntry[], allAuth: readonly AuthEntry[]): ButtonAccess {
  if (hasPermission(action, auth, allAuth)) return 'show';
  const rules = splitActions(action).flatMap((code) => activeRulesFor(code, allAuth));
  return rules.some((rule) => rule.type === AuthType.showHide) ? 'hide' : 'disable';
}

/** Every code the user holds, whatever its type; route and menu permission read this list. */
export function heldCodes(auth: readonly AuthEntry[]): Set<string> {
  return new Set(auth.flatMap((entry) => splitActions(entry.action)));
}
