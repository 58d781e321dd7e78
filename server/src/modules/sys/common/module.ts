import type { AppModule } from '../../../core/module';
import { commonRoutes } from './routes';

/** File upload (`POST /sys/common/upload`) and serving stored files (`GET /sys/common/static/*`). */
export const commonModule: AppModule = { name: 'common', routes: commonRoutes };
