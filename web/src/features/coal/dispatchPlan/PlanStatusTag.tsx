import { PLAN_STATUS_ITEMS, type PlanStatus } from '@meiyun/shared';
import { Tag } from 'antd';

/** A draft is plain, approved blue (orders may be issued), executing green, completed cyan, closed red. */
const COLORS: Record<PlanStatus, string> = { draft: 'default', approved: 'processing', executing: 'success', completed: 'cyan', closed: 'error' };
const LABELS = new Map<string, string>(PLAN_STATUS_ITEMS);

export function PlanStatusTag({ status, text }: { status: unknown; text?: unknown }) {
  const key = String(status ?? '');
  const label = (typeof text === 'string' && text) || LABELS.get(key) || key;
  return <Tag color={COLORS[key as PlanStatus] ?? 'default'}>{label}</Tag>;
}
