import { and, eq, inArray } from 'drizzle-orm';
import { QUALITY_REQUIRED_FIELDS, QUALITY_TRANSITIONS, QualityTexts, type QualityAction } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import type { RequestAuth } from '../../../core/auth/guard';
import { keepVersion } from '../../../core/crud/audit';
import { loadOne, loadScoped, notFound, withUniqueGuard } from '../../../core/crud/service';
import { checkForWrite } from '../../../core/crud/validate-record';
import type { ApiRecord } from '../../../core/crud/index';
import { BizError } from '../../../core/http/envelope';
import { orgOf, writeScope } from '../../../core/tenancy/index';
import { batchInput, resolveBatch } from './batch';
import { newSampleCodes } from './codes';
import { qualityTestEntity, testRow } from './entity';
import { coalQualityTest, coalQualityTestWeighing } from './table';
import { derivedColumns, sendsMeasured } from './values';

export interface WriteResult {
  record: ApiRecord;
  before?: ApiRecord;
}

/** Quality tests are the company's own staff's work: a business organisation's user reads at most. */
export function refuseOrgUser(auth: RequestAuth) {
  if (orgOf(auth.user)) throw new BizError(QualityTexts.staffOnly);
}

const SAMPLE_NO = /^[A-Za-z0-9_-]{1,50}$/;

/** The fields the kit checks: the batch and the sample code are the feature's, the rest declared fields. */
function declared(raw: Record<string, unknown>) {
  const { planId: _p, weighingIds: _w, sampleNo: _s, ...rest } = raw;
  return rest;
}

/**
 * Registers a sample over its batch (coal-api.md "Quality"): the three codes, the weighings linked, and whatever
 * values came with it and their derived ones, 已录入, in one transaction. The reply carries the sampling and
 * preparation codes once, to the one who registered it; afterwards `codes` shows them to those who may see them.
 */
export async function addQualityTest(ctx: AppContext, auth: RequestAuth, raw: Record<string, unknown>): Promise<WriteResult & { codes: ReturnType<typeof newSampleCodes> }> {
  refuseOrgUser(auth);
  const batch = batchInput(raw);
  const sampleNo = raw.sampleNo === undefined || raw.sampleNo === null || raw.sampleNo === '' ? null : String(raw.sampleNo).trim();
  if (sampleNo !== null && !SAMPLE_NO.test(sampleNo)) throw new BizError('采样编码只能包含字母、数字、下划线和短横线，最长50位');
  const checked = await checkForWrite(ctx, qualityTestEntity, declared(raw), 'add', await writeScope(auth));
  const derived = derivedColumns(checked.input);
  const codes = newSampleCodes(sampleNo);
  const id = await withUniqueGuard(() =>
    ctx.db.transaction(async (tx) => {
      const b = await resolveBatch(tx, auth.tenantId, batch);
      const [row] = await tx
        .insert(coalQualityTest)
        .values({
          ...(checked.values as typeof coalQualityTest.$inferInsert),
          ...derived,
          ...codes,
          planId: b.planId,
          planNo: b.planNo,
          contractId: b.contractId,
          contractNo: b.contractNo,
          materialId: b.materialId,
          consumerId: b.consumerId,
          supplierId: b.supplierId,
          weighingCount: b.weighingIds.length,
          status: 'entered',
          enteredBy: sendsMeasured(checked.input, 'add') ? auth.user.username : null,
          tenantId: auth.tenantId,
          createBy: auth.user.username,
        })
        .returning({ id: coalQualityTest.id });
      await tx.insert(coalQualityTestWeighing).values(b.weighingIds.map((weighingId) => ({ testId: row.id, weighingId, tenantId: auth.tenantId })));
      return row.id;
    }),
  ).catch((e) => {
    if (e instanceof BizError && e.message === '数据已存在，请勿重复提交' && sampleNo) throw new BizError(`采样编码${sampleNo}已存在`);
    throw e;
  });
  return { record: await loadOne(ctx, qualityTestEntity, auth, id), codes };
}

/**
 * Changes a test while 已录入: sampling time, lab, measured values and remark (the batch and the codes stay as
 * registered). The derived values are recomputed from the whole record; the previous version goes to the data log.
 * The status is checked again under the row's lock, so an edit never lands on a result reviewed meanwhile.
 */
export async function editQualityTest(ctx: AppContext, auth: RequestAuth, raw: Record<string, unknown>): Promise<WriteResult> {
  refuseOrgUser(auth);
  const id = typeof raw.id === 'string' ? raw.id : '';
  if (!id) throw new BizError('id不能为空');
  const [before] = await loadScoped(ctx.db, qualityTestEntity, auth, [id]);
  if (!before) throw notFound();
  if (before.status !== 'entered') throw new BizError(QualityTexts.notEntered);
  const checked = await checkForWrite(ctx, qualityTestEntity, declared(raw), 'edit', await writeScope(auth), before);
  const derived = derivedColumns({ ...before, ...checked.input });
  await ctx.db.transaction(async (tx) => {
    await keepVersion(tx, qualityTestEntity.tableName, before, auth.user.username);
    const [row] = await tx
      .update(coalQualityTest)
      .set({
        ...(checked.values as Partial<typeof coalQualityTest.$inferInsert>),
        ...derived,
        ...(sendsMeasured(checked.input, 'edit') ? { enteredBy: auth.user.username } : {}),
        updateBy: auth.user.username,
        updateTime: new Date(),
      })
      .where(and(eq(coalQualityTest.id, id), eq(coalQualityTest.status, 'entered')))
      .returning({ id: coalQualityTest.id });
    if (!row) throw new BizError(QualityTexts.notEntered);
  });
  return { record: await loadOne(ctx, qualityTestEntity, auth, id), before };
}

/**
 * 审核 / 批准 / 作废, each from the states it expects in one guarded update, so of two people acting at once one
 * wins. Review needs every value settlement reads; approval is never by the one who entered the values (four
 * eyes); a void keeps its reason and frees the weighings for another sample.
 */
export async function transitionQualityTest(ctx: AppContext, auth: RequestAuth, action: QualityAction, input: { id: string; reason?: string | null }): Promise<WriteResult> {
  refuseOrgUser(auth);
  const t = QUALITY_TRANSITIONS[action];
  const reason = input.reason?.trim() || null;
  if (action === 'void' && !reason) throw new BizError(QualityTexts.voidReasonRequired);
  const [before] = await loadScoped(ctx.db, qualityTestEntity, auth, [input.id]);
  if (!before) throw notFound();
  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(coalQualityTest).where(eq(coalQualityTest.id, input.id)).for('update');
    if (!locked || !t.from.includes(locked.status as never)) throw new BizError(t.wrongState);
    if (action === 'review' && QUALITY_REQUIRED_FIELDS.some((f) => locked[f] === null)) throw new BizError(QualityTexts.valuesMissing);
    if (action === 'approve' && locked.enteredBy === auth.user.username) throw new BizError(QualityTexts.ownApproval);
    const now = new Date();
    const stamp =
      action === 'review' ? { reviewedBy: auth.user.username, reviewedTime: now } : action === 'approve' ? { approvedBy: auth.user.username, approvedTime: now } : { voidReason: reason };
    await tx
      .update(coalQualityTest)
      .set({ status: t.to, ...stamp, updateBy: auth.user.username, updateTime: now })
      .where(and(eq(coalQualityTest.id, input.id), inArray(coalQualityTest.status, [...t.from])));
    if (action === 'void') await tx.update(coalQualityTestWeighing).set({ active: false }).where(eq(coalQualityTestWeighing.testId, input.id));
  });
  return { record: await loadOne(ctx, qualityTestEntity, auth, input.id), before };
}

/** The three codes of a test the caller may see (coal:qualityTest:codes: not the lab). */
export async function sampleCodes(ctx: AppContext, auth: RequestAuth, id: string) {
  const [visible] = await loadScoped(ctx.db, qualityTestEntity, auth, [id]);
  if (!visible) throw notFound();
  const row = await testRow(ctx.db, id);
  return { id, sampleNo: row.sampleNo, prepNo: row.prepNo, labNo: row.labNo };
}

