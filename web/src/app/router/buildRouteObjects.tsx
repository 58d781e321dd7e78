import { Navigate, Outlet, type RouteObject } from 'react-router';
import { lazy } from 'react';
import { ExceptionView } from '../../features/exception/LazyExceptionView';
import type { AppRouteDef } from './menuToRoutes';
import { ScreenSuspense, ScreenView } from './ScreenView';

// Menu entries of these kinds are rare; their views load when one is opened, not with the app.
const ExternalLinkPage = lazy(() => import('../layouts/ExternalLinkPage').then((m) => ({ default: m.ExternalLinkPage })));
const IframePageView = lazy(() => import('../layouts/IframePageView').then((m) => ({ default: m.IframePageView })));

function elementFor(def: AppRouteDef) {
  switch (def.kind) {
    case 'page':
      return <ScreenView component={def.component} />;
    case 'layout':
      return <Outlet />;
    case 'iframe':
      return (
        <ScreenSuspense>
          <IframePageView url={def.meta.url ?? ''} title={def.meta.title} />
        </ScreenSuspense>
      );
    case 'external':
      return (
        <ScreenSuspense>
          <ExternalLinkPage url={def.meta.url ?? ''} title={def.meta.title} />
        </ScreenSuspense>
      );
    case 'notFound':
      return (
        <ScreenSuspense>
          <ExceptionView type="404" />
        </ScreenSuspense>
      );
  }
}

/** React Router only nests an absolute path under a parent whose path starts it; relative paths always nest. */
function nestsUnder(child: string, parent: string): boolean {
  if (!child.startsWith('/')) return true;
  const base = parent.endsWith('/') ? parent : `${parent}/`;
  return child === parent || child.startsWith(base);
}

/**
 * Route definitions → React Router objects; a folder's redirect (or else its first child) becomes its index route.
 * A child whose address lies outside its folder's (a menu an administrator placed so) becomes the folder's
 * sibling: React Router would otherwise refuse the whole route tree and leave every screen blank.
 */
export function buildRouteObjects(defs: AppRouteDef[]): RouteObject[] {
  return defs.flatMap((def) => {
    const nested = def.children.filter((c) => nestsUnder(c.path, def.path));
    const stray = def.children.filter((c) => !nestsUnder(c.path, def.path));
    const children = buildRouteObjects(nested);
    const target = def.redirect && def.redirect !== def.path ? def.redirect : def.kind === 'layout' ? nested[0]?.path : undefined;
    const own: RouteObject =
      children.length === 0 && !target
        ? { path: def.path, element: elementFor(def) }
        : { path: def.path, element: <Outlet />, children: [target ? { index: true, element: <Navigate to={target} replace /> } : { index: true, element: elementFor(def) }, ...children] };
    return [own, ...buildRouteObjects(stray)];
  });
}
