import { SETTLEMENT_STATUS_ITEMS, SETTLEMENT_TRANSITIONS, settlementActionPerm, settlementMeta, type FillRulePart, type SettlementPerm } from '@meiyun/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppModule, SeedMenu } from '../../../core/module';
import type { Db } from '../../../core/db/client';
import { sysPermission, sysRolePermission } from '../../../core/db/schema/index';
import { seedId } from '../../../core/db/seed-id';
import { entityMenu } from '../../../core/crud/index';
import { sysFillRule } from '../../sys/fill-rule/table';
import { FINANCE_FOLDER } from '../folders';
import { QUALITY_APPROVER } from '../qualityTest/module';
import { FINANCE_CLERK } from '../serviceFee/module';
import { WEIGHBRIDGE_CLERK } from '../weighing/module';
import { SETTLEMENT_MENU } from './entity';
import { registerSettlementProgress } from './progress';
import { settlementRoutes } from './routes';
import { SETTLEMENT_NO_RULE } from './service';

/**
 * Who holds what (admin holds everything): finance drafts, edits, passes 财务审核, rejects, voids and prints; the
 * weighbridge clerk passes 数量审核 and the quality supervisor 质价审核, each reading the list.
 */
const HOLDERS: Record<SettlementPerm | 'list' | 'exportXls', string[]> = {
  list: [FINANCE_CLERK, WEIGHBRIDGE_CLERK, QUALITY_APPROVER],
  exportXls: [FINANCE_CLERK],
  draft: [FINANCE_CLERK],
  edit: [FINANCE_CLERK],
  qtyReview: [WEIGHBRIDGE_CLERK],
  qualityReview: [QUALITY_APPROVER],
  financeReview: [FINANCE_CLERK],
  reject: [FINANCE_CLERK],
  void: [FINANCE_CLERK],
  print: [FINANCE_CLERK],
};

const BUTTON_NAMES: Record<SettlementPerm, string> = {
  draft: '起草',
  edit: '修改',
  print: '打印结算单',
  ...Object.fromEntries(Object.entries(SETTLEMENT_TRANSITIONS).map(([a, t]) => [a, t.label])),
} as Record<SettlementPerm, string>;

const BUTTONS: SettlementPerm[] = ['draft', 'edit', 'qtyReview', 'qualityReview', 'financeReview', 'reject', 'void', 'print'];

const listMenus = entityMenu(settlementMeta, { key: SETTLEMENT_MENU, parent: FINANCE_FOLDER, name: '结算单', url: '/coal/settlement', component: 'coal/settlement/SettlementList', componentName: 'SettlementList', icon: 'account-book', sortNo: 0, roles: HOLDERS.list }).map((m) =>
  m.menuType === 2 ? { ...m, roles: HOLDERS[String(m.perms).split(':').pop() as 'list' | 'exportXls'] } : m,
);

const actionButtons: SeedMenu[] = BUTTONS.map((a, i) => ({ key: `btn:${settlementActionPerm(a)}`, parent: SETTLEMENT_MENU, name: BUTTON_NAMES[a], menuType: 2, sortNo: 20 + i, perms: settlementActionPerm(a), permsType: '1', roles: HOLDERS[a] }));

/** The settlement number: JS + yyyyMMdd + 4 digits, reset daily (sys fill rules, editable by the administrator). */
const NUMBER_RULE: FillRulePart[] = [
  { type: 'text', value: 'JS' },
  { type: 'date', pattern: 'yyyyMMdd' },
  { type: 'seq', width: 4, reset: 'day' },
];

/** Finance picks the contract to settle: the seeded role reads contracts (the list permission, not the menu). */
const FINANCE_READS = ['btn:coal:contract:list'];

async function seedSettlement(db: Db): Promise<void> {
  await db.insert(sysFillRule).values({ ruleCode: SETTLEMENT_NO_RULE, ruleName: '结算单号', ruleParts: JSON.stringify(NUMBER_RULE), description: 'JS+年月日+4位流水号，每日重置', createBy: 'system' }).onConflictDoNothing();
  const present = await db.select({ id: sysPermission.id }).from(sysPermission).where(and(inArray(sysPermission.id, FINANCE_READS.map(seedId)), eq(sysPermission.delFlag, 0)));
  if (present.length) await db.insert(sysRolePermission).values(present.map((p) => ({ roleId: seedId(`role:${FINANCE_CLERK}`), permissionId: p.id }))).onConflictDoNothing();
}

registerSettlementProgress();

/** 财务管理 > 结算单 (coal-api.md "Settlement", docs/settlement.md). */
export const settlementModule: AppModule = {
  name: 'coal-settlement',
  routes: settlementRoutes,
  menus: [...listMenus, ...actionButtons],
  dicts: [{ code: 'coal_settlement_status', name: '结算单状态', items: SETTLEMENT_STATUS_ITEMS }],
  seed: seedSettlement,
};
