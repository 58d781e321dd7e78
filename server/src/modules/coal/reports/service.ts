import { and, asc, eq, sql } from 'drizzle-orm';
import {
  dec,
  kgToTonnes,
  money,
  ReportTexts,
  tonnes,
  businessTimeZone,
  NO_DRIVER_NAME,
  type TripsBy,
  type ContractProgressReport,
  type ContractProgressRow,
  type QueueTimesReport,
  type QueueTimesRow,
  type TonnageReport,
  type TripsReport,
  type WeighbridgeDailyReport,
} from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import type { RequestAuth } from '../../../core/auth/guard';
import { BizError } from '../../../core/http/envelope';
import { rowsOf } from '../../../core/db/rows';
import { dayEnd, dayStart, staffTenant } from '../staffScope';
import { progressOf } from '../contract/progress';
import { coalContract } from '../contract/table';

/**
 * The weighing reports (docs/reports.md). Tonnage and trips read the daily sums (`coal_weighing_daily`, a few rows a
 * day per counterparty × coal × car) — never the weighings; queue times read the day's tickets, the weighbridge sheet
 * one day's weighings of one yard. Our staff only: an organisation's user is refused. Each reply's totals are summed
 * by the same statement as its rows (grouping sets) or from the rows, so they cannot disagree.
 */

interface SumRow {
  is_total: boolean;
  trips: string | number;
  net_kg: string | number;
  settle_kg: string | number;
}
const sums = (r: SumRow) => ({ trips: Number(r.trips), netT: kgToTonnes(r.net_kg), settleT: kgToTonnes(r.settle_kg) });

/**
 * (a) 吨位统计 `GET /coal/report/tonnage`: trips, net and settle tonnes by day or month × customer/supplier × coal
 * type, one statement on the daily sums; counterparties and coal types named from their tables.
 */
export async function tonnageReport(ctx: AppContext, auth: RequestAuth, p: { from: string; to: string; group: 'day' | 'month'; direction?: 'sales' | 'purchase' }): Promise<TonnageReport> {
  const tid = staffTenant(auth, ReportTexts.staffOnly);
  const period = p.group === 'month' ? sql`to_char(d.day, 'YYYY-MM')` : sql`to_char(d.day, 'YYYY-MM-DD')`;
  const rows = await rowsOf<SumRow & { period: string; direction: 'sales' | 'purchase'; counterparty_id: string; counterparty_name: string | null; material_id: string; material_name: string | null }>(
    ctx.db,
    sql`
    select ${period} as period, d.direction, d.counterparty_id, d.material_id,
           grouping(${period}) = 1 as is_total,
           max(coalesce(cu.name, su.name)) as counterparty_name, max(m.name) as material_name,
           coalesce(sum(d.trips), 0) as trips, coalesce(sum(d.net_kg), 0) as net_kg, coalesce(sum(d.settle_kg), 0) as settle_kg
      from coal_weighing_daily d
      left join coal_consumer cu on d.direction = 'sales' and cu.id = d.counterparty_id
      left join coal_supplier su on d.direction = 'purchase' and su.id = d.counterparty_id
      left join coal_material m on m.id = d.material_id
     where d.tenant_id = ${tid} and d.day between ${p.from}::date and ${p.to}::date
       ${p.direction ? sql`and d.direction = ${p.direction}` : sql``}
     group by grouping sets ((${period}, d.direction, d.counterparty_id, d.material_id), ())
    having sum(d.trips) <> 0 or sum(d.settle_kg) <> 0 or grouping(${period}) = 1
     order by is_total, period, d.direction desc, sum(d.settle_kg) desc, d.counterparty_id, d.material_id`,
  );
  const body = rows.filter((r) => !r.is_total);
  const total = rows.find((r) => r.is_total);
  return {
    from: p.from,
    to: p.to,
    group: p.group,
    direction: p.direction ?? null,
    rows: body.map((r) => ({ period: r.period, direction: r.direction, counterpartyId: r.counterparty_id, counterpartyName: r.counterparty_name ?? '（未知）', materialId: r.material_id, materialName: r.material_name ?? '（未知）', ...sums(r) })),
    totals: total ? sums(total) : { trips: 0, netT: '0.000', settleT: '0.000' },
  };
}

/**
 * (b) 车次统计 `GET /coal/report/trips`: trips and tonnes by carrier, by car or by driver, from the daily sums. By
 * driver the key is the name as weighed (the daily sums keep it: weighings carry the name, not a driver record), with
 * the carriers the driver drove for.
 */
export async function tripsReport(ctx: AppContext, auth: RequestAuth, p: { from: string; to: string; by: TripsBy }): Promise<TripsReport> {
  const tid = staffTenant(auth, ReportTexts.staffOnly);
  const key = p.by === 'car' ? sql`d.car_id` : p.by === 'driver' ? sql`d.driver_name` : sql`d.carrier_id`;
  const name = p.by === 'car' ? sql`max(car.plate_no)` : p.by === 'driver' ? sql`max(d.driver_name)` : sql`max(ca.name)`;
  const rows = await rowsOf<SumRow & { id: string; name: string | null; carrier_name: string | null }>(
    ctx.db,
    sql`
    select ${key} as id, grouping(${key}) = 1 as is_total, ${name} as name,
           ${p.by === 'carrier' ? sql`null` : sql`string_agg(distinct ca.name, '、')`} as carrier_name,
           coalesce(sum(d.trips), 0) as trips, coalesce(sum(d.net_kg), 0) as net_kg, coalesce(sum(d.settle_kg), 0) as settle_kg
      from coal_weighing_daily d
      left join coal_carrier ca on ca.id = d.carrier_id
      ${p.by === 'car' ? sql`left join coal_car car on car.id = d.car_id` : sql``}
     where d.tenant_id = ${tid} and d.day between ${p.from}::date and ${p.to}::date
     group by grouping sets ((${key}), ())
    having sum(d.trips) <> 0 or grouping(${key}) = 1
     order by is_total, sum(d.trips) desc, sum(d.settle_kg) desc, id`,
  );
  const total = rows.find((r) => r.is_total);
  const nameOf = (r: (typeof rows)[number]) => (p.by === 'driver' ? r.name || NO_DRIVER_NAME : (r.name ?? '（未知）'));
  return {
    from: p.from,
    to: p.to,
    by: p.by,
    rows: rows.filter((r) => !r.is_total).map((r) => ({ id: r.id, name: nameOf(r), carrierName: r.carrier_name ?? null, ...sums(r) })),
    totals: total ? sums(total) : { trips: 0, netT: '0.000', settleT: '0.000' },
  };
}

const pct = (part: string, whole: string) => (dec(whole).isZero() ? '0.00' : dec(part).times(100).div(dec(whole)).toFixed(2));

/**
 * (c) 合同执行进度 `GET /coal/report/contractProgress`: the tenant's executing contracts with the contract's own
 * progress sums (contract/progress.ts, the same figures as the contract's detail) and each as a share of the
 * contracted tonnes (shipped, settled) or amount (invoiced, paid).
 */
export async function contractProgressReport(ctx: AppContext, auth: RequestAuth, p: { direction?: 'sales' | 'purchase' }): Promise<ContractProgressReport> {
  const tid = staffTenant(auth, ReportTexts.staffOnly);
  const c = coalContract;
  const contracts = await ctx.db
    .select({ id: c.id, contractNo: c.contractNo, direction: c.direction, counterpartyName: c.counterpartyName, endDate: c.endDate, quantityT: c.quantityT, unitPrice: c.unitPrice })
    .from(c)
    .where(and(eq(c.tenantId, tid), eq(c.status, 'executing'), eq(c.delFlag, 0), p.direction ? eq(c.direction, p.direction) : undefined))
    .orderBy(asc(c.endDate), asc(c.contractNo))
    .limit(2000);
  const progress = await progressOf(ctx.db, contracts);
  const rows: ContractProgressRow[] = contracts.map((k) => {
    const g = progress.get(k.id)!;
    return {
      contractId: k.id,
      contractNo: k.contractNo,
      direction: k.direction as 'sales' | 'purchase',
      counterpartyName: k.counterpartyName,
      endDate: k.endDate,
      contractedT: g.contractedT,
      shippedT: g.shippedT,
      settledT: g.settledT,
      contractAmount: g.contractAmount,
      invoicedAmount: g.invoicedAmount,
      paidAmount: g.paidAmount,
      shippedPct: pct(g.shippedT, g.contractedT),
      settledPct: pct(g.settledT, g.contractedT),
      invoicedPct: pct(g.invoicedAmount, g.contractAmount),
      paidPct: pct(g.paidAmount, g.contractAmount),
    };
  });
  const sum = (k: keyof ContractProgressRow) => rows.reduce((a, r) => a.plus(dec(r[k] as string)), dec(0));
  return {
    rows,
    totals: { contractedT: tonnes(sum('contractedT')), shippedT: tonnes(sum('shippedT')), settledT: tonnes(sum('settledT')), contractAmount: money(sum('contractAmount')), invoicedAmount: money(sum('invoicedAmount')), paidAmount: money(sum('paidAmount')) },
  };
}

const minutes = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10);

/**
 * (d) 排队时长 `GET /coal/report/queueTimes`: per yard and business day, the trucks let in, the minutes from check-in
 * to entry (排队) and from entry to exit (在场: the ticket's exit time, its completed weighing's 出场 time kept on it by
 * the weighing writes), average and 90th percentile. The totals row is the same over the whole range (grouping sets),
 * not an average of averages. The tickets alone, from the index (tenant, check-in time) that carries the columns read
 * (migration 0017); seconds as float8 (`date_part`, not numeric `extract`), turned into minutes after the aggregate;
 * the yards' names joined to the ~100 aggregated rows, not to the tickets sorted for the grouping.
 */
export async function queueTimesReport(ctx: AppContext, auth: RequestAuth, p: { from: string; to: string; yardId?: string }): Promise<QueueTimesReport> {
  const tid = staffTenant(auth, ReportTexts.staffOnly);
  const wait = sql`date_part('epoch', q.entered_time - q.check_in_time)`;
  const inYard = sql`date_part('epoch', q.left_time - q.entered_time)`;
  const rows = await rowsOf<{ is_total: boolean; day: string; yard_id: string; yard_name: string | null; trucks: string | number; wait_avg: unknown; wait_p90: unknown; in_avg: unknown; in_p90: unknown }>(
    ctx.db,
    sql`
    select to_char(a.business_day, 'YYYY-MM-DD') as day, a.yard_id, a.is_total, y.name as yard_name, a.trucks, a.wait_avg, a.wait_p90, a.in_avg, a.in_p90
      from (select q.business_day, q.yard_id, grouping(q.business_day, q.yard_id) <> 0 as is_total, count(*) as trucks,
                   avg(${wait}) / 60 as wait_avg, percentile_cont(0.9) within group (order by ${wait}) / 60 as wait_p90,
                   avg(${inYard}) / 60 as in_avg, percentile_cont(0.9) within group (order by ${inYard}) / 60 as in_p90
              from coal_queue_ticket q
             where q.tenant_id = ${tid} and q.entered_time is not null
               and q.check_in_time >= ${dayStart(p.from)} and q.check_in_time < ${dayEnd(p.to)}
               ${p.yardId ? sql`and q.yard_id = ${p.yardId}` : sql``}
             group by grouping sets ((q.business_day, q.yard_id), ())) a
      left join coal_freight_yard y on y.id = a.yard_id
     order by a.is_total, day, yard_name, a.yard_id`,
  );
  const line = (r: (typeof rows)[number]) => ({ trucks: Number(r.trucks), waitAvgMin: minutes(r.wait_avg), waitP90Min: minutes(r.wait_p90), inYardAvgMin: minutes(r.in_avg), inYardP90Min: minutes(r.in_p90) });
  const total = rows.find((r) => r.is_total);
  return {
    from: p.from,
    to: p.to,
    rows: rows.filter((r) => !r.is_total).map((r): QueueTimesRow => ({ day: r.day, yardId: r.yard_id, yardName: r.yard_name ?? '（未知）', ...line(r) })),
    totals: total ? line(total) : { trucks: 0, waitAvgMin: null, waitP90Min: null, inYardAvgMin: null, inYardP90Min: null },
  };
}

/**
 * (e) 磅房日报 `GET /coal/report/weighbridgeDaily`: every completed weighing whose gross weighing fell on the day
 * (China time) at the yard, in gross-time order, with the day's totals: one range of the index (tenant, gross time).
 */
export async function weighbridgeDailyReport(ctx: AppContext, auth: RequestAuth, p: { day: string; yardId: string }): Promise<WeighbridgeDailyReport> {
  const tid = staffTenant(auth, ReportTexts.staffOnly);
  const [yard] = await rowsOf<{ id: string; name: string }>(ctx.db, sql`select id, name from coal_freight_yard where id = ${p.yardId} and tenant_id = ${tid}`);
  if (!yard) throw new BizError(ReportTexts.yardMissing);
  const zone = businessTimeZone();
  const rows = await rowsOf<{ id: string; weigh_no: string; direction: 'sales' | 'purchase'; plate_no: string; carrier_name: string | null; counterparty_name: string | null; material_name: string | null; gross_kg: number; tare_kg: number; net_kg: number; deduct_kg: number; settle_kg: number; gross_time: string; tare_time: string }>(
    ctx.db,
    sql`
    select w.id, w.weigh_no, w.direction, w.plate_no, ca.name as carrier_name, coalesce(cu.name, su.name) as counterparty_name, m.name as material_name,
           w.gross_kg, w.tare_kg, w.net_kg, w.deduct_kg, w.settle_kg,
           to_char(w.gross_time at time zone ${zone}, 'YYYY-MM-DD HH24:MI:SS') as gross_time,
           to_char(w.tare_time at time zone ${zone}, 'YYYY-MM-DD HH24:MI:SS') as tare_time
      from coal_weighing w
      left join coal_carrier ca on ca.id = w.carrier_id
      left join coal_consumer cu on w.direction = 'sales' and cu.id = w.consumer_id
      left join coal_supplier su on w.direction = 'purchase' and su.id = w.supplier_id
      left join coal_material m on m.id = w.material_id
     where w.tenant_id = ${tid} and w.yard_id = ${p.yardId} and w.status = 'completed'
       and w.gross_time >= ${dayStart(p.day)} and w.gross_time < ${dayEnd(p.day)}
     order by w.gross_time, w.weigh_no
     limit 5000`,
  );
  const out = rows.map((r) => ({
    id: r.id,
    weighNo: r.weigh_no,
    direction: r.direction,
    plateNo: r.plate_no,
    carrierName: r.carrier_name ?? '',
    counterpartyName: r.counterparty_name ?? '',
    materialName: r.material_name ?? '',
    grossKg: Number(r.gross_kg),
    tareKg: Number(r.tare_kg),
    netKg: Number(r.net_kg),
    deductKg: Number(r.deduct_kg),
    settleKg: Number(r.settle_kg),
    grossTime: r.gross_time,
    tareTime: r.tare_time,
  }));
  const add = (k: 'grossKg' | 'tareKg' | 'netKg' | 'deductKg' | 'settleKg') => out.reduce((a, r) => a + r[k], 0);
  return { day: p.day, yardId: yard.id, yardName: yard.name, rows: out, totals: { trips: out.length, grossKg: add('grossKg'), tareKg: add('tareKg'), netKg: add('netKg'), deductKg: add('deductKg'), settleKg: add('settleKg') } };
}
