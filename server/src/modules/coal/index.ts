import type { AppModule } from '../../core/module';
import { coalFoldersModule } from './folders';

/** Every coal feature, one line each (after the folders they hang their menus in). */
export const COAL_MODULES: AppModule[] = [
  coalFoldersModule,
];
