import { describe, expect, it } from 'vitest';
import { IFRAME_VIEW, ROUTE_VIEW, berthMeta, isScreenKey } from '@meiyun/shared';
import { entityMenu } from '../src/core/crud/index';
import type { SeedMenu } from '../src/core/module';
import { MODULES } from '../src/modules/index';
import { MENU_FOLDERS } from '../src/seed/data';

/**
 * A seeded menu's component is a screen of shared/src/screens.ts (the web has a page for each) or a layout. `tsc`
 * refuses any other literal: each `@ts-expect-error` below is one it must refuse.
 */
function compileOnly() {
  // @ts-expect-error not a screen: the berths' list is coal/berth/BerthList
  entityMenu(berthMeta, { key: 'menu:coal:berth', parent: 'menu:coal:base', name: '泊位', url: '/coal/berth', component: 'coal/berth/BerthLis', sortNo: 11 });
  // @ts-expect-error a folder's layout is layouts/RouteView
  const folder: SeedMenu = { key: 'menu:x', parent: null, name: '文件夹', url: '/x', component: 'layouts/RouteVeiw', menuType: 0, sortNo: 1 };
  return folder;
}

describe('seeded menu components', () => {
  it('each names a screen or a layout, built names included (business user screens)', () => {
    expect(compileOnly).toBeTypeOf('function');
    const components = [...MENU_FOLDERS, ...MODULES.flatMap((m) => m.menus ?? [])].flatMap((m) => (m.component ? [m.component] : []));
    expect(components.length).toBeGreaterThan(40);
    expect(components.filter((c) => !isScreenKey(c) && c !== ROUTE_VIEW && c !== IFRAME_VIEW)).toEqual([]);
  });
});
