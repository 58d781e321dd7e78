import { Tag } from 'antd';

const COLORS: Record<string, string> = { draft: 'processing', confirmed: 'success', void: 'default' };

/** 草稿 / 已确认 / 已作废 as a coloured tag. */
export function ServiceFeeBillStatusTag({ status, text }: { status: unknown; text?: unknown }) {
  return <Tag color={COLORS[String(status)] ?? 'default'}>{String(text ?? status ?? '')}</Tag>;
}
