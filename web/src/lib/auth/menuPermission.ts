import type { MenuNode } from '@meiyun/shared';
import { splitActions } from './permission';

/**
 * Menu and route permission of §6: a node whose meta names permission codes is kept only for a user holding
 * one of them; a node without such meta is open to everyone who got it from the server. The shared MenuMeta
 * does not declare the field yet, so it is read defensively here.
 */
export function routePermissionCodes(node: Pick<MenuNode, 'meta'>): string[] {
  const raw = (node.meta as { permission?: unknown } | undefined)?.permission;
  if (Array.isArray(raw)) return raw.flatMap((code) => (typeof code === 'string' ? splitActions(code) : []));
  return typeof raw === 'string' ? splitActions(raw) : [];
}

export function isRoutePermitted(node: Pick<MenuNode, 'meta'>, held: ReadonlySet<string>): boolean {
  const codes = routePermissionCodes(node);
  return codes.length === 0 || codes.some((code) => held.has(code));
}

/** A denied node takes its whole subtree with it: a child cannot be reached under a parent the user may not open. */
export function filterMenuByPermission(menu: readonly MenuNode[], held: ReadonlySet<string>): MenuNode[] {
  const out: MenuNode[] = [];
  for (const node of menu) {
    if (!isRoutePermitted(node, held)) continue;
    out.push(node.children ? { ...node, children: filterMenuByPermission(node.children, held) } : node);
  }
  return out;
}
