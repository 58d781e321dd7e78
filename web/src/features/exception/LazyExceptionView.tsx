import { lazy } from 'react';

/**
 * The error pages as a lazy component: antd's Result and its three illustrations are sizeable and most visits never
 * show them, so they stay out of the first load. Rendered under the routes' Suspense boundaries.
 */
export const ExceptionView = lazy(() => import('./ExceptionView').then((m) => ({ default: m.ExceptionView })));
