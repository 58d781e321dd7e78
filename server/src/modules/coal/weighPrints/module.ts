import type { AppModule, SeedMenu } from '../../../core/module';
import { COAL_BILL_MENU } from '../coalBill/module';
import { WEIGHBRIDGE_CLERK, WEIGHING_MENU } from '../weighing/module';
import { COAL_BILL_PRINT_PERM, WEIGHING_PRINT_PERM, weighPrintRoutes } from './routes';

const button = (perms: string, parent: string): SeedMenu => ({ key: `btn:${perms}`, parent, name: '打印', menuType: 2, sortNo: 40, perms, permsType: '1', roles: [WEIGHBRIDGE_CLERK] });

/**
 * 打印 of 磅单 and 电子煤票 (docs/printing.md): the two PDF routes and their buttons under the weighing list and the
 * coal-bill list, held by the 司磅员 like the screens' other buttons. A module of its own so the printed forms stay
 * apart from the weighing and billing logic; it hangs after those modules (their menus first).
 */
export const weighPrintsModule: AppModule = {
  name: 'coal-weigh-prints',
  routes: weighPrintRoutes,
  menus: [button(WEIGHING_PRINT_PERM, WEIGHING_MENU), button(COAL_BILL_PRINT_PERM, COAL_BILL_MENU)],
};
