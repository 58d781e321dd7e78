import { Tag } from 'antd';

const COLORS: Record<string, string> = { requested: 'default', approved: 'processing', loaded: 'cyan', inTransit: 'warning', arrived: 'success', stored: 'purple' };

/** 已请车 / 已批车 / 已装车 / 在途 / 已到站 / 已站存 as a coloured tag. */
export function RailStatusTag({ status, text }: { status: unknown; text?: unknown }) {
  return <Tag color={COLORS[String(status)] ?? 'default'}>{String(text ?? status ?? '')}</Tag>;
}
