import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { PRODUCT_SHORT_TITLE, PRODUCT_TITLE } from '@meiyun/shared';
import { Layout } from 'antd';
import { lazy, Suspense } from 'react';
import { useAfterFirstPaint } from '../../lib/paint/useAfterFirstPaint';
import { businessGreeting } from '../../lib/time/businessTime';
import { useSession } from '../../lib/session/sessionStore';
import { useSettings } from '../settings/settingsStore';
import { Breadcrumbs } from './Breadcrumbs';
import { layoutUi, useLayoutUi } from '../../lib/layout/layoutUiStore';
import { MenuSearch } from './MenuSearch';
import { SideMenu } from './SideMenu';
import type { Device } from '../../lib/device/useDevice';
import { UserMenu } from './UserMenu';

// The bell (its code, its badge and its first query) comes once the first screen has painted: the dashboard's figures
// do not wait for it (docs/first-load.md).
const NoticeBell = lazy(() => import('../../components/notice/NoticeBell').then((m) => ({ default: m.NoticeBell })));

function DeferredBell() {
  const wanted = useAfterFirstPaint();
  const pending = <span className="header-action" aria-hidden="true" />;
  if (!wanted) return pending;
  return (
    <Suspense fallback={pending}>
      <NoticeBell />
    </Suspense>
  );
}

interface Props {
  device: Device;
  hidden: boolean;
}

export function GlobalHeader({ device, hidden }: Props) {
  const collapsed = useLayoutUi((s) => s.collapsed);
  const { layout, theme, fixedHeader, contentWidth } = useSettings();
  const realname = useSession((s) => s.userInfo?.realname || s.userInfo?.username || '');
  const mobile = device === 'mobile';
  const top = layout === 'topmenu' && !mobile;

  const trigger = mobile ? (
    <button type="button" className="header-action" aria-label="打开菜单" data-testid="menu-trigger" onClick={() => layoutUi.set({ mobileMenuOpen: true })}>
      <MenuUnfoldOutlined />
    </button>
  ) : (
    <button type="button" className="header-action" aria-label={collapsed ? '展开菜单' : '收起菜单'} data-testid="menu-trigger" onClick={layoutUi.toggleCollapsed}>
      {collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
    </button>
  );

  const classes = ['global-header', fixedHeader ? 'is-fixed' : '', hidden ? 'is-hidden' : '', top ? `is-top theme-${theme}` : ''].join(' ');

  return (
    <Layout.Header className={classes} data-testid="global-header">
      <div className={`header-inner ${top && contentWidth === 'Fixed' ? 'is-fixed-width' : ''}`}>
        {top ? (
          <>
            <div className="header-brand">
              <img src="/favicon.svg" alt="" />
              <span>{PRODUCT_TITLE}</span>
            </div>
            <SideMenu mode="horizontal" theme={theme} />
          </>
        ) : (
          <>
            {trigger}
            {mobile ? <span className="header-short-title">{PRODUCT_SHORT_TITLE}</span> : <Breadcrumbs />}
          </>
        )}
        <div className="header-right">
          {!mobile && !top && (
            <span className="header-welcome" data-testid="welcome-line">
              {businessGreeting()}，{realname}，欢迎使用{PRODUCT_TITLE}
            </span>
          )}
          <MenuSearch mobile={mobile} />
          <DeferredBell />
          <UserMenu compact={mobile} />
        </div>
      </div>
    </Layout.Header>
  );
}
