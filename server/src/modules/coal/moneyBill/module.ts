import {
  COLLECTION_BILL_STATUS_ITEMS,
  MONEY_BILL_ACTIONS,
  MONEY_BILL_KIND_INFO,
  MONEY_BILL_KINDS,
  MONEY_COUNTERPARTY_KIND_ITEMS,
  PAY_METHOD_ITEMS,
  PAYMENT_BILL_STATUS_ITEMS,
  collectionBillMeta,
  moneyBillActionLabel,
  moneyBillActionPerm,
  paymentBillMeta,
  type FillRulePart,
} from '@meiyun/shared';
import type { AppModule, SeedMenu } from '../../../core/module';
import type { Db } from '../../../core/db/client';
import { entityMenu } from '../../../core/crud/index';
import { sysFillRule } from '../../sys/fill-rule/table';
import { FINANCE_FOLDER } from '../folders';
import { FINANCE_CLERK } from '../serviceFee/module';
import { COLLECTION_MENU, PAYMENT_MENU } from './entity';
import { moneyBillRoutes } from './routes';

const MENUS = { collection: COLLECTION_MENU, payment: PAYMENT_MENU } as const;

const actionButtons: SeedMenu[] = MONEY_BILL_KINDS.flatMap((kind) =>
  MONEY_BILL_ACTIONS.map((a, i): SeedMenu => ({ key: `btn:${moneyBillActionPerm(kind, a)}`, parent: MENUS[kind], name: moneyBillActionLabel(kind, a), menuType: 2, sortNo: 20 + i, perms: moneyBillActionPerm(kind, a), permsType: '1', roles: [FINANCE_CLERK] })),
);

/** SK/FK + 年月日 + 4位流水号, reset daily, as the other business numbers (sys/fill-rule). */
const daily = (prefix: string): FillRulePart[] => [
  { type: 'text', value: prefix },
  { type: 'date', pattern: 'yyyyMMdd' },
  { type: 'seq', width: 4, reset: 'day' },
];

/** The two numbering rules, inserted where missing (an administrator's change to them is kept). */
async function seedNumbering(db: Db): Promise<void> {
  for (const kind of MONEY_BILL_KINDS) {
    const info = MONEY_BILL_KIND_INFO[kind];
    await db
      .insert(sysFillRule)
      .values({ ruleCode: info.ruleCode, ruleName: `${info.title}编号`, ruleParts: JSON.stringify(daily(info.prefix)), description: `${info.prefix}+年月日+4位流水号，每日重置`, createBy: 'system' })
      .onConflictDoNothing();
  }
}

/** 财务管理 > 收款单, 付款单 (coal-domain.md "Finance", docs/finance.md "收付款单与资金流水"). */
export const moneyBillModule: AppModule = {
  name: 'coal-money-bill',
  routes: moneyBillRoutes,
  menus: [
    ...entityMenu(collectionBillMeta, { key: COLLECTION_MENU, parent: FINANCE_FOLDER, name: '收款单', url: '/coal/collectionBill', component: 'coal/moneyBill/CollectionBillList', componentName: 'CollectionBillList', icon: 'download', sortNo: 10, roles: [FINANCE_CLERK] }),
    ...entityMenu(paymentBillMeta, { key: PAYMENT_MENU, parent: FINANCE_FOLDER, name: '付款单', url: '/coal/paymentBill', component: 'coal/moneyBill/PaymentBillList', componentName: 'PaymentBillList', icon: 'swap', sortNo: 11, roles: [FINANCE_CLERK] }),
    ...actionButtons,
  ],
  dicts: [
    { code: 'coal_collection_bill_status', name: '收款单状态', items: COLLECTION_BILL_STATUS_ITEMS },
    { code: 'coal_payment_bill_status', name: '付款单状态', items: PAYMENT_BILL_STATUS_ITEMS },
    { code: 'coal_money_counterparty_kind', name: '往来单位类型', items: MONEY_COUNTERPARTY_KIND_ITEMS },
    { code: 'coal_pay_method', name: '收付款方式', items: PAY_METHOD_ITEMS },
  ],
  seed: seedNumbering,
};
