import { COAL_BILL_STATUS_ITEMS, type CoalBillStatus } from '@meiyun/shared';
import { Tag } from 'antd';

/** Issued blue, on the road orange, confirmed green, settled cyan, void red. */
const COLORS: Record<CoalBillStatus, string> = { issued: 'processing', inTransit: 'orange', verified: 'success', settled: 'cyan', void: 'error' };
const LABELS = new Map<string, string>(COAL_BILL_STATUS_ITEMS);

export function CoalBillStatusTag({ status, text }: { status: unknown; text?: unknown }) {
  const key = String(status ?? '');
  const label = (typeof text === 'string' && text) || LABELS.get(key) || key;
  return <Tag color={COLORS[key as CoalBillStatus] ?? 'default'}>{label}</Tag>;
}
