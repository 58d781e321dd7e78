import { platformMeta } from '@meiyun/shared';
import { eq } from 'drizzle-orm';
import { bindEntity } from '../../../core/crud/index';
import { coalFence } from '../fence/table';
import { coalPlatform } from './table';
import { refuseIfReferenced } from '../refs';

/** 站台: the generic CRUD; a platform a fence is bound to cannot be deleted. */
export const platformEntity = bindEntity({
  meta: platformMeta,
  table: coalPlatform,
  menuKey: 'menu:coal:platform',
  hooks: {
    beforeDelete: (h, existing, permanent) =>
      refuseIfReferenced(h.tx, existing, permanent, [
        { table: coalFence, column: coalFence.placeId, delFlag: coalFence.delFlag, where: eq(coalFence.placeKind, 'platform'), message: '站台已绑定电子围栏，不能删除' },
      ]),
  },
});
