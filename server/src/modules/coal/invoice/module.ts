import { INVOICE_DIRECTION_ITEMS, INVOICE_KIND_ITEMS, INVOICE_STATUS_ITEMS, INVOICE_VOID_PERM, invoiceMeta } from '@meiyun/shared';
import type { AppModule } from '../../../core/module';
import { entityMenu } from '../../../core/crud/index';
import { FINANCE_FOLDER } from '../folders';
import { FINANCE_CLERK } from '../serviceFee/module';
import { INVOICE_MENU } from './entity';
import { invoiceRoutes } from './routes';

/** 财务管理 > 发票管理 (coal-api.md "Finance", docs/finance.md): the list, 登记 and 作废, for finance staff. */
export const invoiceModule: AppModule = {
  name: 'coal-invoice',
  routes: invoiceRoutes,
  menus: [
    ...entityMenu(invoiceMeta, { key: INVOICE_MENU, parent: FINANCE_FOLDER, name: '发票管理', url: '/coal/invoice', component: 'coal/invoice/InvoiceList', componentName: 'InvoiceList', icon: 'copy', sortNo: 20, roles: [FINANCE_CLERK] }),
    { key: `btn:${INVOICE_VOID_PERM}`, parent: INVOICE_MENU, name: '作废', menuType: 2, sortNo: 20, perms: INVOICE_VOID_PERM, permsType: '1', roles: [FINANCE_CLERK] },
  ],
  dicts: [
    { code: 'coal_invoice_kind', name: '发票种类', items: INVOICE_KIND_ITEMS },
    { code: 'coal_invoice_direction', name: '发票进销项', items: INVOICE_DIRECTION_ITEMS },
    { code: 'coal_invoice_status', name: '发票状态', items: INVOICE_STATUS_ITEMS },
  ],
};
