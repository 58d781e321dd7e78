import { portMeta } from '@meiyun/shared';
import { eq } from 'drizzle-orm';
import { bindEntity } from '../../../core/crud/index';
import { coalBerth } from '../berth/table';
import { coalFence } from '../fence/table';
import { coalPort } from './table';
import { refuseIfReferenced } from '../refs';

/** 港口: the generic CRUD; a port still holding berths or fences cannot be deleted. */
export const portEntity = bindEntity({
  meta: portMeta,
  table: coalPort,
  menuKey: 'menu:coal:port',
  hooks: {
    beforeDelete: (h, existing, permanent) =>
      refuseIfReferenced(h.tx, existing, permanent, [
        { table: coalBerth, column: coalBerth.portId, delFlag: coalBerth.delFlag, message: '港口下还有泊位，不能删除' },
        { table: coalFence, column: coalFence.placeId, delFlag: coalFence.delFlag, where: eq(coalFence.placeKind, 'port'), message: '港口已绑定电子围栏，不能删除' },
      ]),
  },
});
