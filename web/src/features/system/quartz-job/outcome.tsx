import { Tag } from 'antd';
import type { JobRunOutcome } from '@meiyun/shared';

const outcomes: Record<JobRunOutcome, { color: string; text: string }> = {
  running: { color: 'processing', text: '执行中' },
  success: { color: 'success', text: '成功' },
  failure: { color: 'error', text: '失败' },
};

export function OutcomeTag({ outcome }: { outcome: JobRunOutcome }) {
  const o = outcomes[outcome] ?? { color: 'default', text: outcome };
  return <Tag color={o.color}>{o.text}</Tag>;
}

export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  return `${Math.floor(ms / 60_000)} 分 ${Math.round((ms % 60_000) / 1000)} 秒`;
}
