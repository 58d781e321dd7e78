import { create } from 'zustand';
import { feedback } from '../../lib/feedback/feedback';
import { addCachedPage, clearCachedPages, removeCachedPage } from './cachedPages';
import { closeLeft, closeOthers, closeRight, closeTab, initialTabs, openTab, renameTab, type TabEntry, type TabsResult, type TabsState } from './tabsReducer';

interface TabsStore extends TabsState {
  /** Bumped by 刷新 so the page's key changes and it remounts. */
  refreshCounts: Record<string, number>;
  /** Tab currently showing the reload spinner. */
  reloading: string | null;
  /**
   * Titles pages gave themselves (a report's name), by full path. Kept apart from the tabs because a page may name
   * itself before its tab opens, and each visit reopens the tab with its route's title.
   */
  titles: Record<string, string>;
}

export const useTabs = create<TabsStore>(() => ({ ...initialTabs, refreshCounts: {}, reloading: null, titles: {} }));

function apply(result: TabsResult): string {
  if (result.warning) {
    feedback.message.warning(result.warning);
    return useTabs.getState().activeKey;
  }
  for (const tab of result.removed) removeCachedPage(tab.componentName);
  const refreshCounts = { ...useTabs.getState().refreshCounts };
  const titles = { ...useTabs.getState().titles };
  for (const tab of result.removed) {
    delete refreshCounts[tab.fullPath];
    delete titles[tab.fullPath];
  }
  useTabs.setState({ ...result.state, refreshCounts, titles });
  return result.state.activeKey;
}

const snapshot = (): TabsState => {
  const { tabs, activeKey } = useTabs.getState();
  return { tabs, activeKey };
};

/** Each returns the key that should be active afterwards, for the caller to navigate to. */
export const tabsActions = {
  open(tab: TabEntry) {
    if (tab.keepAlive) addCachedPage(tab.componentName);
    const given = useTabs.getState().titles[tab.fullPath];
    useTabs.setState(openTab(snapshot(), given ? { ...tab, title: given } : tab));
  },
  rename(fullPath: string, title: string) {
    useTabs.setState({ ...renameTab(snapshot(), fullPath, title), titles: { ...useTabs.getState().titles, [fullPath]: title } });
  },
  close: (key: string) => apply(closeTab(snapshot(), key)),
  closeLeft: (key: string) => apply(closeLeft(snapshot(), key)),
  closeRight: (key: string) => apply(closeRight(snapshot(), key)),
  closeOthers: (key: string) => apply(closeOthers(snapshot(), key)),
  refresh(key: string, effectMs: number) {
    const counts = useTabs.getState().refreshCounts;
    useTabs.setState({ refreshCounts: { ...counts, [key]: (counts[key] ?? 0) + 1 }, reloading: key });
    window.setTimeout(() => {
      if (useTabs.getState().reloading === key) useTabs.setState({ reloading: null });
    }, effectMs);
  },
  reset() {
    clearCachedPages();
    useTabs.setState({ ...initialTabs, refreshCounts: {}, reloading: null, titles: {} });
  },
};
