import { stockpileMeta } from '@meiyun/shared';
import { bindEntity, type ApiRecord } from '../../../core/crud/index';
import { coalStockpile } from './table';
import { after, requireOrdered } from '../refs';

function checkStock(input: Record<string, unknown>, existing?: ApiRecord) {
  requireOrdered(after(input, existing, 'stockT'), after(input, existing, 'capacityT'), '当前库存不能大于垛位容量');
}

/** 垛位: the generic CRUD (yard and coal sort checked by their table dictionaries) and stock within capacity. */
export const stockpileEntity = bindEntity({
  meta: stockpileMeta,
  table: coalStockpile,
  menuKey: 'menu:coal:stockpile',
  hooks: {
    beforeAdd: (_h, _v, input) => checkStock(input),
    beforeEdit: (_h, _v, input, existing) => checkStock(input, existing),
  },
});
