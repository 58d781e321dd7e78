import { createHash } from 'node:crypto';
import type { AuthEntry, MenuNode, PermissionResult } from '@meiyun/shared';
import { HOME_PATH } from '@meiyun/shared';

/** The columns of sys_permission the tree needs (tests pass hand-made rows). */
export interface MenuRow {
  id: string;
  parentId: string | null;
  name: string;
  url: string | null;
  component: string | null;
  componentName: string | null;
  redirect: string | null;
  menuType: number;
  perms: string | null;
  permsType: string;
  sortNo: number;
  alwaysShow: boolean;
  icon: string | null;
  isRoute: boolean;
  keepAlive: boolean;
  hidden: boolean;
  status: string;
  internalOrExternal: boolean;
}

const isExternal = (url: string | null) => !!url && /^https?:\/\//i.test(url);

/** Route name: the component name, else the url without its leading "/" and with "/" → "-". */
export function routeName(row: Pick<MenuRow, 'componentName' | 'url'>, path: string): string {
  if (row.componentName) return row.componentName;
  return path.replace(/^\/+/, '').replace(/\//g, '-');
}

function toNode(row: MenuRow): MenuNode {
  const external = isExternal(row.url);
  // An address cannot serve as a router path: its hash stands in, the address goes to meta.url.
  const path = external ? createHash('md5').update(row.url!).digest('hex') : (row.url ?? '');
  const node: MenuNode = {
    id: row.id,
    path,
    name: routeName(row, path),
    component: row.component ?? '',
    redirect: row.redirect ?? null,
    hidden: row.hidden,
    route: row.isRoute ? '1' : '0',
    meta: {
      title: row.name,
      icon: row.icon ?? null,
      keepAlive: row.keepAlive,
      internalOrExternal: row.internalOrExternal,
      componentName: row.componentName ?? null,
      ...(external ? { url: row.url } : {}),
    },
  };
  if (row.alwaysShow) node.alwaysShow = true;
  return node;
}

const HOME_FALLBACK: MenuRow = {
  id: 'home',
  parentId: null,
  name: '首页',
  url: HOME_PATH,
  component: 'dashboard/analysis/Analysis',
  componentName: null,
  redirect: null,
  menuType: 0,
  perms: null,
  permsType: '1',
  sortNo: 0,
  alwaysShow: false,
  icon: 'home',
  isRoute: true,
  keepAlive: false,
  hidden: false,
  status: '1',
  internalOrExternal: false,
};

/** A parent all of whose children are hidden is hidden too (bottom-up, so it holds at every depth). */
function hideEmptyParents(nodes: MenuNode[]) {
  for (const n of nodes) {
    if (n.children?.length) {
      hideEmptyParents(n.children);
      if (n.children.every((c) => c.hidden)) n.hidden = true;
    }
  }
}

/**
 * The menu tree of the rows the user holds: menus (type 0/1) sorted by sort_no, the home entry first (added when
 * the user lacks it), buttons kept apart.
 */
export function buildMenuTree(rows: MenuRow[], homeRow?: MenuRow): MenuNode[] {
  const menus = rows.filter((r) => r.menuType === 0 || r.menuType === 1).sort((a, b) => a.sortNo - b.sortNo);
  const nodes = new Map(menus.map((r) => [r.id, toNode(r)]));
  const roots: MenuNode[] = [];
  for (const r of menus) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId ? nodes.get(r.parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else if (!r.parentId) roots.push(node);
    // A child whose parent the user does not hold has nowhere to appear: it is left out.
  }
  hideEmptyParents(roots);
  const homeIdx = roots.findIndex((n) => n.path === HOME_PATH);
  if (homeIdx > 0) roots.unshift(...roots.splice(homeIdx, 1));
  if (homeIdx < 0) roots.unshift(toNode(homeRow ?? HOME_FALLBACK));
  return roots;
}

const auth = (r: MenuRow): AuthEntry => ({ action: r.perms ?? '', type: r.permsType, describe: r.name });

export function buildPermissionResult(userRows: MenuRow[], allButtons: MenuRow[], homeRow?: MenuRow): PermissionResult {
  return {
    menu: buildMenuTree(userRows, homeRow),
    auth: userRows.filter((r) => r.menuType === 2 && r.perms).map(auth),
    allAuth: allButtons.filter((r) => r.menuType === 2 && r.perms).map((r) => ({ ...auth(r), status: r.status })),
  };
}
