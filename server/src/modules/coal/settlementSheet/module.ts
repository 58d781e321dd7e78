import type { AppModule } from '../../../core/module';
import { settlementSheetRoutes } from './routes';

/**
 * 结算单 as paper and spreadsheet (docs/settlement-sheet.md): the PDF and xlsx of one settlement. Its button
 * (coal:settlement:print) is seeded with the settlement's other buttons; a module of its own so the printed form
 * stays apart from the settlement arithmetic and its review chain.
 */
export const settlementSheetModule: AppModule = {
  name: 'coal-settlement-sheet',
  routes: settlementSheetRoutes,
};
