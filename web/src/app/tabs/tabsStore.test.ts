import { beforeEach, describe, expect, it } from 'vitest';
import { tabsActions, useTabs } from './tabsStore';
import type { TabEntry } from './tabsReducer';

const reportTab = (code: string): TabEntry => ({ name: 'online-cgreport-report', path: `/online/cgreport/${code}`, fullPath: `/online/cgreport/${code}`, title: '报表', keepAlive: true });
const titleOf = (fullPath: string) => useTabs.getState().tabs.find((t) => t.fullPath === fullPath)?.title;

beforeEach(() => tabsActions.reset());

describe('tabs a page names itself', () => {
  it('keep the page’s name when the route’s title comes back at the next visit', () => {
    tabsActions.open(reportTab('a'));
    tabsActions.rename('/online/cgreport/a', '部门用户报表');
    expect(titleOf('/online/cgreport/a')).toBe('部门用户报表');
    tabsActions.open(reportTab('b'));
    tabsActions.open(reportTab('a'));
    expect(titleOf('/online/cgreport/a')).toBe('部门用户报表');
    expect(titleOf('/online/cgreport/b')).toBe('报表');
  });

  it('take a name given before the tab opened, and forget it once the tab closes', () => {
    tabsActions.rename('/online/cgreport/c', '每日登录统计');
    tabsActions.open(reportTab('c'));
    expect(titleOf('/online/cgreport/c')).toBe('每日登录统计');
    tabsActions.close('/online/cgreport/c');
    expect(useTabs.getState().titles).toEqual({});
    tabsActions.open(reportTab('c'));
    expect(titleOf('/online/cgreport/c')).toBe('报表');
  });
});
