import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@meiyun/shared';
import { findRoute, menuToRoutes } from './menuToRoutes';

const known = new Set(['dashboard/analysis/Analysis', 'account/center/AccountCenter', 'account/settings/AccountSettings']);
const isKnown = (c: string) => known.has(c);

function node(partial: Partial<MenuNode> & Pick<MenuNode, 'path' | 'component'>): MenuNode {
  return { id: partial.path, name: partial.path.slice(1).replace(/\//g, '-'), route: '1', meta: { title: partial.path }, ...partial };
}

const menu: MenuNode[] = [
  node({ path: '/dashboard/analysis', component: 'dashboard/analysis/Analysis', meta: { title: '首页' } }),
  node({
    path: '/account',
    component: 'layouts/RouteView',
    redirect: '/account/center',
    meta: { title: '个人页' },
    children: [
      node({ path: '/account/center', component: 'account/center/AccountCenter', meta: { title: '个人中心', keepAlive: true } }),
      node({ path: '/account/settings', component: 'account/settings/AccountSettings', hidden: true, meta: { title: '个人设置' } }),
    ],
  }),
  node({ path: '/always', component: 'layouts/RouteView', alwaysShow: true, redirect: '/elsewhere' }),
  node({ path: '/not-a-route', component: 'dashboard/analysis/Analysis', route: '0' }),
  node({ path: '/mystery', component: 'nowhere/Screen' }),
  node({ path: '/abc123hash', component: 'layouts/IframePageView', meta: { title: '百度', url: 'https://example.com', internalOrExternal: true } }),
  node({ path: '/embedded', component: 'layouts/IframePageView', meta: { title: '嵌入', url: 'https://example.org' } }),
];

describe('menu → routes (§2.1)', () => {
  const routes = menuToRoutes(menu, isKnown);

  it('keeps paths, names, titles and resolves known screens', () => {
    expect(routes[0]).toMatchObject({ path: '/dashboard/analysis', kind: 'page', component: 'dashboard/analysis/Analysis', meta: { title: '首页' } });
  });
  it('converts children recursively and keeps the folder redirect', () => {
    const account = routes[1];
    expect(account).toMatchObject({ kind: 'layout', redirect: '/account/center' });
    expect(account.children.map((c) => c.path)).toEqual(['/account/center', '/account/settings']);
    expect(account.children[0].meta.keepAlive).toBe(true);
  });
  it('marks hidden routes hidden but still routes them', () => {
    expect(findRoute(routes, '/account/settings')?.hidden).toBe(true);
  });
  it('alwaysShow redirects to its own path', () => {
    expect(findRoute(routes, '/always')?.redirect).toBe('/always');
  });
  it("leaves out items whose route flag is '0'", () => {
    expect(findRoute(routes, '/not-a-route')).toBeUndefined();
  });
  it('turns an unknown component into the 404 marker', () => {
    expect(findRoute(routes, '/mystery')?.kind).toBe('notFound');
  });
  it('finds a route with a parameter by any path it matches, a route of the very path first', () => {
    const withParam = menuToRoutes(
      [
        node({ path: '/reports/:code', component: 'account/center/AccountCenter', meta: { title: '报表' } }),
        node({ path: '/reports/daily', component: 'account/settings/AccountSettings', meta: { title: '日报' } }),
      ],
      isKnown,
    );
    expect(findRoute(withParam, '/reports/user_by_depart')?.meta.title).toBe('报表');
    expect(findRoute(withParam, '/reports/daily')?.meta.title).toBe('日报');
    expect(findRoute(withParam, '/reports/a/b')).toBeUndefined();
    expect(findRoute(withParam, '/reports')).toBeUndefined();
  });
  it('recognises external links and iframe entries', () => {
    expect(findRoute(routes, '/abc123hash')?.kind).toBe('external');
    expect(findRoute(routes, '/embedded')).toMatchObject({ kind: 'iframe', meta: { url: 'https://example.org' } });
  });
});
