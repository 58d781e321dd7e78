import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@meiyun/shared';
import { menuTrail, openMenuKeys, selectedMenuKey, visibleMenu } from './menuTree';

const n = (path: string, extra: Partial<MenuNode> = {}): MenuNode => ({ id: path, path, name: path, component: 'x', route: '1', meta: { title: path }, ...extra });

const menu: MenuNode[] = [
  n('/dashboard/analysis'),
  n('/account', { children: [n('/account/center'), n('/account/settings', { hidden: true })] }),
  n('/secret', { children: [n('/secret/a', { hidden: true }), n('/secret/b', { meta: { title: 'b', hidden: true } })] }),
  n('/gone', { hidden: true }),
];

describe('menu display (§2.3)', () => {
  it('hides hidden items and parents whose children are all hidden', () => {
    const shown = visibleMenu(menu);
    expect(shown.map((x) => x.path)).toEqual(['/dashboard/analysis', '/account']);
    expect(shown[1].children!.map((x) => x.path)).toEqual(['/account/center']);
  });
  it('selects the matched item and opens its parents', () => {
    const trail = menuTrail(menu, '/account/center');
    expect(selectedMenuKey(trail)).toBe('/account/center');
    expect(openMenuKeys(trail)).toEqual(['/account']);
  });
  it('a hidden route selects its parent', () => {
    expect(selectedMenuKey(menuTrail(menu, '/account/settings'))).toBe('/account');
  });
  it('no match selects nothing', () => {
    expect(selectedMenuKey(menuTrail(menu, '/nope'))).toBeUndefined();
  });
});
