import { coalBillMeta } from '@meiyun/shared';
import { bindEntity } from '../../../core/crud/index';
import { coalBill } from './table';

/**
 * 电子煤票 through the entity kit for its list, queryById and export, in the caller's tenant and organisation;
 * issue (in the weighing's transaction), 核验, the QR code and the public verification are the feature's own.
 */
export const coalBillEntity = bindEntity({
  meta: coalBillMeta,
  table: coalBill,
  menuKey: 'menu:coal:coalBill',
});
