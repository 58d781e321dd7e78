import { describe, expect, it } from 'vitest';
import { MENU_ICON_NAMES } from '@meiyun/shared';
import { menuIcon } from './menuIcon';

describe('menuIcon', () => {
  it('renders every name a menu may carry (the seed checks its menus against the same list)', () => {
    expect(MENU_ICON_NAMES.filter((n) => !menuIcon(n))).toEqual([]);
  });

  it('reads the names antd v4 and later store, and shows nothing for an unknown one', () => {
    expect(menuIcon('FileSearchOutlined')).toBeDefined();
    expect(menuIcon('no-such-icon')).toBeUndefined();
    expect(menuIcon(null)).toBeUndefined();
  });
});
