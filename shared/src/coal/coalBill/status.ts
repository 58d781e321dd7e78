import { COAL_BILL_VERIFY_PAGE } from '../../constants';
/**
 * Electronic coal bills (电子煤票, coal-api.md "Electronic coal bills", coal-domain.md "Electronic coal bill"):
 * statuses, actions, texts. Both sides read these.
 */

/** 已开具 → 在途 → 已核验 → 已结算 | 已作废. */
export const COAL_BILL_STATUSES = ['issued', 'inTransit', 'verified', 'settled', 'void'] as const;
export type CoalBillStatus = (typeof COAL_BILL_STATUSES)[number];

export const COAL_BILL_STATUS_ITEMS: [CoalBillStatus, string][] = [
  ['issued', '已开具'],
  ['inTransit', '在途'],
  ['verified', '已核验'],
  ['settled', '已结算'],
  ['void', '已作废'],
];

/** A bill is good for 48 hours from its issue. */
export const COAL_BILL_VALID_HOURS = 48;

export const COAL_BILL_ACTIONS = ['receive'] as const;
export type CoalBillAction = (typeof COAL_BILL_ACTIONS)[number];
/** `coal:coalBill:receive`: the receiving site's clerk confirms the bill (已核验). */
export const coalBillActionPerm = (action: CoalBillAction) => `coal:coalBill:${action}`;
export const COAL_BILL_ACTION_LABELS: Record<CoalBillAction, string> = { receive: '核验' };

export const CoalBillTexts = {
  invalid: '煤票无效',
  codeRequired: '请提供煤票码',
  tooMany: '查询过于频繁，请稍后再试',
  receiveNotOpen: '只有已开具或在途的煤票可以核验',
  expired: '煤票已过期',
  voided: '煤票已作废',
} as const;

export const coalBillVerifyLink = (code: string) => `${COAL_BILL_VERIFY_PAGE}?code=${encodeURIComponent(code)}`;
