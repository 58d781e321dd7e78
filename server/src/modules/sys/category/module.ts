import type { AppModule } from '../../../core/module';
import { categoryRoutes } from './routes';
import { seedCategories } from './seed';

export const categoryModule: AppModule = { name: 'category', routes: categoryRoutes, seed: seedCategories };
