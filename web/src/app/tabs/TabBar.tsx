import { CloseOutlined, ReloadOutlined, VerticalLeftOutlined, VerticalRightOutlined } from '@ant-design/icons';
import { RELOAD_EFFECT_MS } from '@meiyun/shared';
import { Tabs, type MenuProps } from 'antd';
// Without Dropdown.Button (and the Space it brings), which the tab bar does not use.
import Dropdown from 'antd/es/dropdown/dropdown';
import { tabsActions, useTabs } from './tabsStore';
import { useFollowActiveTab } from './useTabTracking';

export function TabBar() {
  const tabs = useTabs((s) => s.tabs);
  const activeKey = useTabs((s) => s.activeKey);
  const follow = useFollowActiveTab();

  const contextItems = (key: string): MenuProps['items'] => [
    { key: 'refresh', icon: <ReloadOutlined />, label: '刷新', onClick: () => tabsActions.refresh(key, RELOAD_EFFECT_MS) },
    { key: 'closeLeft', icon: <VerticalRightOutlined />, label: '关闭左侧', onClick: () => follow(tabsActions.closeLeft(key)) },
    { key: 'closeRight', icon: <VerticalLeftOutlined />, label: '关闭右侧', onClick: () => follow(tabsActions.closeRight(key)) },
    { key: 'closeOthers', icon: <CloseOutlined />, label: '关闭其它', onClick: () => follow(tabsActions.closeOthers(key)) },
  ];

  return (
    <div className="workspace-tabs" data-testid="workspace-tabs">
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={activeKey}
        onChange={(key) => follow(key)}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') follow(tabsActions.close(key));
        }}
        items={tabs.map((t) => ({
          key: t.fullPath,
          // Home shows its close button too: closing it is refused with the warning of §2.4.
          closable: true,
          label: (
            <Dropdown menu={{ items: contextItems(t.fullPath) }} trigger={['contextMenu']}>
              <span className="tab-label" data-tab-path={t.fullPath} data-tab-active={t.fullPath === activeKey ? 'true' : 'false'}>
                {t.title}
              </span>
            </Dropdown>
          ),
        }))}
      />
    </div>
  );
}
