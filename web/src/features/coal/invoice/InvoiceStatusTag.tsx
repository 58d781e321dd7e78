import { Tag } from 'antd';

/** 正常 / 已作废 as a coloured tag. */
export function InvoiceStatusTag({ status, text }: { status: unknown; text?: unknown }) {
  return <Tag color={status === 'normal' ? 'success' : 'default'}>{String(text ?? (status === 'normal' ? '正常' : status === 'void' ? '已作废' : (status ?? '')))}</Tag>;
}
