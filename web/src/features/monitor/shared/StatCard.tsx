import { Card, Statistic } from 'antd';
import type { ReactNode } from 'react';

export function StatCard({ title, value, suffix, hint, loading }: { title: string; value: ReactNode; suffix?: string; hint?: ReactNode; loading?: boolean }) {
  return (
    <Card variant="borderless" className="monitor-stat" loading={loading}>
      <Statistic title={title} value={value as string | number} suffix={suffix} />
      {hint && <div className="monitor-stat-hint">{hint}</div>}
    </Card>
  );
}
