import { WEIGHING_STATUS_ITEMS, type WeighingStatus } from '@meiyun/shared';
import { Tag } from 'antd';

/** Half weighed is blue (the truck is in the yard), completed green, voided grey, reversed red. */
const COLORS: Record<WeighingStatus, string> = { tared: 'processing', grossed: 'processing', completed: 'success', void: 'default', reversed: 'error' };
const LABELS = new Map<string, string>(WEIGHING_STATUS_ITEMS);

export function WeighingStatusTag({ status, text }: { status: unknown; text?: unknown }) {
  const key = String(status ?? '');
  const label = (typeof text === 'string' && text) || LABELS.get(key) || key;
  return <Tag color={COLORS[key as WeighingStatus] ?? 'default'}>{label}</Tag>;
}
