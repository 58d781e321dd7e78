import { Skeleton } from 'antd';
import { Suspense } from 'react';
import { ExceptionView } from '../../features/exception/ExceptionView';
import { screenRegistry } from './screenRegistry';

export function ScreenView({ component }: { component: string }) {
  const Screen = screenRegistry[component];
  if (!Screen) return <ExceptionView type="404" />;
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} style={{ padding: 24 }} />}>
      <Screen />
    </Suspense>
  );
}
