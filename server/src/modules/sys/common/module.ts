import type { AppModule } from '../../../core/module';
import { commonRoutes } from './routes';

export const commonModule: AppModule = { name: 'common', routes: commonRoutes };
