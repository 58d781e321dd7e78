import type { AppModule } from '../../../core/module';
import { createBusPageRelay } from './pageRelay';
import { tableSyncRoutes } from './routes';

export const tableSyncModule: AppModule = { name: 'table-sync', routes: tableSyncRoutes((ctx) => createBusPageRelay(ctx.bus)) };
