import { COAL_BILL_VERIFY_PAGE, HOME_PATH, LOGIN_PATH, OAUTH2_APP_LOGIN_PATH } from '@meiyun/shared';
import { lazy, Suspense, useCallback, useEffect, useMemo } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { Spin } from 'antd';
import { ExceptionView } from '../../features/exception/LazyExceptionView';
import { LoginLayout } from '../layouts/LoginLayout';
import { inFeedbackApp } from '../../components/feedback/inFeedbackApp';
import { RouteNameProvider } from '../../lib/routes/routeName';
import { buildRouteObjects } from './buildRouteObjects';
import { findRoute } from './menuToRoutes';
import { prefetchAfterLogin, whenIdle } from './prefetch';
import { useRouteDefs } from './useRouteDefs';

const MainLayout = lazy(() => import('../layouts/MainLayout'));
const LoginPage = lazy(() => import('../../features/user/login/LoginPage'));
// Outside the shell, so each brings its own antd App (App.useApp); the login page needs none.
const RegisterPage = lazy(inFeedbackApp(() => import('../../features/user/register/RegisterPage')));
const RegisterResultPage = lazy(inFeedbackApp(() => import('../../features/user/register/RegisterResultPage')));
const AlterationPage = lazy(inFeedbackApp(() => import('../../features/user/register/AlterationPage')));
// Where a provider's sign-in (OIDC, CAS) comes back to (docs/single-sign-on.md).
const OAuth2LoginPage = lazy(inFeedbackApp(() => import('../../features/user/oauth2/OAuth2LoginPage')));
// The queue's public pages (a yard's big screen, a driver's phone): no shell, no sign-in, their own look.
const QueueBoardPage = lazy(() => import('../../features/coal/queuePublic/QueueBoardPage'));
const DriverPickupPage = lazy(() => import('../../features/coal/queuePublic/DriverPickupPage'));
// 煤票核验: what a scanned electronic coal bill opens, for anyone.
const BillVerifyPage = lazy(() => import('../../features/coal/billVerify/BillVerifyPage'));

function Loading() {
  return (
    <div className="app-loading">
      <Spin size="large" />
    </div>
  );
}

/** The login page; once it shows and the browser is idle, what signing in needs next is fetched (./prefetch.ts). */
function LoginRoute() {
  useEffect(() => whenIdle(prefetchAfterLogin), []);
  return <LoginPage />;
}

/** Keyed by the visit, so that a second visit to the same unknown path redirects again. */
function NotFoundRedirect() {
  const location = useLocation();
  return <Navigate key={location.key} to="/404" replace />;
}

/** Static routes of §2.1 plus the menu routes under '/'. */
export function AppRoutes() {
  const defs = useRouteDefs();
  const routes = useMemo<RouteObject[]>(
    () => [
      {
        path: '/user',
        element: <LoginLayout />,
        children: [
          { index: true, element: <Navigate to={LOGIN_PATH} replace /> },
          { path: 'login', element: <LoginRoute /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'register-result', element: <RegisterResultPage /> },
          { path: 'alteration', element: <AlterationPage /> },
        ],
      },
      {
        path: '/oauth2-app',
        element: <LoginLayout />,
        children: [
          { index: true, element: <Navigate to={OAUTH2_APP_LOGIN_PATH} replace /> },
          { path: 'login', element: <OAuth2LoginPage /> },
        ],
      },
      {
        path: '/',
        element: <MainLayout />,
        // The menu's routes, then the static screens of every signed-in user (./staticScreens.ts: /isps/userAnnouncement).
        children: [{ index: true, element: <Navigate to={HOME_PATH} replace /> }, ...buildRouteObjects(defs)],
      },
      { path: '/board/queue/:token', element: <QueueBoardPage /> },
      { path: '/driver/pickup/:token', element: <DriverPickupPage /> },
      { path: COAL_BILL_VERIFY_PAGE, element: <BillVerifyPage /> },
      { path: '/403', element: <ExceptionView type="403" /> },
      { path: '/404', element: <ExceptionView type="404" /> },
      { path: '/500', element: <ExceptionView type="500" /> },
      { path: '*', element: <NotFoundRedirect /> },
    ],
    [defs],
  );
  // The menu's route names, for what keeps settings per route (the list kit's column settings and saved queries).
  const routeName = useCallback((pathname: string) => findRoute(defs, pathname)?.name, [defs]);
  return (
    <RouteNameProvider value={routeName}>
      <Suspense fallback={<Loading />}>{useRoutes(routes)}</Suspense>
    </RouteNameProvider>
  );
}
