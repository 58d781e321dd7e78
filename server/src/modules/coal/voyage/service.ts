import { and, eq, inArray } from 'drizzle-orm';
import {
  computeLaytime,
  formatBusinessDateTime,
  instantOfWallTime,
  money,
  parseDecimal,
  parseLocalMinute,
  VOYAGE_ACTIONS,
  VOYAGE_TIMES,
  voyageLaytimeInput,
  voyageLaytimeReady,
  voyageMinuteText,
  voyageStatusOf,
  voyageTimeProblem,
  VoyageTexts,
  type VoyageAction,
  type VoyageTimeField,
} from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import type { RequestAuth } from '../../../core/auth/guard';
import type { Db } from '../../../core/db/client';
import { keepVersion } from '../../../core/crud/audit';
import { loadOne, loadScoped, notFound, withUniqueGuard } from '../../../core/crud/service';
import { checkForWrite } from '../../../core/crud/validate-record';
import type { ApiRecord } from '../../../core/crud/index';
import { BizError } from '../../../core/http/envelope';
import { orgOf, writeScope } from '../../../core/tenancy/index';
import { nextNumber } from '../../sys/fill-rule/service';
import { coalBerth } from '../berth/table';
import { coalContract } from '../contract/table';
import { voyageEntity } from './entity';
import { coalVoyage } from './table';

export const VOYAGE_NO_RULE = 'coal_voyage_no';

type Row = typeof coalVoyage.$inferSelect;
type Insert = typeof coalVoyage.$inferInsert;

const TIME_FIELDS = VOYAGE_TIMES.map((t) => t.field);
/** The feature's own inputs: not fields of the kit's check. */
const OWN = new Set<string>([...TIME_FIELDS, 'laytimeTerms', 'exclusions', 'holidays', 'contractId', 'id', 'updateTime']);

export interface WriteResult {
  record: ApiRecord;
  before?: ApiRecord;
}

/** Voyages are the company's dispatchers' work: a customer's user reads its own at most. */
function refuseOrgUser(auth: RequestAuth) {
  if (orgOf(auth.user)) throw new BizError(VoyageTexts.staffOnly);
}

const given = (raw: Record<string, unknown>, key: string) => Object.hasOwn(raw, key);

/** A sent time as the instant it names (the business zone's wall clock, whole minutes), null when blank. */
export function instantOf(raw: unknown, label: string): Date | null {
  const s = voyageMinuteText(raw);
  if (s === null) return null;
  if (parseLocalMinute(s) === null) throw new BizError(VoyageTexts.timeBad(label));
  const [d, t] = s.split(' ');
  const [year, month, day] = d.split('-').map(Number);
  const [hour, minute] = t.split(':').map(Number);
  return instantOfWallTime({ year, month, day, hour, minute, second: 0 });
}

/** A stored time as the laytime arithmetic reads it. */
const minuteText = (d: Date | null | undefined) => (d ? formatBusinessDateTime(d).slice(0, 16) : null);

/** The stored row's laytime inputs and times, as text (the form's shape). */
function sourceOf(row: Partial<Row>): Record<string, unknown> {
  return {
    ...Object.fromEntries(TIME_FIELDS.map((f) => [f, minuteText(row[f] as Date | null | undefined)])),
    loadedT: row.loadedT ?? null,
    loadRateT: row.loadRateT ?? null,
    freightRate: row.freightRate ?? null,
    demurrageRate: row.demurrageRate ?? null,
    despatchRate: row.despatchRate ?? null,
    laytimeTerms: row.laytimeTerms ?? null,
    exclusions: row.exclusions ?? [],
    holidays: row.holidays ?? [],
  };
}

/** Neutral figures to check the terms and the excepted periods with before the loading is known. */
const NEUTRAL = { loadedT: '1', loadRateT: '1', norTime: '2000-01-01 00:00', berthingTime: '2000-01-01 00:00', loadStartTime: '2000-01-01 00:00', loadEndTime: '2000-01-01 00:00' };

/**
 * The status and the figures of a voyage as entered (docs/freight.md "船运航次"): the status the times come to, the
 * freight (loaded × rate, to the fen), and, once the quantity, the load rate, NOR, loading start and completion are
 * known, the laytime statement with its demurrage or despatch. A refusal of the check throws its Chinese message.
 */
export function voyageFigures(v: Record<string, unknown>): Partial<Insert> {
  const problem = voyageTimeProblem(v);
  if (problem) throw new BizError(problem);
  const loaded = parseDecimal(v.loadedT);
  const rate = parseDecimal(v.freightRate);
  const base: Partial<Insert> = {
    status: voyageStatusOf(v),
    freightAmount: loaded && rate ? money(loaded.times(rate)) : null,
    allowedDays: null,
    usedDays: null,
    laytimeResult: null,
    demurrageAmount: null,
    despatchAmount: null,
    statement: null,
  };
  if (!voyageLaytimeReady(v)) {
    const terms = voyageLaytimeInput({ ...v, ...NEUTRAL, demurrageRate: v.demurrageRate ?? '0', despatchRate: v.despatchRate ?? '0' });
    if ('error' in terms) throw new BizError(terms.error);
    return base;
  }
  const checked = voyageLaytimeInput(v);
  if ('error' in checked) throw new BizError(checked.error);
  const r = computeLaytime(checked.value);
  return {
    ...base,
    allowedDays: r.allowedDays,
    usedDays: r.usedDays,
    laytimeResult: r.kind,
    demurrageAmount: r.kind === 'demurrage' ? r.amount : '0.00',
    despatchAmount: r.kind === 'despatch' ? r.amount : '0.00',
    statement: r as unknown as Record<string, unknown>,
  };
}

/** The sent times, terms and periods as columns (only those sent, for an edit). */
function ownColumns(raw: Record<string, unknown>, mode: 'add' | 'edit'): Partial<Insert> {
  const out: Partial<Insert> = {};
  for (const t of VOYAGE_TIMES) if (mode === 'add' || given(raw, t.field)) (out as Record<string, unknown>)[t.field] = instantOf(raw[t.field], t.label);
  if (mode === 'add' || given(raw, 'laytimeTerms')) out.laytimeTerms = (raw.laytimeTerms ?? null) as Insert['laytimeTerms'];
  if (mode === 'add' || given(raw, 'exclusions')) out.exclusions = (raw.exclusions ?? []) as Insert['exclusions'];
  if (mode === 'add' || given(raw, 'holidays')) out.holidays = (raw.holidays ?? []) as Insert['holidays'];
  if (out.exclusions && !Array.isArray(out.exclusions)) throw new BizError('除外时间格式不正确');
  if (out.holidays && !Array.isArray(out.holidays)) throw new BizError('节假日日期格式不正确（应为yyyy-MM-dd）');
  if (out.laytimeTerms !== undefined && out.laytimeTerms !== null && (typeof out.laytimeTerms !== 'object' || Array.isArray(out.laytimeTerms))) throw new BizError(VoyageTexts.termsBad);
  return out;
}

/** A sales contract of mode ship or port in the tenant: its number and customer are copied to the voyage. */
async function contractOf(db: Db, tenantId: number | null, raw: unknown): Promise<Pick<Insert, 'contractId' | 'contractNo' | 'consumerId'>> {
  const id = typeof raw === 'string' ? raw.trim() : '';
  if (!id) return { contractId: null, contractNo: null, consumerId: null };
  const [c] = await db
    .select({ id: coalContract.id, contractNo: coalContract.contractNo, consumerId: coalContract.consumerId })
    .from(coalContract)
    .where(and(eq(coalContract.id, id), eq(coalContract.tenantId, tenantId ?? -1), eq(coalContract.delFlag, 0), eq(coalContract.direction, 'sales'), inArray(coalContract.mode, ['ship', 'port'])));
  if (!c) throw new BizError(VoyageTexts.contractBad);
  return { contractId: c.id, contractNo: c.contractNo, consumerId: c.consumerId };
}

/**
 * The update time a write stamps: whole seconds, at least one second after the previous one, so the time a copy
 * was read at (as the list shows it, to the second) tells a stale copy for sure and serves as the row's version.
 */
function nextStamp(prev: Date | null): Date {
  const now = Math.floor(Date.now() / 1000) * 1000;
  return new Date(prev ? Math.max(now, Math.floor(prev.getTime() / 1000) * 1000 + 1000) : now);
}

/** The berth must be one of the voyage's port. */
async function checkBerth(db: Db, portId: unknown, berthId: unknown): Promise<void> {
  if (typeof berthId !== 'string' || !berthId) return;
  const [b] = await db.select({ portId: coalBerth.portId }).from(coalBerth).where(eq(coalBerth.id, berthId));
  if (!b || b.portId !== portId) throw new BizError('泊位不属于所选港口');
}

const declared = (raw: Record<string, unknown>) => Object.fromEntries(Object.entries(raw).filter(([k]) => !OWN.has(k)));

/** 登记航次: the fields, the time line and the terms checked, the figures computed and stored in one insert. */
export async function addVoyage(ctx: AppContext, auth: RequestAuth, raw: Record<string, unknown>): Promise<WriteResult> {
  refuseOrgUser(auth);
  const checked = await checkForWrite(ctx, voyageEntity, declared(raw), 'add', await writeScope(auth));
  const own = ownColumns(raw, 'add');
  const contract = await contractOf(ctx.db, auth.tenantId, raw.contractId);
  await checkBerth(ctx.db, checked.input.portId, checked.input.berthId);
  const values = { ...(checked.values as Partial<Insert>), ...own };
  const figures = voyageFigures({ ...sourceOf(values), ...checked.input });
  const id = await withUniqueGuard(() =>
    ctx.db.transaction(async (tx) => {
      const voyageNo = (checked.input.voyageNo as string | null) || (await nextNumber(tx, VOYAGE_NO_RULE));
      const [row] = await tx
        .insert(coalVoyage)
        .values({ ...(values as Insert), ...contract, ...figures, voyageNo, tenantId: auth.tenantId, createBy: auth.user.username })
        .returning({ id: coalVoyage.id });
      return row.id;
    }),
  );
  return { record: await loadOne(ctx, voyageEntity, auth, id) };
}

/** The locked row of a voyage the caller may see, refused when the copy edited is stale (`updateTime` as read). */
async function lockedRow(tx: Db, id: string, readAt: unknown): Promise<Row> {
  const [row] = await tx.select().from(coalVoyage).where(and(eq(coalVoyage.id, id), eq(coalVoyage.delFlag, 0))).for('update');
  if (!row) throw notFound();
  if (typeof readAt === 'string' && readAt && (row.updateTime ? formatBusinessDateTime(row.updateTime) : '') !== readAt) throw new BizError(VoyageTexts.stale);
  return row;
}

/**
 * 编辑航次: the fields sent replace the stored ones; the figures are computed again from the whole voyage, under the
 * row's lock, and the previous version goes to the data log. An edit carrying the `updateTime` it read is refused
 * when someone saved in between, so of two clerks on one voyage the second is told to reload.
 */
export async function editVoyage(ctx: AppContext, auth: RequestAuth, raw: Record<string, unknown>): Promise<WriteResult> {
  refuseOrgUser(auth);
  const id = typeof raw.id === 'string' ? raw.id : '';
  if (!id) throw new BizError('id不能为空');
  const [before] = await loadScoped(ctx.db, voyageEntity, auth, [id]);
  if (!before) throw notFound();
  const checked = await checkForWrite(ctx, voyageEntity, declared(raw), 'edit', await writeScope(auth), before);
  const own = ownColumns(raw, 'edit');
  const contract = given(raw, 'contractId') ? await contractOf(ctx.db, auth.tenantId, raw.contractId) : {};
  await ctx.db.transaction(async (tx) => {
    const row = await lockedRow(tx, id, raw.updateTime);
    const values = { ...(checked.values as Partial<Insert>), ...own };
    await checkBerth(tx, values.portId ?? row.portId, values.berthId === undefined ? row.berthId : values.berthId);
    const figures = voyageFigures(sourceOf({ ...row, ...values }));
    await keepVersion(tx, voyageEntity.tableName, before, auth.user.username);
    await tx
      .update(coalVoyage)
      .set({ ...values, ...contract, ...figures, updateBy: auth.user.username, updateTime: nextStamp(row.updateTime) })
      .where(eq(coalVoyage.id, id));
  });
  return { record: await loadOne(ctx, voyageEntity, auth, id), before };
}

/**
 * 到港 / 递交NOR / 靠泊 / 开始装货 / 装货完毕 / 离港: records the action's time (once: a time already entered is
 * corrected through 编辑), and the status and the figures follow, as for an edit.
 */
export async function voyageAction(ctx: AppContext, auth: RequestAuth, action: VoyageAction, input: { id: string; time: string }): Promise<WriteResult> {
  refuseOrgUser(auth);
  const a = VOYAGE_ACTIONS[action];
  const label = VOYAGE_TIMES.find((t) => t.field === a.field)!.label;
  const at = instantOf(input.time, label);
  if (!at) throw new BizError(VoyageTexts.timeMissing);
  const [before] = await loadScoped(ctx.db, voyageEntity, auth, [input.id]);
  if (!before) throw notFound();
  await ctx.db.transaction(async (tx) => {
    const row = await lockedRow(tx, input.id, null);
    if (row[a.field as VoyageTimeField]) throw new BizError(`${label}已登记，如需更正请编辑航次`);
    const figures = voyageFigures(sourceOf({ ...row, [a.field]: at }));
    await tx
      .update(coalVoyage)
      .set({ [a.field]: at, ...figures, updateBy: auth.user.username, updateTime: nextStamp(row.updateTime) })
      .where(eq(coalVoyage.id, input.id));
  });
  return { record: await loadOne(ctx, voyageEntity, auth, input.id), before };
}
