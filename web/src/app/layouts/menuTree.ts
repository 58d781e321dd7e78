import type { MenuNode } from '@meiyun/shared';

const isHidden = (n: MenuNode) => Boolean(n.hidden || n.meta?.hidden);

/**
 * The menu as shown (§2.3): hidden items go, and so does a parent whose children are all hidden.
 * Such a parent keeps no children, so it is not a leaf link to an empty folder either.
 */
export function visibleMenu(nodes: MenuNode[]): MenuNode[] {
  const out: MenuNode[] = [];
  for (const n of nodes) {
    if (isHidden(n)) continue;
    if (n.children && n.children.length > 0) {
      const kids = visibleMenu(n.children);
      if (kids.length === 0) continue;
      out.push({ ...n, children: kids });
    } else {
      out.push({ ...n, children: undefined });
    }
  }
  return out;
}

/** Root-to-match chain of menu nodes for a path, hidden nodes included; empty when nothing matches. */
export function menuTrail(nodes: MenuNode[], pathname: string): MenuNode[] {
  for (const n of nodes) {
    if (n.path === pathname) return [n];
    const below = menuTrail(n.children ?? [], pathname);
    if (below.length > 0) return [n, ...below];
  }
  return [];
}

/** Menu key to highlight: the matched item, or for a hidden route its nearest visible ancestor. */
export function selectedMenuKey(trail: MenuNode[]): string | undefined {
  for (let i = trail.length - 1; i >= 0; i--) if (!isHidden(trail[i])) return trail[i].path;
  return undefined;
}

/** Submenus to open so the selected item shows. */
export function openMenuKeys(trail: MenuNode[]): string[] {
  return trail.slice(0, -1).map((n) => n.path);
}

export function rootMenuKeys(nodes: MenuNode[]): string[] {
  return nodes.filter((n) => n.children && n.children.length > 0).map((n) => n.path);
}
