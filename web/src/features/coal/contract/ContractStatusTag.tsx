import { CONTRACT_STATUS_ITEMS, type ContractStatus } from '@meiyun/shared';
import { Tag } from 'antd';

/** Status → tag colour: a draft is plain, waiting blue, running green, done cyan, stopped red. */
export const STATUS_COLORS: Record<ContractStatus, string> = {
  draft: 'default',
  approving: 'processing',
  executing: 'success',
  completed: 'cyan',
  terminated: 'error',
};

const LABELS = new Map<string, string>(CONTRACT_STATUS_ITEMS);

/** A contract's status as a coloured tag; the label is the dictionary's text when the reply carries it. */
export function ContractStatusTag({ status, text }: { status: unknown; text?: unknown }) {
  const key = String(status ?? '');
  const label = (typeof text === 'string' && text) || LABELS.get(key) || key;
  return <Tag color={STATUS_COLORS[key as ContractStatus] ?? 'default'}>{label}</Tag>;
}
