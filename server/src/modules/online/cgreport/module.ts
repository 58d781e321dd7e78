import type { AppModule, SeedMenu } from '../../../core/module';
import { cgreportRoutes } from './routes';
import { seedReports } from './seed';

const MENU = 'menu:system:cgreport';
const btn = (name: string, action: string, sortNo: number): SeedMenu => ({
  key: `btn:online:cgreport:${action}`,
  parent: MENU,
  name,
  menuType: 2,
  sortNo,
  perms: `online:cgreport:${action}`,
  permsType: '1',
});

/** 系统管理 > 在线报表: report definitions (administrators), the report popup's read routes, two example reports. */
export const cgreportModule: AppModule = {
  name: 'cgreport',
  routes: cgreportRoutes,
  menus: [
    { key: MENU, parent: 'menu:system', name: '在线报表', url: '/system/cgreport', component: 'online/cgreport/CgreportList', componentName: 'CgreportList', icon: 'table', menuType: 1, sortNo: 20, keepAlive: true },
    btn('查看报表', 'list', 1),
    btn('添加报表', 'add', 2),
    btn('编辑报表', 'edit', 3),
    btn('删除报表', 'delete', 4),
    btn('解析SQL', 'parse', 5),
  ],
  seed: seedReports,
};
