import { and, eq } from 'drizzle-orm';
import { checkRailFreight, railRateTable, type RailChargeBasis, type RailRateSurchargeRow } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import type { RequestAuth } from '../../../core/auth/guard';
import { keepVersion } from '../../../core/crud/audit';
import { loadOne, loadScoped, notFound } from '../../../core/crud/service';
import { checkForWrite } from '../../../core/crud/validate-record';
import type { ApiRecord } from '../../../core/crud/index';
import { BizError } from '../../../core/http/envelope';
import { orgOf, writeScope } from '../../../core/tenancy/index';
import { railRateEntity } from './entity';
import { coalRailRate } from './table';

const MAX_ROWS = 20;

/**
 * The surcharge rows as sent ([{ name, basis, rate }]), checked by the freight arithmetic's own check
 * (checkRailFreight on this rate, a placeholder route and wagon), so the rate screen refuses exactly what a
 * shipment's freight would: 请填写附加费名称, 取送车费：附加费计费方式不正确, 取送车费必须是不小于0的数字，最多4位小数.
 */
function checkedRows(raw: unknown, fields: Record<string, unknown>): RailRateSurchargeRow[] {
  if (raw !== undefined && raw !== null && !Array.isArray(raw)) throw new BizError('附加费格式不正确');
  const list = (raw ?? []) as Record<string, unknown>[];
  if (list.length > MAX_ROWS) throw new BizError(`附加费最多${MAX_ROWS}项`);
  const rows = list.map((r) => ({ name: typeof r?.name === 'string' ? r.name.trim() : '', basis: r?.basis as RailChargeBasis, rate: r?.rate === undefined || r?.rate === null ? '' : String(r.rate).trim() }));
  if (rows.some((r) => r.name.length > 50)) throw new BizError('附加费名称最多50个字符');
  const table = railRateTable({ baseRate: String(fields.baseRate ?? 0), runningRate: String(fields.runningRate ?? 0), electrifiedRate: fields.electrifiedRate as string | null, constructionFundRate: fields.constructionFundRate as string | null, surcharges: rows });
  const checked = checkRailFreight({ rates: table, tariffKm: 1, electrifiedKm: 0, wagons: [{ wagonNo: '-', ticketKg: 0, minChargedKg: 0 }] });
  if ('error' in checked) throw new BizError(checked.error);
  // The checked table's own rows come after the two fixed surcharges, with their rates normalised.
  const own = checked.value.rates.surcharges.slice(checked.value.rates.surcharges.length - rows.length);
  return own.map((s) => ({ name: s.name, basis: s.basis, rate: String(s.rate) }));
}

function split(raw: Record<string, unknown>) {
  const { id: _id, surcharges, ...fields } = raw;
  return { fields, surcharges };
}

const refuseOrgUser = (auth: RequestAuth) => {
  if (orgOf(auth.user)) throw new BizError('铁路运价由本公司维护，业务单位用户只能查看');
};

/** 新增铁路运价: the declared fields through the kit's checks, the surcharge rows through the tariff's. */
export async function addRate(ctx: AppContext, auth: RequestAuth, raw: Record<string, unknown>): Promise<ApiRecord> {
  refuseOrgUser(auth);
  const { fields, surcharges } = split(raw);
  const checked = await checkForWrite(ctx, railRateEntity, fields, 'add', await writeScope(auth));
  const rows = checkedRows(surcharges, checked.input);
  const [row] = await ctx.db
    .insert(coalRailRate)
    .values({ ...(checked.values as typeof coalRailRate.$inferInsert), surcharges: rows as unknown as Record<string, unknown>[], tenantId: auth.tenantId, createBy: auth.user.username })
    .returning({ id: coalRailRate.id });
  return loadOne(ctx, railRateEntity, auth, row.id);
}

/**
 * 编辑铁路运价. A shipment keeps the figures it was computed with (its trace), so changing a rate changes no
 * shipment; the previous version goes to the data log.
 */
export async function editRate(ctx: AppContext, auth: RequestAuth, raw: Record<string, unknown>): Promise<{ record: ApiRecord; before: ApiRecord }> {
  refuseOrgUser(auth);
  const id = typeof raw.id === 'string' ? raw.id : '';
  if (!id) throw new BizError('id不能为空');
  const [before] = await loadScoped(ctx.db, railRateEntity, auth, [id]);
  if (!before) throw notFound();
  const { fields, surcharges } = split(raw);
  const checked = await checkForWrite(ctx, railRateEntity, fields, 'edit', await writeScope(auth), before);
  const [stored] = await ctx.db.select({ surcharges: coalRailRate.surcharges }).from(coalRailRate).where(eq(coalRailRate.id, id));
  const rows = checkedRows(surcharges === undefined ? stored?.surcharges : surcharges, { ...before, ...checked.input });
  await ctx.db.transaction(async (tx) => {
    await keepVersion(tx, railRateEntity.tableName, before, auth.user.username);
    await tx
      .update(coalRailRate)
      .set({ ...(checked.values as Partial<typeof coalRailRate.$inferInsert>), surcharges: rows as unknown as Record<string, unknown>[], updateBy: auth.user.username, updateTime: new Date() })
      .where(and(eq(coalRailRate.id, id)));
  });
  return { record: await loadOne(ctx, railRateEntity, auth, id), before };
}
