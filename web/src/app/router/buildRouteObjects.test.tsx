import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import type { AppRouteDef } from './menuToRoutes';
import { buildRouteObjects } from './buildRouteObjects';

const def = (path: string, kind: AppRouteDef['kind'], children: AppRouteDef[] = []): AppRouteDef => ({
  path,
  name: path,
  kind,
  component: kind === 'page' ? 'dashboard/analysis/Analysis' : 'layouts/RouteView',
  hidden: false,
  meta: { title: path },
  children,
});

const paths = (routes: ReturnType<typeof buildRouteObjects>): string[] =>
  routes.flatMap((r) => [...(r.path ? [r.path] : []), ...paths(r.children ?? [])]);

describe('buildRouteObjects', () => {
  it('nests children under their folder, with the first child as the folder index', () => {
    const routes = buildRouteObjects([def('/system', 'layout', [def('/system/user', 'page'), def('/system/role', 'page')])]);
    expect(routes).toHaveLength(1);
    expect(paths(routes)).toEqual(['/system', '/system/user', '/system/role']);
    expect(() => createMemoryRouter(routes, { initialEntries: ['/system/role'] })).not.toThrow();
  });

  it('lifts a child whose address lies outside its folder to the folder level, so the router accepts the tree', () => {
    const routes = buildRouteObjects([def('/system', 'layout', [def('/system/user', 'page'), def('/online/cgreport', 'page')])]);
    expect(routes.map((r) => r.path)).toEqual(['/system', '/online/cgreport']);
    const router = createMemoryRouter(routes, { initialEntries: ['/online/cgreport'] });
    expect(router.state.matches.at(-1)?.route.path).toBe('/online/cgreport');
  });
});
