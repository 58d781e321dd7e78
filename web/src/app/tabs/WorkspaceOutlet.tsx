import { Spin } from 'antd';
import { Activity, useRef, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { useTabs } from './tabsStore';

/**
 * Keep-alive of §2.4: each open tab's page stays mounted but hidden (React Activity) while another tab shows,
 * so keepAlive pages keep their state. Pages without keepAlive are dropped when left, and so are closed tabs.
 */
export function WorkspaceOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const activeKey = location.pathname + location.search;
  const tabs = useTabs((s) => s.tabs);
  const refreshCounts = useTabs((s) => s.refreshCounts);
  const reloading = useTabs((s) => s.reloading);
  const cache = useRef(new Map<string, ReactNode>());

  cache.current.set(activeKey, outlet);
  for (const key of Array.from(cache.current.keys())) {
    const tab = tabs.find((t) => t.fullPath === key);
    const keep = key === activeKey || (tab !== undefined && tab.keepAlive);
    if (!keep) cache.current.delete(key);
  }

  return (
    <div className="workspace-pages">
      {Array.from(cache.current.entries()).map(([key, element]) => (
        <Activity key={`${key}#${refreshCounts[key] ?? 0}`} mode={key === activeKey ? 'visible' : 'hidden'}>
          <div className="page-transition" data-page-path={key}>
            {element}
          </div>
        </Activity>
      ))}
      {reloading === activeKey && (
        <div className="page-reloading">
          <Spin size="large" />
        </div>
      )}
    </div>
  );
}
