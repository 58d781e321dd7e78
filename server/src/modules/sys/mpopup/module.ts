import type { AppModule } from '../../../core/module';
import { mpopupRoutes } from './routes';

/** The popup record picker's server side (`/utils/mpopup/*`), over the tables of `registry.ts` only. */
export const mpopupModule: AppModule = { name: 'mpopup', routes: mpopupRoutes };
