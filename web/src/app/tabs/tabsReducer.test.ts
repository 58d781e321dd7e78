import { describe, expect, it } from 'vitest';
import { closeLeft, closeOthers, closeRight, closeTab, HOME_TAB, initialTabs, openTab, renameTab, type TabEntry, type TabsState } from './tabsReducer';

const tab = (fullPath: string, title = fullPath): TabEntry => ({ name: fullPath, path: fullPath.split('?')[0], fullPath, title, keepAlive: false });
const keys = (s: TabsState) => s.tabs.map((t) => t.fullPath);

function withTabs(...paths: string[]): TabsState {
  return paths.reduce((s, p) => openTab(s, tab(p)), initialTabs);
}

describe('tabbed workspace (§2.4)', () => {
  it('starts with the home tab and adds visited routes keyed by full path', () => {
    const s = withTabs('/a', '/b?x=1', '/b?x=2', '/a');
    expect(keys(s)).toEqual(['/dashboard/analysis', '/a', '/b?x=1', '/b?x=2']);
    expect(s.activeKey).toBe('/a');
  });
  it('keeps home first even when opened late', () => {
    const s = openTab({ tabs: [tab('/a')], activeKey: '/a' }, HOME_TAB);
    expect(keys(s)).toEqual(['/dashboard/analysis', '/a']);
  });
  it('renames a tab', () => {
    expect(renameTab(withTabs('/a'), '/a', '新标题').tabs[1].title).toBe('新标题');
  });
  it('refuses to close home', () => {
    const r = closeTab(withTabs('/a'), '/dashboard/analysis');
    expect(r.warning).toBe('首页不能关闭!');
    expect(keys(r.state)).toEqual(['/dashboard/analysis', '/a']);
  });
  it('refuses to close the last remaining tab', () => {
    const r = closeTab({ tabs: [tab('/a')], activeKey: '/a' }, '/a');
    expect(r.warning).toBe('这是最后一页，不能再关闭了啦');
  });
  it('closing the active tab activates its right neighbour, else the left one', () => {
    let r = closeTab({ ...withTabs('/a', '/b', '/c'), activeKey: '/b' }, '/b');
    expect(r.state.activeKey).toBe('/c');
    expect(r.removed.map((t) => t.fullPath)).toEqual(['/b']);
    r = closeTab(withTabs('/a', '/b', '/c'), '/c');
    expect(r.state.activeKey).toBe('/b');
  });
  it('closing an inactive tab keeps the active one', () => {
    const r = closeTab(withTabs('/a', '/b'), '/a');
    expect(r.state.activeKey).toBe('/b');
  });
  it('close left keeps home and everything from the chosen tab on', () => {
    const r = closeLeft(withTabs('/a', '/b', '/c'), '/b');
    expect(keys(r.state)).toEqual(['/dashboard/analysis', '/b', '/c']);
    expect(r.state.activeKey).toBe('/c');
    expect(closeLeft(r.state, '/b').warning).toBe('这是最后一页，不能再关闭了啦');
  });
  it('close right drops the tabs after the chosen one and activates it when the active tab went', () => {
    const r = closeRight(withTabs('/a', '/b', '/c'), '/a');
    expect(keys(r.state)).toEqual(['/dashboard/analysis', '/a']);
    expect(r.state.activeKey).toBe('/a');
    expect(closeRight(r.state, '/a').warning).toBe('这是最后一页，不能再关闭了啦');
  });
  it('close others keeps home and the chosen tab', () => {
    const r = closeOthers(withTabs('/a', '/b', '/c'), '/b');
    expect(keys(r.state)).toEqual(['/dashboard/analysis', '/b']);
    expect(r.removed.map((t) => t.fullPath)).toEqual(['/a', '/c']);
    expect(closeOthers(r.state, '/b').warning).toBe('这是最后一页，不能再关闭了啦');
  });
});
