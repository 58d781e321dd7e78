/**
 * What the settlement tests share: an executing contract with clauses, an approved plan on it, completed weighings
 * weighed by hand (tare 15 000 kg) and approved quality results over chosen weighings — all through the API, as
 * the weighbridge and the lab make them (test/support/weighing.ts, qualityTest.test.ts).
 */
import { businessToday, type ContractClause } from '@meiyun/shared';
import type { TestApp } from '../../../../test/helpers';
import { callsAs, userWithPerms } from '../../../../test/support/coal-org';
import type { Calls, DispatchWorld } from '../../../../test/support/dispatch';
import { scaleOf, truckIn } from '../../../../test/support/weighing';

export function must(r: { success: boolean; message: string; result: any }, what = 'call') {
  if (!r.success) throw new Error(`${what}: ${r.message}`);
  return r.result;
}

let n = 0;

export interface SettledPlan {
  contractId: string;
  contractNo: string;
  planId: string;
  yardId: string;
  scaleId: string;
}

/** An executing contract (sales to consumer A unless told) at 800 元/t, 13 %, with `clauses`, and an approved plan on it. */
export async function contractWithPlan(w: DispatchWorld, clauses: ContractClause[], opts: { direction?: 'sales' | 'purchase'; unitPrice?: string } = {}): Promise<SettledPlan> {
  const k = (n += 1);
  const today = businessToday();
  const direction = opts.direction ?? 'sales';
  const c = must(
    await w.admin.send('POST', '/coal/contract/add', {
      direction,
      mode: 'other',
      counterpartyId: direction === 'sales' ? w.consumerA : w.supplierS,
      materialId: w.materialId,
      quantityT: '100000',
      unitPrice: opts.unitPrice ?? '800',
      taxRate: '0.13',
      signDate: today,
      startDate: today,
      endDate: '2099-12-31',
      clauses,
    }),
    'contract',
  );
  must(await w.admin.send('PUT', '/coal/contract/submit', { id: c.id }), 'submit');
  must(await w.approver.send('PUT', '/coal/contract/approve', { id: c.id }), 'approve');
  const yardId = must(await w.admin.send('POST', '/coal/freightYard/add', { code: `sy${k}`, name: `结算${k}号货场` }), 'yard').id as string;
  const plan = must(
    await w.admin.send('POST', '/coal/dispatchPlan/add', { contractId: c.id, loadDate: today, carrierId: w.carrierX, consigneeId: direction === 'sales' ? w.consigneeA : undefined, yardId, plannedTrucks: 40, plannedT: '1400' }),
    'plan',
  );
  must(await w.admin.send('PUT', '/coal/dispatchPlan/approve', { id: plan.id }), 'approve plan');
  return { contractId: c.id, contractNo: c.contractNo, planId: plan.id, yardId, scaleId: await scaleOf(w.admin, yardId) };
}

/** A completed weighing of the plan: tare 15 000 kg, gross as told, weighed by hand; a deduction when told. */
export async function weighed(t: TestApp, w: DispatchWorld, p: SettledPlan, grossKg: number, deductKg = 0): Promise<string> {
  const x = await truckIn(t, w, p.planId);
  const first = must(await w.admin.send('POST', '/coal/weighing/tare', { queueId: x.ticketId, scaleId: p.scaleId, weightKg: 15000, manual: true }), 'tare');
  must(await w.admin.send('POST', '/coal/weighing/gross', { id: first.id, scaleId: p.scaleId, weightKg: grossKg, manual: true }), 'gross');
  if (deductKg) must(await w.admin.send('POST', '/coal/weighing/deduct', { id: first.id, kind: 'impurity', kg: deductKg, remark: '杂物' }), 'deduct');
  return first.id as string;
}

/** A quality approver other than the administrator (who enters the values): approval is four-eyed. */
export async function labApprover(t: TestApp, username: string): Promise<Calls> {
  return callsAs(t, await userWithPerms(t, username, ['coal:qualityTest:list', 'coal:qualityTest:approve']));
}

/** A lab result over `weighingIds`, entered and reviewed by the administrator and approved by `approver`; its lab code. */
export async function approvedResult(w: DispatchWorld, approver: Calls, weighingIds: string[], values: Record<string, string>): Promise<{ id: string; labNo: string }> {
  const added = must(await w.admin.send('POST', '/coal/qualityTest/add', { weighingIds, sampledAt: `${businessToday()} 09:30:00`, lab: '山西煤炭质量检测中心', ...values }), 'quality add');
  must(await w.admin.send('PUT', '/coal/qualityTest/review', { id: added.id }), 'quality review');
  must(await approver.send('PUT', '/coal/qualityTest/approve', { id: added.id }), 'quality approve');
  return { id: added.id, labNo: added.labNo };
}
