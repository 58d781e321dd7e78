import { Navigate, Outlet, type RouteObject } from 'react-router';
import { ExceptionView } from '../../features/exception/ExceptionView';
import { ExternalLinkPage } from '../layouts/ExternalLinkPage';
import { IframePageView } from '../layouts/IframePageView';
import type { AppRouteDef } from './menuToRoutes';
import { ScreenView } from './ScreenView';

function elementFor(def: AppRouteDef) {
  switch (def.kind) {
    case 'page':
      return <ScreenView component={def.component} />;
    case 'layout':
      return <Outlet />;
    case 'iframe':
      return <IframePageView url={def.meta.url ?? ''} title={def.meta.title} />;
    case 'external':
      return <ExternalLinkPage url={def.meta.url ?? ''} title={def.meta.title} />;
    case 'notFound':
      return <ExceptionView type="404" />;
  }
}

/** Route definitions → React Router objects; a folder's redirect (or else its first child) becomes its index route. */
export function buildRouteObjects(defs: AppRouteDef[]): RouteObject[] {
  return defs.map((def) => {
    const children = buildRouteObjects(def.children);
    const target = def.redirect && def.redirect !== def.path ? def.redirect : def.kind === 'layout' ? def.children[0]?.path : undefined;
    if (children.length === 0 && !target) return { path: def.path, element: elementFor(def) };
    const index: RouteObject = target ? { index: true, element: <Navigate to={target} replace /> } : { index: true, element: elementFor(def) };
    return { path: def.path, element: <Outlet />, children: [index, ...children] };
  });
}
