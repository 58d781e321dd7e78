import type { AppModule } from '../../core/module';

/** 过磅管理: the station screen, the weighing records and the coal bills hang here. */
export const WEIGHBRIDGE_FOLDER = 'menu:coal:weighbridge';

/** 财务管理: service fees now; settlements, payment and collection bills, invoices later. */
export const FINANCE_FOLDER = 'menu:coal:finance';

/** 报表: the weighing reports (coal/reports) and a link to 应收账龄. */
export const REPORTS_FOLDER = 'menu:coal:reports';

/** The coal business's menu folders; each coal feature hangs its screens under one of them. */
export const coalFoldersModule: AppModule = {
  name: 'coal-folders',
  menus: [
    { key: 'menu:coal:base', parent: null, name: '基础数据', url: '/coal/base', component: 'layouts/RouteView', icon: 'gold', menuType: 0, sortNo: 10, isLeaf: false },
    { key: WEIGHBRIDGE_FOLDER, parent: null, name: '过磅管理', url: '/coal/weighbridge', component: 'layouts/RouteView', icon: 'stock', menuType: 0, sortNo: 14, isLeaf: false },
    { key: FINANCE_FOLDER, parent: null, name: '财务管理', url: '/coal/finance', component: 'layouts/RouteView', icon: 'fund', menuType: 0, sortNo: 16, isLeaf: false },
    { key: REPORTS_FOLDER, parent: null, name: '报表', url: '/coal/reports', component: 'layouts/RouteView', icon: 'pie-chart', menuType: 0, sortNo: 17, isLeaf: false },
    { key: 'menu:coal:users', parent: null, name: '业务用户', url: '/coal/users', component: 'layouts/RouteView', icon: 'usergroup-add', menuType: 0, sortNo: 12, isLeaf: false },
  ],
};
