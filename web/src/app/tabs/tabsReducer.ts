import { HOME_PATH } from '@meiyun/shared';

/** A workspace tab (§2.4), keyed by full path. */
export interface TabEntry {
  name: string;
  path: string;
  fullPath: string;
  title: string;
  icon?: string | null;
  keepAlive: boolean;
  componentName?: string | null;
}

export interface TabsState {
  tabs: TabEntry[];
  activeKey: string;
}

export interface TabsResult {
  state: TabsState;
  /** Warning to show instead of acting. */
  warning?: string;
  /** Tabs that went away, so their cached pages can be dropped. */
  removed: TabEntry[];
}

export const TabWarnings = {
  home: '首页不能关闭!',
  last: '这是最后一页，不能再关闭了啦',
} as const;

export const HOME_TAB: TabEntry = { name: 'dashboard-analysis', path: HOME_PATH, fullPath: HOME_PATH, title: '首页', keepAlive: false, icon: 'home' };

export const initialTabs: TabsState = { tabs: [HOME_TAB], activeKey: HOME_PATH };

const isHome = (t: TabEntry | string) => (typeof t === 'string' ? t : t.path) === HOME_PATH;

const unchanged = (state: TabsState, warning?: string): TabsResult => ({ state, warning, removed: [] });

/** Visiting a route: activate its tab, creating it after the others; home stays first. */
export function openTab(state: TabsState, tab: TabEntry): TabsState {
  const existing = state.tabs.find((t) => t.fullPath === tab.fullPath);
  if (existing) {
    const tabs = existing.title === tab.title ? state.tabs : state.tabs.map((t) => (t.fullPath === tab.fullPath ? { ...t, title: tab.title } : t));
    return { tabs, activeKey: tab.fullPath };
  }
  const tabs = isHome(tab) ? [tab, ...state.tabs.filter((t) => !isHome(t))] : [...state.tabs, tab];
  return { tabs, activeKey: tab.fullPath };
}

export function renameTab(state: TabsState, fullPath: string, title: string): TabsState {
  return { ...state, tabs: state.tabs.map((t) => (t.fullPath === fullPath ? { ...t, title } : t)) };
}

export function closeTab(state: TabsState, key: string): TabsResult {
  const index = state.tabs.findIndex((t) => t.fullPath === key);
  if (index < 0) return unchanged(state);
  if (isHome(state.tabs[index])) return unchanged(state, TabWarnings.home);
  if (state.tabs.length === 1) return unchanged(state, TabWarnings.last);
  const tabs = state.tabs.filter((_, i) => i !== index);
  let activeKey = state.activeKey;
  if (activeKey === key) activeKey = (tabs[index] ?? tabs[index - 1]).fullPath;
  return { state: { tabs, activeKey }, removed: [state.tabs[index]] };
}

function closeWhere(state: TabsState, key: string, shouldClose: (i: number, chosen: number) => boolean): TabsResult {
  const chosen = state.tabs.findIndex((t) => t.fullPath === key);
  if (chosen < 0) return unchanged(state);
  const removed = state.tabs.filter((t, i) => !isHome(t) && i !== chosen && shouldClose(i, chosen));
  if (removed.length === 0) return unchanged(state, TabWarnings.last);
  const tabs = state.tabs.filter((t) => !removed.includes(t));
  const activeKey = tabs.some((t) => t.fullPath === state.activeKey) ? state.activeKey : key;
  return { state: { tabs, activeKey }, removed };
}

export const closeLeft = (state: TabsState, key: string) => closeWhere(state, key, (i, chosen) => i < chosen);
export const closeRight = (state: TabsState, key: string) => closeWhere(state, key, (i, chosen) => i > chosen);
/** Keeps the home tab and the chosen one. */
export const closeOthers = (state: TabsState, key: string) => closeWhere(state, key, () => true);
