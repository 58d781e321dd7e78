import type { AppModule } from '../../../core/module';
import { tableSyncRoutes } from './routes';

/** The table-sync socket, relaying in this process until the shared bus takes over (see pageRelay.ts). */
export const tableSyncModule: AppModule = { name: 'table-sync', routes: tableSyncRoutes() };
