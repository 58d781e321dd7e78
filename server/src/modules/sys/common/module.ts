import type { AppModule } from '../../../core/module';
import { fileRoutes } from './routes';
import { listSupportRoutes } from './list-support-routes';

/**
 * Calls shared by every screen: file upload (`POST /sys/common/upload`) and serving stored files
 * (`GET /sys/common/static/*`); the list kit's import error files and duplicate check.
 */
export const commonModule: AppModule = {
  name: 'common',
  routes: async (api, ctx) => {
    await fileRoutes(api, ctx);
    await listSupportRoutes(api, ctx);
  },
};
