import { positionMeta } from '@meiyun/shared';
import type { FastifyInstance } from 'fastify';
import type { AppModule } from '../../../core/module';
import type { AppContext } from '../../../core/context';
import type { Db } from '../../../core/db/client';
import { entityMenu, registerCrudRoutes } from '../../../core/crud/index';
import { sysPosition } from './table';
import { positionEntity } from './entity';

async function positionRoutes(api: FastifyInstance, ctx: AppContext) {
  await registerCrudRoutes(api, ctx, positionEntity);
}

/** A few positions so the position picker and the 职务管理 screen have something to show in a fresh database. */
async function seedPositions(db: Db) {
  await db
    .insert(sysPosition)
    .values([
      { code: 'GM', name: '总经理', rank: '1', tenantId: 1, createBy: 'admin' },
      { code: 'DISPATCH', name: '调度主管', rank: '3', tenantId: 1, createBy: 'admin' },
      { code: 'WEIGHER', name: '司磅员', rank: '5', tenantId: 1, createBy: 'admin' },
    ])
    .onConflictDoNothing({ target: [sysPosition.tenantId, sysPosition.code] });
}

/** 系统管理 > 职务管理: positions, their rank dictionary and the `/sys/position/*` routes. */
export const positionModule: AppModule = {
  name: 'position',
  routes: positionRoutes,
  menus: entityMenu(positionMeta, { key: 'menu:system:position', parent: 'menu:system', name: '职务管理', url: '/system/position', component: 'system/position/PositionList', componentName: 'PositionList', icon: 'idcard', sortNo: 9 }),
  dicts: [{ code: 'position_rank', name: '职级', items: [['1', '正高级'], ['2', '副高级'], ['3', '中级'], ['4', '初级'], ['5', '员级']] }],
  seed: seedPositions,
};
