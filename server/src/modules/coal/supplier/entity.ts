import { supplierMeta } from '@meiyun/shared';
import { bindEntity } from '../../../core/crud/index';
import { coalSupplier } from './table';
import { refuseDeleteInUse } from '../in-use';

/**
 * 供应商/煤矿 through the entity kit. Nothing refers to a supplier yet; purchase contracts will, through
 * `addInUseCheck('supplier', …)` (in-use.ts), and this delete then asks them.
 */
export const supplierEntity = bindEntity({
  meta: supplierMeta,
  table: coalSupplier,
  menuKey: 'menu:coal:supplier',
  hooks: { beforeDelete: (h, existing, permanent) => refuseDeleteInUse(h.tx, 'supplier', existing, permanent) },
});
