import { pickupOrderMeta } from '@meiyun/shared';
import { bindEntity } from '../../../core/crud/index';
import { coalPickupOrder } from './table';

/**
 * 提煤单 through the entity kit for its list, queryById and export, in the caller's tenant and organisation; issue,
 * void, the QR code and the driver's link are the feature's own routes. The link's token is a column of the table
 * but no field of the declaration, and a secret column of the binding: no list, record, export or data log
 * ever carries it.
 */
export const pickupOrderEntity = bindEntity({
  meta: pickupOrderMeta,
  table: coalPickupOrder,
  secretColumns: ['token'],
  menuKey: 'menu:coal:pickupOrder',
});
