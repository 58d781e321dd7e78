import { PRODUCT_TITLE, SIDE_MENU_WIDTH } from '@meiyun/shared';
import { Layout } from 'antd';
import { useEffect } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { lazyUntilShown } from '../../components/lazyUntilShown';
import { DepartSelectModal } from '../../components/depart/LazyDepartSelectModal';
import { FeedbackApp } from '../../components/feedback/FeedbackApp';
import { QueryProvider } from '../providers/QueryProvider';
import { useSettings } from '../settings/settingsStore';
import { TabBar } from '../tabs/TabBar';
import { tabsActions } from '../tabs/tabsStore';
import { useTabTracking } from '../tabs/useTabTracking';
import { WorkspaceOutlet } from '../tabs/WorkspaceOutlet';
import { companyText } from './footerTexts';
import { GlobalHeader } from './GlobalHeader';
import { layoutUi, useLayoutUi } from '../../lib/layout/layoutUiStore';
import { SideMenu } from './SideMenu';
import { useAutoHideHeader } from './useAutoHideHeader';
import { useDevice } from '../../lib/device/useDevice';
import { PageTitleProvider } from '../../lib/routes/pageTitle';
import { UserRoutesProvider } from '../../lib/routes/userRoutes';
import { useRouteDefs } from '../router/useRouteDefs';

// Opened from the user menu and the header now and then: their code (the password rules among it) loads on first use.
const ChangePasswordModal = lazyUntilShown(
  () => import('../../components/password/ChangePasswordModal').then((m) => ({ default: m.ChangePasswordModal })),
  (p) => p.open,
);
const SettingsDrawer = lazyUntilShown(
  () => import('../settings/SettingsDrawer').then((m) => ({ default: m.SettingsDrawer })),
  (p) => p.open,
);

// The phone's menu drawer, loaded when first opened.
const Drawer = lazyUntilShown(() => import('antd/es/drawer'), (p) => Boolean(p.open));

function Brand({ collapsed, theme }: { collapsed: boolean; theme: 'dark' | 'light' }) {
  return (
    <div className={`sider-brand theme-${theme}`} data-testid="sider-brand">
      <img src="/favicon.svg" alt="" />
      {!collapsed && <span>{PRODUCT_TITLE}</span>}
    </div>
  );
}

/** Without the tabbed workspace (phones, or multipage off) the page simply fades in on each route. */
function PlainOutlet() {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  return (
    <div className="page-transition" key={pathname}>
      {outlet}
    </div>
  );
}

export default function MainLayout() {
  const { device } = useDevice();
  const mobile = device === 'mobile';
  // The menu component's own default would be dark; the §3 settings default (light) decides instead.
  const { theme, layout, contentWidth, fixedHeader, autoHideHeader, fixSiderbar, multipage } = useSettings();
  const { collapsed, mobileMenuOpen, changePasswordOpen, departOpen, settingsOpen } = useLayoutUi();
  const tabbed = multipage && !mobile;
  const sideMenu = layout === 'sidemenu' || mobile;
  const headerHidden = useAutoHideHeader(fixedHeader && autoHideHeader);
  useTabTracking(tabbed);
  const routeDefs = useRouteDefs();

  useEffect(() => {
    if (!mobile && mobileMenuOpen) layoutUi.set({ mobileMenuOpen: false });
  }, [mobile, mobileMenuOpen]);

  const fixedWidth = layout === 'topmenu' && !mobile && contentWidth === 'Fixed';

  return (
    <QueryProvider>
      <FeedbackApp>
        <Layout className={`main-layout device-${device}`} data-testid="main-layout" data-device={device}>
          {sideMenu && !mobile && (
            <Layout.Sider
              width={SIDE_MENU_WIDTH}
              collapsible
              collapsed={collapsed}
              trigger={null}
              theme={theme}
              className={`main-sider ${fixSiderbar ? 'is-fixed' : ''}`}
              data-testid="main-sider"
            >
              <Brand collapsed={collapsed} theme={theme} />
              <SideMenu mode="inline" theme={theme} collapsed={collapsed} />
            </Layout.Sider>
          )}
          {mobile && (
            <Drawer
              placement="left"
              open={mobileMenuOpen}
              onClose={() => layoutUi.set({ mobileMenuOpen: false })}
              size={SIDE_MENU_WIDTH}
              closable={false}
              styles={{ body: { padding: 0 }, section: { background: theme === 'dark' ? '#001529' : '#fff' } }}
              data-testid="mobile-menu"
            >
              <Brand collapsed={false} theme={theme} />
              <SideMenu mode="inline" theme={theme} onNavigate={() => layoutUi.set({ mobileMenuOpen: false })} />
            </Drawer>
          )}
          <Layout className="main-body">
            <GlobalHeader device={device} hidden={headerHidden} />
            <Layout.Content className={`main-content ${fixedWidth ? 'is-fixed-width' : ''}`}>
              {tabbed && <TabBar />}
              {/* What the pages may ask of the shell: the user's routes, and naming their own tab. */}
              <UserRoutesProvider value={routeDefs}>
                <PageTitleProvider value={tabsActions.rename}>
                  <div className="page-area">{tabbed ? <WorkspaceOutlet /> : <PlainOutlet />}</div>
                </PageTitleProvider>
              </UserRoutesProvider>
            </Layout.Content>
            <Layout.Footer className="main-footer">{companyText}</Layout.Footer>
          </Layout>
          <SettingsDrawer open={settingsOpen} />
          <ChangePasswordModal open={changePasswordOpen} onClose={() => layoutUi.set({ changePasswordOpen: false })} />
          <DepartSelectModal open={departOpen} onClose={() => layoutUi.set({ departOpen: false })} />
        </Layout>
      </FeedbackApp>
    </QueryProvider>
  );
}
