import { SERVICE_FEE_BASIS_ITEMS, SERVICE_FEE_BILL_ACTION_LABELS, SERVICE_FEE_BILL_ACTIONS, SERVICE_FEE_BILL_STATUS_ITEMS, SERVICE_FEE_JOB_CRON, SERVICE_FEE_JOB_KEY, SERVICE_FEE_PAYER_KIND_ITEMS, SERVICE_FEE_PAYER_ORG_ITEMS, serviceFeeBillActionPerm, serviceFeeBillMeta, serviceFeeRuleMeta } from '@meiyun/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppModule, SeedMenu } from '../../../core/module';
import type { Db } from '../../../core/db/client';
import { sysPermission, sysRolePermission } from '../../../core/db/schema/index';
import { seedId } from '../../../core/db/seed-id';
import { entityMenu } from '../../../core/crud/index';
import { addInUseCheck } from '../in-use';
import { FINANCE_FOLDER } from '../folders';
import { serviceFeeJob } from './job';
import { serviceFeeRoutes } from './routes';
import { rulesNaming } from './in-use';

/** 财务: the seeded role of the finance staff (seed/data.ts). */
export const FINANCE_CLERK = 'finance_clerk';
const RULE_MENU = 'menu:coal:serviceFeeRule';
const BILL_MENU = 'menu:coal:serviceFeeBill';

const billActions: SeedMenu[] = SERVICE_FEE_BILL_ACTIONS.map((a, i) => ({ key: `btn:${serviceFeeBillActionPerm(a)}`, parent: BILL_MENU, name: SERVICE_FEE_BILL_ACTION_LABELS[a], menuType: 2, sortNo: 20 + i, perms: serviceFeeBillActionPerm(a), permsType: '1', roles: [FINANCE_CLERK] }));

/**
 * Finance picks a rule's payer from the carrier, customer and supplier lists (their table dictionaries need the
 * list's permission): the seeded role reads them. Granted at every start where missing, as the seed's own grants are.
 */
const FINANCE_READS = ['menu:coal:base', ...['carrier', 'consumer', 'supplier'].flatMap((e) => [`menu:coal:${e}`, `btn:coal:${e}:list`])];

async function grantFinanceReads(db: Db): Promise<void> {
  const present = await db.select({ id: sysPermission.id }).from(sysPermission).where(and(inArray(sysPermission.id, FINANCE_READS.map(seedId)), eq(sysPermission.delFlag, 0)));
  if (present.length) await db.insert(sysRolePermission).values(present.map((p) => ({ roleId: seedId(`role:${FINANCE_CLERK}`), permissionId: p.id }))).onConflictDoNothing();
}

for (const kind of ['carrier', 'consumer', 'supplier'] as const) addInUseCheck(kind, { name: '服务费规则', refusal: rulesNaming(kind) });

/** 财务管理 > 服务费规则, 服务费账单 (coal-domain.md "Service fees", docs/service-fees.md) and the monthly job. */
export const serviceFeeModule: AppModule = {
  name: 'coal-service-fee',
  routes: serviceFeeRoutes,
  menus: [
    ...entityMenu(serviceFeeRuleMeta, { key: RULE_MENU, parent: FINANCE_FOLDER, name: '服务费规则', url: '/coal/serviceFeeRule', component: 'coal/serviceFee/ServiceFeeRuleList', componentName: 'ServiceFeeRuleList', icon: 'pay-circle', sortNo: 1, roles: [FINANCE_CLERK] }),
    ...entityMenu(serviceFeeBillMeta, { key: BILL_MENU, parent: FINANCE_FOLDER, name: '服务费账单', url: '/coal/serviceFeeBill', component: 'coal/serviceFee/ServiceFeeBillList', componentName: 'ServiceFeeBillList', icon: 'file', sortNo: 2, roles: [FINANCE_CLERK] }),
    ...billActions,
  ],
  dicts: [
    { code: 'coal_service_fee_payer_kind', name: '服务费缴费方', items: SERVICE_FEE_PAYER_KIND_ITEMS },
    { code: 'coal_service_fee_payer_org', name: '服务费缴费单位类型', items: SERVICE_FEE_PAYER_ORG_ITEMS },
    { code: 'coal_service_fee_basis', name: '服务费计费方式', items: SERVICE_FEE_BASIS_ITEMS },
    { code: 'coal_service_fee_bill_status', name: '服务费账单状态', items: SERVICE_FEE_BILL_STATUS_ITEMS },
  ],
  seed: grantFinanceReads,
  jobs: [serviceFeeJob],
  seedJobs: [{ key: SERVICE_FEE_JOB_KEY, jobName: '服务费月度账单', handlerKey: serviceFeeJob.key, cronExpression: SERVICE_FEE_JOB_CRON, description: '每月1日 02:00（北京时间）生成上月服务费账单', status: 0 }],
};
