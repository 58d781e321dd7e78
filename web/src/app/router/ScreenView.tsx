import { Skeleton } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { ExceptionView } from '../../features/exception/LazyExceptionView';
import { isKnownScreen, screenRegistry } from './screenRegistry';

/** Where a workspace view waits for its code: a skeleton in the page area, the shell stays. */
export function ScreenSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} style={{ padding: 24 }} />}>{children}</Suspense>;
}

export function ScreenView({ component }: { component: string }) {
  const Screen = isKnownScreen(component) ? screenRegistry[component] : undefined;
  return <ScreenSuspense>{Screen ? <Screen /> : <ExceptionView type="404" />}</ScreenSuspense>;
}
