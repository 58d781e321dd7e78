import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MENU_ICON_NAMES } from '@meiyun/shared';
import { iconLoaders, menuIcon } from './menuIcon';

describe('menuIcon', () => {
  it('renders every name a menu may carry (the seed checks its menus against the same list)', () => {
    expect(MENU_ICON_NAMES.filter((n) => !menuIcon(n))).toEqual([]);
  });

  it('loads, for every name, the antd icon of that name', async () => {
    const wrong: string[] = [];
    for (const name of MENU_ICON_NAMES) {
      const { default: Icon } = await iconLoaders[name]();
      if (!renderToStaticMarkup(createElement(Icon)).includes(`aria-label="${name}"`)) wrong.push(name);
    }
    expect(wrong).toEqual([]);
  });

  it('reads the names antd v4 and later store, and shows nothing for an unknown one', () => {
    expect(menuIcon('FileSearchOutlined')).toBeDefined();
    expect(menuIcon('no-such-icon')).toBeUndefined();
    expect(menuIcon(null)).toBeUndefined();
  });
});
