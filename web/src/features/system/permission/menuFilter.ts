import type { Key } from 'react';

interface MenuLike {
  id: string;
  name: string;
  url: string | null;
  perms: string | null;
  children?: MenuLike[];
}

/**
 * Rows whose name, url or permission code holds the text, with the ancestors that lead to them; a matching row
 * keeps all its children.
 */
export function filterTree<T extends MenuLike>(rows: T[], text: string): T[] {
  if (!text) return rows;
  const t = text.toLowerCase();
  return rows.flatMap((r) => {
    const children = filterTree((r.children ?? []) as T[], text);
    const hit = [r.name, r.url, r.perms].some((v) => v?.toLowerCase().includes(t));
    if (!hit && !children.length) return [];
    return [{ ...r, children: hit ? r.children : children }];
  });
}

/** Keys of every row that has children, for "expand all". */
export const allKeys = (rows: MenuLike[]): Key[] => rows.flatMap((r) => (r.children?.length ? [r.id, ...allKeys(r.children)] : []));
