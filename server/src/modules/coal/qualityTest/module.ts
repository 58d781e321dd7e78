import { QUALITY_ACTIONS, QUALITY_STATUS_ITEMS, QUALITY_TRANSITIONS, qualityActionPerm, qualityTestMeta } from '@meiyun/shared';
import type { AppModule, SeedMenu } from '../../../core/module';
import { entityMenu } from '../../../core/crud/index';
import { QUALITY_MENU } from './entity';
import { qualityTestRoutes } from './routes';

/** 质量管理: the quality screens hang here. */
export const QUALITY_FOLDER = 'menu:coal:quality';
/** The seeded roles (seed/data.ts): the lab enters, imports and reviews; the quality supervisor registers samples and approves. */
export const QUALITY_LAB = 'quality_lab';
export const QUALITY_APPROVER = 'quality_approver';

/** Which role holds each button: the lab never registers a sample nor sees its sampling code. */
const LAB_BUTTONS = new Set(['list', 'edit', 'exportXls', 'review', 'importExcel']);
const APPROVER_BUTTONS = new Set(['list', 'add', 'exportXls', 'approve', 'void', 'codes']);
const rolesOf = (a: string) => [...(LAB_BUTTONS.has(a) ? [QUALITY_LAB] : []), ...(APPROVER_BUTTONS.has(a) ? [QUALITY_APPROVER] : [])];

const listMenus = entityMenu(qualityTestMeta, { key: QUALITY_MENU, parent: QUALITY_FOLDER, name: '煤质化验', url: '/coal/qualityTest', component: 'coal/qualityTest/QualityTestList', componentName: 'QualityTestList', icon: 'audit', sortNo: 1, roles: [QUALITY_LAB, QUALITY_APPROVER] }).map((m) =>
  m.menuType === 2 ? { ...m, roles: rolesOf(String(m.perms).split(':').pop() ?? '') } : m,
);

const actionButtons: SeedMenu[] = [
  ...QUALITY_ACTIONS.map((a, i): SeedMenu => ({ key: `btn:${qualityActionPerm(a)}`, parent: QUALITY_MENU, name: QUALITY_TRANSITIONS[a].label, menuType: 2, sortNo: 20 + i, perms: qualityActionPerm(a), permsType: '1', roles: rolesOf(a) })),
  { key: `btn:${qualityActionPerm('importExcel')}`, parent: QUALITY_MENU, name: '导入化验结果', menuType: 2, sortNo: 30, perms: qualityActionPerm('importExcel'), permsType: '1', roles: rolesOf('importExcel') },
  { key: `btn:${qualityActionPerm('codes')}`, parent: QUALITY_MENU, name: '查看采样编码', menuType: 2, sortNo: 31, perms: qualityActionPerm('codes'), permsType: '1', roles: rolesOf('codes') },
];

/** 质量管理 > 煤质化验 (coal-api.md "Quality", docs/quality.md). */
export const qualityTestModule: AppModule = {
  name: 'coal-quality-test',
  routes: qualityTestRoutes,
  menus: [
    { key: QUALITY_FOLDER, parent: null, name: '质量管理', url: '/coal/quality', component: 'layouts/RouteView', icon: 'safety', menuType: 0, sortNo: 15, isLeaf: false },
    ...listMenus,
    ...actionButtons,
  ],
  dicts: [{ code: 'coal_quality_status', name: '化验状态', items: QUALITY_STATUS_ITEMS }],
};
