import { QUEUE_STATUS_ITEMS, type QueueStatus } from '@meiyun/shared';
import { Tag } from 'antd';

/** Waiting blue, called orange (the truck is expected at the gate), in the yard green, skipped and void grey and red. */
const COLORS: Partial<Record<QueueStatus, string>> = { booked: 'default', waiting: 'processing', called: 'warning', entered: 'success', skipped: 'magenta', void: 'error', abnormal: 'error', left: 'default' };
const LABELS = new Map<string, string>(QUEUE_STATUS_ITEMS);

export function QueueStatusTag({ status, text }: { status: unknown; text?: unknown }) {
  const key = String(status ?? '');
  const label = (typeof text === 'string' && text) || LABELS.get(key) || key;
  return <Tag color={COLORS[key as QueueStatus] ?? 'cyan'}>{label}</Tag>;
}
