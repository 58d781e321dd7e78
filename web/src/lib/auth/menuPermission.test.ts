import type { MenuNode } from '@meiyun/shared';
import { describe, expect, it } from 'vitest';
import { filterMenuByPermission, isRoutePermitted } from './menuPermission';

function node(path: string, permission?: unknown, children?: MenuNode[]): MenuNode {
  const meta = { title: path, ...(permission === undefined ? {} : { permission }) };
  return { id: path, path, name: path, component: 'x', route: '1', meta, children };
}

describe('menu and route permission (§6)', () => {
  it('allows a route without permission meta', () => {
    expect(isRoutePermitted(node('/a'), new Set())).toBe(true);
    expect(isRoutePermitted(node('/a', []), new Set())).toBe(true);
  });

  it('allows a route when the user holds one of its codes', () => {
    expect(isRoutePermitted(node('/a', ['x', 'y']), new Set(['y']))).toBe(true);
    expect(isRoutePermitted(node('/a', 'x,y'), new Set(['x']))).toBe(true);
    expect(isRoutePermitted(node('/a', ['x']), new Set(['z']))).toBe(false);
  });

  it('filters the tree, dropping a denied parent with its children', () => {
    const menu = [node('/open'), node('/sys', ['sys:view'], [node('/sys/user')]), node('/biz', undefined, [node('/biz/a', ['biz:a']), node('/biz/b')])];
    const filtered = filterMenuByPermission(menu, new Set());
    expect(filtered.map((n) => n.path)).toEqual(['/open', '/biz']);
    expect(filtered[1].children?.map((n) => n.path)).toEqual(['/biz/b']);
    expect(filterMenuByPermission(menu, new Set(['sys:view', 'biz:a'])).map((n) => n.path)).toEqual(['/open', '/sys', '/biz']);
  });
});
