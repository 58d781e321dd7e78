import { freightYardMeta } from '@meiyun/shared';
import { eq } from 'drizzle-orm';
import { bindEntity } from '../../../core/crud/index';
import { coalFence } from '../fence/table';
import { coalScale } from '../scale/table';
import { coalStockpile } from '../stockpile/table';
import { coalFreightYard } from './table';
import { refuseIfReferenced } from '../refs';

/** 货场: the generic CRUD; a yard still holding stockpiles, scales or fences cannot be deleted. */
export const freightYardEntity = bindEntity({
  meta: freightYardMeta,
  table: coalFreightYard,
  menuKey: 'menu:coal:freightYard',
  hooks: {
    beforeDelete: (h, existing, permanent) =>
      refuseIfReferenced(h.tx, existing, permanent, [
        { table: coalStockpile, column: coalStockpile.yardId, delFlag: coalStockpile.delFlag, message: '货场下还有垛位，不能删除' },
        { table: coalScale, column: coalScale.yardId, delFlag: coalScale.delFlag, message: '货场下还有地磅，不能删除' },
        { table: coalFence, column: coalFence.placeId, delFlag: coalFence.delFlag, where: eq(coalFence.placeKind, 'yard'), message: '货场已绑定电子围栏，不能删除' },
      ]),
  },
});
