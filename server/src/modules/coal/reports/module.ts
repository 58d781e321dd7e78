import { REPORT_LABELS, reportPerm, type MenuIconName, type ReportName } from '@meiyun/shared';
import type { AppModule, SeedMenu } from '../../../core/module';
import { REPORTS_FOLDER } from '../folders';
import { reportRoutes } from './routes';

/** Each report's screen (shared/src/screens.ts), url and side-menu icon (unique across the menus: menuIcons test). */
const SCREENS: Record<ReportName, { component: 'coal/reports/Tonnage' | 'coal/reports/Trips' | 'coal/reports/ContractProgress' | 'coal/reports/QueueTimes' | 'coal/reports/WeighbridgeDaily'; icon: MenuIconName }> = {
  tonnage: { component: 'coal/reports/Tonnage', icon: 'bars' },
  trips: { component: 'coal/reports/Trips', icon: 'sync' },
  contractProgress: { component: 'coal/reports/ContractProgress', icon: 'trophy' },
  queueTimes: { component: 'coal/reports/QueueTimes', icon: 'clock-circle' },
  weighbridgeDaily: { component: 'coal/reports/WeighbridgeDaily', icon: 'file-excel' },
};

const menuKey = (name: ReportName) => `menu:coal:report:${name}`;

/** Who reads each report besides the administrator: the yard's figures to dispatch and the scale house, money-side ones to finance. */
const READERS: Record<ReportName, string[]> = {
  tonnage: ['dispatcher', 'finance_clerk'],
  trips: ['dispatcher', 'finance_clerk'],
  contractProgress: ['dispatcher', 'finance_clerk', 'contract_clerk', 'contract_approver'],
  queueTimes: ['dispatcher'],
  weighbridgeDaily: ['dispatcher', 'weighbridge_clerk'],
};

const reportMenus: SeedMenu[] = (Object.keys(SCREENS) as ReportName[]).flatMap((name, i): SeedMenu[] => {
  const { component, icon } = SCREENS[name];
  const componentName = component.split('/').pop()!;
  return [
    { key: menuKey(name), parent: REPORTS_FOLDER, name: REPORT_LABELS[name], url: `/coal/reports/${name}`, component, componentName, icon, menuType: 1, sortNo: i + 1, roles: READERS[name] },
    { key: `btn:${reportPerm(name)}`, parent: menuKey(name), name: `查看${REPORT_LABELS[name]}`, menuType: 2, sortNo: 1, perms: reportPerm(name), permsType: '1', roles: READERS[name] },
  ];
});

/**
 * 报表 (coal-domain.md "Reports", docs/reports.md): the five weighing reports with their permissions, the operators'
 * rebuild of the daily sums (a button of 吨位统计), and 应收账龄 linked here too (its screen and permission are
 * the finance feature's: coal/ageing).
 */
export const reportsModule: AppModule = {
  name: 'coal-reports',
  routes: reportRoutes,
  menus: [
    ...reportMenus,
    { key: `btn:${reportPerm('rebuildDaily')}`, parent: menuKey('tonnage'), name: '重算过磅日汇总', menuType: 2, sortNo: 2, perms: reportPerm('rebuildDaily'), permsType: '1' },
    { key: 'menu:coal:report:receivableAgeing', parent: REPORTS_FOLDER, name: '应收账龄', url: '/coal/reports/receivableAgeing', component: 'coal/ageing/ReceivableAgeing', componentName: 'ReceivableAgeingLink', icon: 'hourglass', menuType: 1, sortNo: 6 },
  ],
};
