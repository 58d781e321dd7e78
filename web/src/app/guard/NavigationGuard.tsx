import { Spin } from 'antd';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { loadPermissions } from '../../lib/session/sessionApi';
import { useSession } from '../../lib/session/sessionStore';
import { logout } from '../session/logout';
import { decideNavigation } from './guardDecision';

/**
 * Runs §2.2 once per navigation. The decision is keyed on the location, not on the session, so signing in
 * on the login page does not bounce the user before the login page has chosen where to go.
 */
export function NavigationGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();

  const decision = useMemo(() => {
    const { token, menu } = useSession.getState();
    return decideNavigation({ pathname: location.pathname, search: location.search, hasToken: Boolean(token), permissionsLoaded: menu !== null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-decided per navigation on purpose
  }, [location.key, location.pathname, location.search]);

  useEffect(() => {
    if (decision.kind !== 'loadPermissions') return;
    let cancelled = false;
    loadPermissions()
      .then(() => {
        if (!cancelled) navigate(decision.onSuccess, { replace: true });
      })
      .catch(async () => {
        await logout();
        if (!cancelled) navigate(decision.onFailure, { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [decision, navigate]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  // Until the fetch has navigated on, nothing below renders: a route rendered now would act on a stale location.
  if (decision.kind === 'loadPermissions') {
    return (
      <div className="app-loading" data-testid="app-loading">
        <Spin size="large" />
      </div>
    );
  }
  return <>{children}</>;
}
