import { Tag } from 'antd';

const COLORS: Record<string, string> = { draft: 'processing', reviewed: 'warning', done: 'success', void: 'default', reversed: 'error' };

/** 草稿 / 已审核 / 已收(已付) / 已作废 / 已冲销 as a coloured tag. */
export function MoneyBillStatusTag({ status, text }: { status: unknown; text?: unknown }) {
  return <Tag color={COLORS[String(status)] ?? 'default'}>{String(text ?? status ?? '')}</Tag>;
}
