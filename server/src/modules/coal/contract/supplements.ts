import { and, desc, eq, sql } from 'drizzle-orm';
import { checkClauses, ContractTexts, parseDecimal, SUPPLEMENT_FIELDS, type ContractSupplement, type ContractTerms, type SupplementStatus } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import type { RequestAuth } from '../../../core/auth/guard';
import type { Db } from '../../../core/db/client';
import { loadOne, loadScoped } from '../../../core/crud/service';
import { checkForWrite } from '../../../core/crud/validate-record';
import type { ApiRecord } from '../../../core/crud/index';
import { BizError } from '../../../core/http/envelope';
import { fmtTime } from '../../../core/http/dates';
import { writeScope } from '../../../core/tenancy/index';
import { actorOf } from '../actor';
import { refuseOrgUser } from './staff-only';
import { contractEntity } from './entity';
import { recordEvent } from './events';
import { tellApprovers, tellPeople } from './notify';
import { checkDates } from './service';
import { coalContract, coalContractSupplement } from './table';

export const SupplementTexts = {
  ownApproval: '不能审批自己提交的补充协议',
  contractMoved: '合同已不在执行中，补充协议不能生效',
  notFound: '未找到对应的补充协议',
} as const;


/** Values compare as the API shows them: "800.0000" and "800" are the same price, '' and null the same blank. */
function same(a: unknown, b: unknown): boolean {
  const blank = (v: unknown) => v === null || v === undefined || v === '';
  if (blank(a) || blank(b)) return blank(a) && blank(b);
  const da = parseDecimal(a);
  const db = parseDecimal(b);
  return da && db ? da.eq(db) : String(a) === String(b);
}

/** The terms of the contract as they stand, for the fields a supplement changes (kept as `previous` once approved). */
function termsOf(contract: ApiRecord, keys: readonly string[]): ContractTerms {
  const out: Record<string, unknown> = {};
  for (const k of keys) out[k] = k === 'clauses' ? contract.clauses : (contract[k] ?? null);
  return out as ContractTerms;
}

/**
 * Proposes a supplementary agreement (补充协议) to an executing contract: the terms it changes, checked as an edit
 * would check them, only those that differ kept. It waits for approval; the contract goes on under its current
 * terms meanwhile. One at a time: a second proposal is refused, also when two are sent at once (a unique index).
 */
export async function proposeSupplement(ctx: AppContext, auth: RequestAuth, input: { contractId: string; reason: string; changes: Record<string, unknown> }): Promise<ContractSupplement> {
  refuseOrgUser(auth);
  const reason = input.reason.trim();
  if (!reason) throw new BizError(ContractTexts.supplementReason);
  const contract = await loadOne(ctx, contractEntity, auth, input.contractId);
  if (contract.status !== 'executing') throw new BizError(ContractTexts.supplementNotExecuting);
  const header: Record<string, unknown> = {};
  for (const k of SUPPLEMENT_FIELDS) if (Object.hasOwn(input.changes, k)) header[k] = input.changes[k];
  const checked = await checkForWrite(ctx, contractEntity, { id: contract.id, ...header }, 'edit', await writeScope(auth), contract);
  const changes: Record<string, unknown> = {};
  for (const k of SUPPLEMENT_FIELDS) if (k in checked.input && !same(checked.input[k], contract[k])) changes[k] = checked.input[k];
  if (Object.hasOwn(input.changes, 'clauses')) {
    const c = checkClauses(input.changes.clauses);
    if ('error' in c) throw new BizError(c.error);
    if (JSON.stringify(c.clauses) !== JSON.stringify(contract.clauses)) changes.clauses = c.clauses;
  }
  if (!Object.keys(changes).length) throw new BizError(ContractTexts.supplementNoChange);
  checkDates({ ...contract, ...changes });
  const actor = actorOf(auth);
  const { id, ring } = await ctx.db
    .transaction(async (tx) => {
      const [locked] = await tx.select({ status: coalContract.status, version: coalContract.version }).from(coalContract).where(eq(coalContract.id, contract.id)).for('update');
      if (locked?.status !== 'executing') throw new BizError(ContractTexts.supplementNotExecuting);
      const [row] = await tx
        .insert(coalContractSupplement)
        .values({ tenantId: auth.tenantId, contractId: contract.id, version: locked.version + 1, reason, status: 'approving', changes: changes as ContractTerms, createBy: auth.user.username })
        .returning({ id: coalContractSupplement.id });
      await recordEvent(tx, { tenantId: auth.tenantId, contractId: contract.id, kind: 'supplement', fromStatus: 'executing', toStatus: 'executing', remark: reason, supplementId: row.id, version: locked.version, by: actor });
      const ref = { id: contract.id, tenantId: auth.tenantId, contractNo: String(contract.contractNo), counterpartyName: String(contract.counterpartyName) };
      const ring = await tellApprovers(tx, ref, actor, {
        code: 'coal_supplement_submit',
        vars: { contractNo: contract.contractNo, counterparty: contract.counterpartyName, version: locked.version + 1, reason, actor: actor.name },
      });
      return { id: row.id, ring };
    })
    .catch((e) => {
      const code = (e as { code?: string }).code ?? (e as { cause?: { code?: string } }).cause?.code;
      if (code === '23505') throw new BizError(ContractTexts.supplementPending);
      throw e;
    });
  await ring?.(ctx);
  return (await listSupplements(ctx.db, contract.id)).find((s) => s.id === id)!;
}

/**
 * Approves or rejects a pending supplement. Approval applies its terms to the contract as its next version in the
 * same transaction, keeping what they replaced; the one who proposed it may not decide it.
 */
export async function decideSupplement(ctx: AppContext, auth: RequestAuth, decision: 'approve' | 'reject', input: { id: string; remark?: string | null }): Promise<{ supplement: ContractSupplement; before: ApiRecord; record: ApiRecord }> {
  refuseOrgUser(auth);
  const remark = input.remark?.trim() || null;
  if (decision === 'reject' && !remark) throw new BizError(ContractTexts.remarkRequired);
  const [s] = await ctx.db.select().from(coalContractSupplement).where(eq(coalContractSupplement.id, input.id));
  if (!s) throw new BizError(SupplementTexts.notFound);
  const [before] = await loadScoped(ctx.db, contractEntity, auth, [s.contractId]);
  if (!before) throw new BizError(SupplementTexts.notFound);
  if (s.createBy === auth.user.username) throw new BizError(SupplementTexts.ownApproval);
  const contract = await loadOne(ctx, contractEntity, auth, s.contractId);
  const actor = actorOf(auth);
  const status: SupplementStatus = decision === 'approve' ? 'approved' : 'rejected';
  const ring = await ctx.db.transaction(async (tx) => {
    const [decided] = await tx
      .update(coalContractSupplement)
      .set({ status, decidedBy: auth.user.username, decidedTime: new Date(), remark, updateBy: auth.user.username, updateTime: new Date() })
      .where(and(eq(coalContractSupplement.id, s.id), eq(coalContractSupplement.status, 'approving')))
      .returning({ id: coalContractSupplement.id });
    if (!decided) throw new BizError(ContractTexts.supplementNotPending);
    const [locked] = await tx.select({ status: coalContract.status, version: coalContract.version }).from(coalContract).where(eq(coalContract.id, s.contractId)).for('update');
    if (decision === 'approve') {
      if (locked?.status !== 'executing') throw new BizError(SupplementTexts.contractMoved);
      await applyTerms(tx, s.contractId, s.changes, s.version, auth.user.username);
      await tx.update(coalContractSupplement).set({ previous: termsOf(contract, Object.keys(s.changes)) }).where(eq(coalContractSupplement.id, s.id));
    }
    await recordEvent(tx, {
      tenantId: auth.tenantId,
      contractId: s.contractId,
      kind: decision === 'approve' ? 'supplementApprove' : 'supplementReject',
      fromStatus: locked?.status ?? null,
      toStatus: locked?.status ?? null,
      remark,
      supplementId: s.id,
      version: decision === 'approve' ? s.version : (locked?.version ?? s.version - 1),
      by: actor,
    });
    const ref = { id: s.contractId, tenantId: auth.tenantId, contractNo: String(contract.contractNo), counterpartyName: String(contract.counterpartyName) };
    const verb = decision === 'approve' ? '审批通过' : '被驳回';
    return tellPeople(tx, ref, { ids: [contract.ownerId as string | null], usernames: [s.createBy] }, actor, {
      code: 'coal_supplement_result',
      vars: { contractNo: contract.contractNo, counterparty: contract.counterpartyName, version: s.version, verdict: verb, remark, actor: actor.name },
    });
  });
  await ring?.(ctx);
  const supplement = (await listSupplements(ctx.db, s.contractId)).find((x) => x.id === s.id)!;
  return { supplement, before, record: await loadOne(ctx, contractEntity, auth, s.contractId) };
}

/** Writes a supplement's terms into the contract as `version`; a new end date is warned about afresh. */
async function applyTerms(tx: Db, contractId: string, changes: ContractTerms, version: number, by: string) {
  const set: Record<string, unknown> = { version, rev: sql`${coalContract.rev} + 1`, updateBy: by, updateTime: new Date() };
  for (const [k, v] of Object.entries(changes)) {
    const key = k === 'clauses' ? 'clauses' : contractEntity.keyOf.get(k);
    if (key) set[key] = v;
  }
  if ('endDate' in changes) set.expiryWarnedDays = null;
  await tx.update(coalContract).set(set).where(eq(coalContract.id, contractId));
}

/** The supplementary agreements of a contract the caller may see (the caller checks), newest first. */
export async function listSupplements(db: Db, contractId: string): Promise<ContractSupplement[]> {
  const rows = await db.select().from(coalContractSupplement).where(eq(coalContractSupplement.contractId, contractId)).orderBy(desc(coalContractSupplement.version), desc(coalContractSupplement.createTime));
  return rows.map((r) => ({
    id: r.id,
    contractId: r.contractId,
    version: r.version,
    reason: r.reason,
    status: r.status as SupplementStatus,
    changes: r.changes,
    previous: r.previous ?? null,
    createBy: r.createBy ?? '',
    createTime: fmtTime(r.createTime) ?? '',
    decidedBy: r.decidedBy,
    decidedTime: fmtTime(r.decidedTime),
    remark: r.remark,
  }));
}
