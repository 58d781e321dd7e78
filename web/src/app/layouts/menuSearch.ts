import type { MenuNode } from '@meiyun/shared';
import { visibleMenu } from './menuTree';

/** A menu entry the header search can jump to: a leaf of the menu as shown, with its chain of titles. */
export interface MenuLeaf {
  path: string;
  title: string;
  /** Parent titles then the leaf's own, for telling apart two leaves of the same name. */
  trail: string[];
  /** External links open in a new window instead of routing. */
  externalUrl?: string;
}

/** The header search of §2.3 is offered to this one account only. */
export const MENU_SEARCH_USERNAME = 'admin';

export function canSearchMenu(username: string | null | undefined): boolean {
  return username === MENU_SEARCH_USERNAME;
}

const titleOf = (n: MenuNode) => n.meta?.title || n.name;

export function menuLeaves(menu: readonly MenuNode[]): MenuLeaf[] {
  const walk = (nodes: MenuNode[], parents: string[]): MenuLeaf[] =>
    nodes.flatMap((n) => {
      const trail = [...parents, titleOf(n)];
      if (n.children && n.children.length > 0) return walk(n.children, trail);
      const external = n.meta?.internalOrExternal && n.meta.url ? { externalUrl: n.meta.url } : {};
      return [{ path: n.path, title: titleOf(n), trail, ...external }];
    });
  return walk(visibleMenu([...menu]), []);
}

/** Case-insensitive match on the leaf title; an empty keyword lists nothing rather than the whole menu. */
export function searchMenuLeaves(leaves: readonly MenuLeaf[], keyword: string): MenuLeaf[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return [];
  return leaves.filter((leaf) => leaf.title.toLowerCase().includes(k));
}
