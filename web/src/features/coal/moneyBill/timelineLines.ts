import { COLLECTION_BILL_STATUS_ITEMS, PAYMENT_BILL_STATUS_ITEMS, moneyBillActionLabel, type MoneyBillEvent, type MoneyBillKind } from '@meiyun/shared';
import { activityLines, type ActivityLine } from '../../../components/timeline/activityLines';

/** A money bill's timeline in its own words: 录入, 修改, 审核, 确认收款/付款, 作废, 冲销. */
export function moneyBillLines(kind: MoneyBillKind, events: readonly MoneyBillEvent[]): ActivityLine[] {
  return activityLines(events, {
    labels: { create: '录入', edit: '修改', review: '审核', done: moneyBillActionLabel(kind, 'done'), void: '作废', reverse: '冲销' },
    statuses: new Map<string, string>(kind === 'collection' ? COLLECTION_BILL_STATUS_ITEMS : PAYMENT_BILL_STATUS_ITEMS),
    colors: { create: 'blue', edit: 'gray', review: 'orange', done: 'green', void: 'red', reverse: 'red' },
    firstStatus: true,
  });
}
