import { QUEUE_STATUS_ITEMS } from '@meiyun/shared';
import type { AppModule } from '../../../core/module';
import { queueRoutes } from './routes';

/**
 * The truck queue (coal-api.md "Queue and weighbridge"): check-in, call, enter, skip, void and the live board.
 * No menu yet (the screens come later): the permissions `coal:queue:list|exportXls|checkIn|call|enter|skip|void`
 * are seeded with the screens' buttons then.
 */
export const queueModule: AppModule = {
  name: 'coal-queue',
  routes: queueRoutes,
  dicts: [{ code: 'coal_queue_status', name: '排队状态', items: QUEUE_STATUS_ITEMS }],
};
