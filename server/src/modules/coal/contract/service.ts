import { and, eq, sql } from 'drizzle-orm';
import { checkClauses, CONTRACT_STATUS_ITEMS, CONTRACT_TRANSITIONS, ContractTexts, type ContractAction, type ContractClause } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import type { RequestAuth } from '../../../core/auth/guard';
import { keepVersion } from '../../../core/crud/audit';
import { loadOne, loadScoped, notFound, withUniqueGuard } from '../../../core/crud/service';
import { checkForWrite } from '../../../core/crud/validate-record';
import type { ApiRecord } from '../../../core/crud/index';
import { BizError } from '../../../core/http/envelope';
import { writeScope } from '../../../core/tenancy/index';
import { actorOf } from '../actor';
import { refuseOrgUser } from './staff-only';
import { nextNumber } from '../../sys/fill-rule/service';
import { resolveCounterparty } from './counterparty';
import { contractEntity } from './entity';
import { recordEvent } from './events';
import { runContractEndHooks } from './ends';
import { tellApprovers, tellPeople, type Ring } from './notify';
import { coalContract } from './table';

/** The numbering rule of contracts (sys fill-rule seed): HT + yyyyMMdd + 4 digits. */
export const CONTRACT_NO_RULE = 'contract_no';

const statusText = (s: string) => CONTRACT_STATUS_ITEMS.find(([v]) => v === s)?.[1] ?? s;

function clausesOf(raw: unknown): ContractClause[] {
  const r = checkClauses(raw);
  if ('error' in r) throw new BizError(r.error);
  return r.clauses;
}

/** Dates of a whole contract (the stored ones under those sent): start ≤ end, signed no later than the end. */
export function checkDates(c: Record<string, unknown>) {
  const { signDate, startDate, endDate } = c as Record<string, string | null | undefined>;
  if (startDate && endDate && endDate < startDate) throw new BizError(ContractTexts.dates);
  if (signDate && endDate && signDate > endDate) throw new BizError(ContractTexts.signAfterEnd);
}

export interface WriteResult {
  record: ApiRecord;
  /** The record before an edit. */
  before?: ApiRecord;
}

/** A new contract, a draft of version 1, with its clauses; an empty number is issued by the rule. */
export async function addContract(ctx: AppContext, auth: RequestAuth, raw: Record<string, unknown>): Promise<WriteResult> {
  refuseOrgUser(auth);
  const clauses = clausesOf(raw.clauses);
  const checked = await checkForWrite(ctx, contractEntity, raw, 'add', await writeScope(auth));
  checkDates(checked.input);
  const actor = actorOf(auth);
  const id = await withUniqueGuard(() =>
    ctx.db.transaction(async (tx) => {
      const party = await resolveCounterparty(tx, auth.tenantId, String(checked.input.direction), String(checked.input.counterpartyId ?? ''));
      const contractNo = (checked.input.contractNo as string | null) || (await nextNumber(tx, CONTRACT_NO_RULE));
      const [row] = await tx
        .insert(coalContract)
        .values({
          ...(checked.values as typeof coalContract.$inferInsert),
          ...party,
          contractNo,
          clauses,
          ownerId: (checked.input.ownerId as string | null) || auth.user.id,
          status: 'draft',
          version: 1,
          rev: 1,
          tenantId: auth.tenantId,
          createBy: auth.user.username,
        })
        .returning({ id: coalContract.id });
      await recordEvent(tx, { tenantId: auth.tenantId, contractId: row.id, kind: 'create', toStatus: 'draft', version: 1, by: actor });
      return row.id;
    }),
  );
  return { record: await loadOne(ctx, contractEntity, auth, id) };
}

/**
 * Changes a draft: the fields sent over the stored ones, the clauses replaced when sent. `rev` is the one the
 * client read: when another write came first, the edit is refused rather than undoing it.
 */
export async function editContract(ctx: AppContext, auth: RequestAuth, raw: Record<string, unknown>): Promise<WriteResult> {
  refuseOrgUser(auth);
  const id = typeof raw.id === 'string' ? raw.id : '';
  if (!id) throw new BizError('id不能为空');
  const [before] = await loadScoped(ctx.db, contractEntity, auth, [id]);
  if (!before) throw notFound();
  const rev = Number(raw.rev);
  if (raw.rev === undefined || raw.rev === null || !Number.isInteger(rev)) throw new BizError(ContractTexts.stale);
  if (before.status !== 'draft') throw new BizError(ContractTexts.notDraft);
  const clauses = raw.clauses === undefined ? undefined : clausesOf(raw.clauses);
  const checked = await checkForWrite(ctx, contractEntity, raw, 'edit', await writeScope(auth), before);
  const merged = { ...before, ...checked.input };
  checkDates(merged);
  const actor = actorOf(auth);
  await withUniqueGuard(() =>
    ctx.db.transaction(async (tx) => {
      const [locked] = await tx.select({ status: coalContract.status, rev: coalContract.rev, version: coalContract.version }).from(coalContract).where(eq(coalContract.id, id)).for('update');
      if (!locked || locked.status !== 'draft') throw new BizError(ContractTexts.notDraft);
      if (locked.rev !== rev) throw new BizError(ContractTexts.stale);
      const partyChanged = 'direction' in checked.input || 'counterpartyId' in checked.input;
      const party = partyChanged ? await resolveCounterparty(tx, auth.tenantId, String(merged.direction), String(merged.counterpartyId ?? '')) : {};
      const contractNo = 'contractNo' in checked.input && !checked.input.contractNo ? { contractNo: String(before.contractNo) } : {};
      await keepVersion(tx, contractEntity.tableName, before, auth.user.username);
      await tx
        .update(coalContract)
        .set({
          ...(checked.values as Partial<typeof coalContract.$inferInsert>),
          ...party,
          ...contractNo,
          ...(clauses ? { clauses } : {}),
          rev: sql`${coalContract.rev} + 1`,
          updateBy: auth.user.username,
          updateTime: new Date(),
        })
        .where(eq(coalContract.id, id));
      await recordEvent(tx, { tenantId: auth.tenantId, contractId: id, kind: 'edit', fromStatus: 'draft', toStatus: 'draft', version: locked.version, by: actor });
    }),
  );
  return { record: await loadOne(ctx, contractEntity, auth, id), before };
}

/**
 * 提交审批 / 审批通过 / 驳回 / 完成 / 终止. The state moves only from the one the action expects, in one guarded
 * update, so of two clerks acting at once one wins and the other is told the contract has moved on. An approval
 * is never the submitter's own (four eyes). The approvers, or the owner, are told through the bell once committed.
 */
export async function transitionContract(ctx: AppContext, auth: RequestAuth, action: ContractAction, input: { id: string; remark?: string | null }): Promise<WriteResult> {
  refuseOrgUser(auth);
  const t = CONTRACT_TRANSITIONS[action];
  const remark = input.remark?.trim() || null;
  if (t.remarkRequired && !remark) throw new BizError(ContractTexts.remarkRequired);
  const [before] = await loadScoped(ctx.db, contractEntity, auth, [input.id]);
  if (!before) throw notFound();
  const actor = actorOf(auth);
  const ring = await ctx.db.transaction(async (tx) => {
    if (action === 'approve' || action === 'reject') await refuseOwnSubmission(tx, input.id, auth.user.username);
    const [row] = await tx
      .update(coalContract)
      .set({ status: t.to, rev: sql`${coalContract.rev} + 1`, updateBy: auth.user.username, updateTime: new Date() })
      .where(and(eq(coalContract.id, input.id), eq(coalContract.status, t.from)))
      .returning({ id: coalContract.id, version: coalContract.version, ownerId: coalContract.ownerId, createBy: coalContract.createBy, contractNo: coalContract.contractNo, counterpartyName: coalContract.counterpartyName });
    if (!row) throw new BizError(t.wrongState);
    await recordEvent(tx, { tenantId: auth.tenantId, contractId: input.id, kind: action, fromStatus: t.from, toStatus: t.to, remark, version: row.version, by: actor });
    if (t.to === 'completed' || t.to === 'terminated') await runContractEndHooks(tx, { contractId: row.id, contractNo: row.contractNo, tenantId: auth.tenantId, status: t.to, remark, by: actor });
    const ref = { id: row.id, tenantId: auth.tenantId, contractNo: row.contractNo, counterpartyName: row.counterpartyName };
    const vars = { contractNo: row.contractNo, counterparty: row.counterpartyName, action: t.label, fromStatus: statusText(t.from), toStatus: statusText(t.to), remark, actor: actor.name };
    if (action === 'submit') return tellApprovers(tx, ref, actor, { code: 'coal_contract_submit', vars });
    return tellPeople(tx, ref, { ids: [row.ownerId], usernames: [row.createBy] }, actor, { code: 'coal_contract_change', vars });
  });
  await ring?.(ctx);
  return { record: await loadOne(ctx, contractEntity, auth, input.id), before };
}

export const OWN_APPROVAL = '不能审批自己提交的合同';

/** The user who last submitted the contract may not decide on it. */
async function refuseOwnSubmission(tx: Parameters<typeof recordEvent>[0], contractId: string, username: string) {
  const res = (await tx.execute(sql`
    select by_username from coal_contract_event where contract_id = ${contractId} and kind = 'submit' order by time desc limit 1`)) as unknown as { rows: { by_username: string }[] };
  if (res.rows[0]?.by_username === username) throw new BizError(OWN_APPROVAL);
}

export type { Ring };
