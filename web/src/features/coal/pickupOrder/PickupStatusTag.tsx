import { PICKUP_STATUS_ITEMS, type PickupStatus } from '@meiyun/shared';
import { Tag } from 'antd';

/** Valid is green (the truck may come), used done, expired and void grey and red. */
const COLORS: Record<PickupStatus, string> = { valid: 'success', used: 'cyan', expired: 'default', void: 'error' };
const LABELS = new Map<string, string>(PICKUP_STATUS_ITEMS);

export function PickupStatusTag({ status, text }: { status: unknown; text?: unknown }) {
  const key = String(status ?? '');
  const label = (typeof text === 'string' && text) || LABELS.get(key) || key;
  return <Tag color={COLORS[key as PickupStatus] ?? 'default'}>{label}</Tag>;
}
