import { QUALITY_STATUS_ITEMS, type QualityStatus } from '@meiyun/shared';
import { Tag } from 'antd';

/** Entered blue, reviewed orange (waiting for approval), approved green, voided grey. */
const COLORS: Record<QualityStatus, string> = { entered: 'processing', reviewed: 'warning', approved: 'success', void: 'default' };
const LABELS = new Map<string, string>(QUALITY_STATUS_ITEMS);

export function QualityStatusTag({ status, text }: { status: unknown; text?: unknown }) {
  const key = String(status ?? '');
  const label = (typeof text === 'string' && text) || LABELS.get(key) || key;
  return <Tag color={COLORS[key as QualityStatus] ?? 'default'}>{label}</Tag>;
}
