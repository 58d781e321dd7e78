import { settlementMeta } from '@meiyun/shared';
import { bindEntity } from '../../../core/crud/index';
import { coalSettlement } from './table';

/** The menu key of the settlement list; its data rules apply to the list. */
export const SETTLEMENT_MENU = 'menu:coal:settlement';

/**
 * 结算单 through the entity kit for its list and export, in the caller's tenant and organisation (a supplier's or a
 * consumer's user lists its own). `queryById`, drafting, the deductions and the review chain are the feature's own
 * routes (routes.ts): a settlement is never written through the kit.
 */
export const settlementEntity = bindEntity({
  meta: settlementMeta,
  table: coalSettlement,
  menuKey: SETTLEMENT_MENU,
});
