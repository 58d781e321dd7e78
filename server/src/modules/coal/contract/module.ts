import { CONTRACT_ACTIONS, CONTRACT_DIRECTION_ITEMS, CONTRACT_MODE_ITEMS, CONTRACT_STATUS_ITEMS, CONTRACT_TRANSITIONS, contractActionPerm, contractMeta, DELIVERY_TERMS_ITEMS, QUALITY_BASIS_ITEMS, SETTLEMENT_CYCLE_ITEMS, WEIGHING_BASIS_ITEMS } from '@meiyun/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppModule, SeedMenu } from '../../../core/module';
import type { Db } from '../../../core/db/client';
import { sysPermission, sysRolePermission } from '../../../core/db/schema/index';
import { seedId } from '../../../core/db/seed-id';
import { entityMenu } from '../../../core/crud/index';
import { addInUseCheck } from '../in-use';
import { contractExpiryJob } from './expiry';
import { contractsReferring } from './in-use';
import { contractRoutes } from './routes';

const MENU = 'menu:coal:contract';
/** The seeded roles (seed/data.ts): who writes and submits, who decides. Either reads the list and exports it. */
const CLERK = 'contract_clerk';
const APPROVER = 'contract_approver';
const DECIDES = new Set<string>(['approve', 'reject', 'complete', 'terminate']);
const READS = new Set<string>(['list', 'exportXls']);

/** The state actions and the supplementary agreement, each a button with its own permission. */
const actionButtons: SeedMenu[] = [
  ...CONTRACT_ACTIONS.map((a, i): SeedMenu => ({ key: `btn:${contractActionPerm(a)}`, parent: MENU, name: CONTRACT_TRANSITIONS[a].label, menuType: 2, sortNo: 20 + i, perms: contractActionPerm(a), permsType: '1', roles: [DECIDES.has(a) ? APPROVER : CLERK] })),
  { key: `btn:${contractActionPerm('supplement')}`, parent: MENU, name: '补充协议', menuType: 2, sortNo: 30, perms: contractActionPerm('supplement'), permsType: '1', roles: [CLERK] },
];

/** The list and its kit buttons: the clerk holds them all, the approver the list and the export. */
const listMenus = entityMenu(contractMeta, { key: MENU, parent: 'menu:coal:contracts', name: '合同', url: '/coal/contract', component: 'coal/contract/ContractList', componentName: 'ContractList', icon: 'reconciliation', sortNo: 1, roles: [CLERK, APPROVER] }).map((m) =>
  m.menuType === 2 && !READS.has(String(m.perms).split(':').pop() ?? '') ? { ...m, roles: [CLERK] } : m,
);

/**
 * The clerk picks the counterparty and the coal sort from their lists (and looks customers and mines up): the
 * seeded clerk role reads 供应商, 客户 and 煤种. Granted at every start where missing, as the seed's own grants are.
 */
const CLERK_READS = ['menu:coal:base', ...['supplier', 'consumer', 'material'].flatMap((e) => [`menu:coal:${e}`, `btn:coal:${e}:list`])];

async function grantClerkReads(db: Db): Promise<void> {
  const ids = CLERK_READS.map(seedId);
  const present = await db.select({ id: sysPermission.id }).from(sysPermission).where(and(inArray(sysPermission.id, ids), eq(sysPermission.delFlag, 0)));
  if (present.length) await db.insert(sysRolePermission).values(present.map((p) => ({ roleId: seedId(`role:${CLERK}`), permissionId: p.id }))).onConflictDoNothing();
}

addInUseCheck('supplier', { name: '合同', refusal: contractsReferring('supplier') });
addInUseCheck('consumer', { name: '合同', refusal: contractsReferring('consumer') });

/** 合同管理 > 合同 (coal-api.md "Contracts"): contracts, their clauses, approval, supplements and the expiry job. */
export const contractModule: AppModule = {
  name: 'coal-contract',
  routes: contractRoutes,
  menus: [
    { key: 'menu:coal:contracts', parent: null, name: '合同管理', url: '/coal/contracts', component: 'layouts/RouteView', icon: 'file-text', menuType: 0, sortNo: 11, isLeaf: false },
    ...listMenus,
    ...actionButtons,
  ],
  dicts: [
    { code: 'coal_contract_direction', name: '合同类型', items: CONTRACT_DIRECTION_ITEMS },
    { code: 'coal_contract_mode', name: '合同运输方式', items: CONTRACT_MODE_ITEMS },
    { code: 'coal_contract_status', name: '合同状态', items: CONTRACT_STATUS_ITEMS },
    { code: 'coal_delivery_terms', name: '交货方式', items: DELIVERY_TERMS_ITEMS },
    { code: 'coal_weighing_basis', name: '计量依据', items: WEIGHING_BASIS_ITEMS },
    { code: 'coal_quality_basis', name: '质量依据', items: QUALITY_BASIS_ITEMS },
    { code: 'coal_settlement_cycle', name: '结算周期', items: SETTLEMENT_CYCLE_ITEMS },
  ],
  seed: grantClerkReads,
  jobs: [contractExpiryJob],
  seedJobs: [
    { key: 'coalContractExpiry', jobName: '合同到期提醒', handlerKey: contractExpiryJob.key, cronExpression: '0 0 8 * * ?', description: '每天 08:00 提醒合同负责人：结束日期前30天和7天各一次', status: 0 },
  ],
};
