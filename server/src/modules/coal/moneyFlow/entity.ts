import { moneyFlowMeta } from '@meiyun/shared';
import { bindEntity } from '../../../core/crud/index';
import { accountNames } from '../moneyBill/entity';
import { coalMoneyFlow } from './table';

export const MONEY_FLOW_MENU = 'menu:coal:moneyFlow';

/** 资金流水 through the kit: list and export only, in the caller's tenant; no organisation's user sees a line. */
export const moneyFlowEntity = bindEntity({
  meta: moneyFlowMeta,
  table: coalMoneyFlow,
  columns: { accountName: null },
  menuKey: MONEY_FLOW_MENU,
  hooks: {
    decorate: async (ctx, records) => {
      const names = await accountNames(ctx.db, records.map((r) => String(r.accountId)));
      for (const r of records) r.accountName = names.get(String(r.accountId)) ?? null;
    },
  },
});
