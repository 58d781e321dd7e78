import type { AuthEntry } from '@meiyun/shared';
import { AuthType, RULE_ON, splitActions } from './permission';

/**
 * Column permission of §6: an active type '1' rule named `prefix + columnKey` governs a column, and the user
 * sees a governed column only if they hold that rule. Columns no rule names stay visible.
 */
export interface ColumnLike {
  key?: unknown;
  dataIndex?: unknown;
}

/** Prefixes are written with or without their trailing colon ("user" or "user:"). */
export function normalizePrefix(prefix: string): string {
  return prefix === '' || prefix.endsWith(':') ? prefix : `${prefix}:`;
}

function columnKey(column: ColumnLike): string | undefined {
  const index = column.dataIndex;
  if (Array.isArray(index)) return index.join('.');
  if (typeof index === 'string' || typeof index === 'number') return String(index);
  if (typeof column.key === 'string' || typeof column.key === 'number') return String(column.key);
  return undefined;
}

/** Keys after the prefix of the active type '1' rules the user does not hold. */
export function deniedColumnKeys(auth: readonly AuthEntry[], allAuth: readonly AuthEntry[], prefix: string): Set<string> {
  const pre = normalizePrefix(prefix);
  const held = new Set(auth.filter((e) => e.type === AuthType.showHide).flatMap((e) => splitActions(e.action)));
  const denied = new Set<string>();
  for (const rule of allAuth) {
    if (rule.type !== AuthType.showHide || String(rule.status ?? RULE_ON) !== RULE_ON) continue;
    for (const code of splitActions(rule.action)) {
      if (code.startsWith(pre) && !held.has(code)) denied.add(code.slice(pre.length));
    }
  }
  return denied;
}

export function filterColumnsByAuth<C extends ColumnLike>(
  columns: readonly C[],
  auth: readonly AuthEntry[],
  prefix: string,
  allAuth: readonly AuthEntry[],
): C[] {
  const denied = deniedColumnKeys(auth, allAuth, prefix);
  if (denied.size === 0) return [...columns];
  return columns.filter((column) => {
    const key = columnKey(column);
    return key === undefined || !denied.has(key);
  });
}
