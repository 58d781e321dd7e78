import { SETTLEMENT_STATUS_ITEMS } from '@meiyun/shared';
import { Tag } from 'antd';

const COLORS: Record<string, string> = {
  draft: 'default',
  qtyReviewed: 'processing',
  qualityReviewed: 'processing',
  financeReviewed: 'cyan',
  invoiced: 'purple',
  partlyPaid: 'gold',
  paid: 'success',
  void: 'error',
};
const TEXTS = new Map<string, string>(SETTLEMENT_STATUS_ITEMS);

/** A settlement's status as a coloured tag: grey draft, blue under review, cyan reviewed, money states after. */
export function SettlementStatusTag({ status, text }: { status: unknown; text?: unknown }) {
  const s = String(status ?? '');
  return (
    <Tag color={COLORS[s] ?? 'default'} data-testid="settlement-status">
      {String(text ?? '') || TEXTS.get(s) || s}
    </Tag>
  );
}
