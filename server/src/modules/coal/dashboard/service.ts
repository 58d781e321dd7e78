import { sql, type SQL } from 'drizzle-orm';
import {
  businessDayStart,
  businessToday,
  contractActionPerm,
  dec,
  DashboardTexts,
  formatBusinessDate,
  GPS_ALARM_PERM,
  IN_YARD_QUEUE_STATUSES,
  kgToTonnes,
  money,
  moneyBillActionPerm,
  qualityActionPerm,
  RECEIVABLE_AGEING_PERM,
  settlementActionPerm,
  WAITING_QUEUE_STATUSES,
  type DashboardAnalysis,
  type DashboardMonitor,
  type DashboardWorkplace,
  type DayFigures,
  type MonitorYard,
  type WorkGroup,
  type WorkItem,
  type WorkKind,
} from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import type { RequestAuth } from '../../../core/auth/guard';
import { fmtTime } from '../../../core/http/dates';
import { rowsOf } from '../../../core/db/rows';
import { dayEnd, dayStart, staffTenant } from '../staffScope';
import { receivableAgeing } from '../ageing/service';
import { scaleReadings } from '../scaleStream/readings';

/**
 * The three dashboards (docs/dashboards.md). 经营概况 reads only pre-aggregated or indexed data: the daily sums
 * (`coal_weighing_daily`, tenant × day), the open queue tickets by yard and status (the line index), today's coal
 * bills (tenant × issued_at) and the receivables as the ageing report sums them — never all weighings. Our staff
 * only: an organisation's user is refused (the dashboards show the whole company's business).
 */
const list = (xs: readonly string[]) => sql.join(xs.map((x) => sql`${x}`), sql`, `);
const OPEN = [...WAITING_QUEUE_STATUSES, 'called', ...IN_YARD_QUEUE_STATUSES];
/** The tenant's open queue tickets, reached yard by yard through the line index (yard_id, status, …). */
const openTickets = (tid: number) => sql`q.tenant_id = ${tid} and q.yard_id in (select y.id from coal_freight_yard y where y.tenant_id = ${tid}) and q.status in (${list(OPEN)})`;
const queueCounts = sql`
  count(*) filter (where q.status in (${list(WAITING_QUEUE_STATUSES)})) as waiting,
  count(*) filter (where q.status = 'called') as called,
  count(*) filter (where q.status in (${list(IN_YARD_QUEUE_STATUSES)})) as in_yard`;

const big = (v: unknown) => BigInt(String(v ?? 0).split('.')[0] || '0');
const emptyDay = (): DayFigures => ({ trips: 0, settleT: '0.000', salesTrips: 0, salesT: '0.000', purchaseTrips: 0, purchaseT: '0.000' });

/** The last `n` business days, oldest first. */
function lastDays(n: number): string[] {
  const out: string[] = [];
  for (let i = n - 1; i >= 0; i--) out.push(formatBusinessDate(businessDayStart(i)));
  return out;
}

/**
 * 首页 经营概况 `GET /coal/dashboard/analysis`: today's and yesterday's trips and settle tonnes by direction, the
 * 30-day trend and this month's top customers (the daily sums), the trucks in the queue now, the coal bills issued
 * today and yesterday, and the receivables (the ageing report's own sums, for a caller who may read that report).
 */
export async function dashboardAnalysis(ctx: AppContext, auth: RequestAuth): Promise<DashboardAnalysis> {
  const tid = staffTenant(auth, DashboardTexts.staffOnly);
  const days = lastDays(30);
  const today = days[29];
  const yesterday = days[28];
  const month = today.slice(0, 7);
  const monthStart = `${month}-01`;
  const perms = await auth.permissions();

  // Independent statements: on PostgreSQL's pool they run side by side, so the call costs the slowest, not the sum.
  const byDayQ = rowsOf<{ day: string; direction: 'sales' | 'purchase'; trips: unknown; settle_kg: unknown }>(
    ctx.db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as day, d.direction, sum(d.trips) as trips, sum(d.settle_kg) as settle_kg
          from coal_weighing_daily d
         where d.tenant_id = ${tid} and d.day between ${days[0]}::date and ${today}::date
         group by d.day, d.direction`,
  );
  const topQ = rowsOf<{ id: string; name: string | null; trips: unknown; settle_kg: unknown }>(
    ctx.db,
    sql`select t.id, cu.name, t.trips, t.settle_kg from (
          select d.counterparty_id as id, sum(d.trips) as trips, sum(d.settle_kg) as settle_kg
            from coal_weighing_daily d
           where d.tenant_id = ${tid} and d.direction = 'sales' and d.day between ${monthStart}::date and ${today}::date
           group by d.counterparty_id
          having sum(d.trips) <> 0 or sum(d.settle_kg) <> 0
           order by sum(d.settle_kg) desc, d.counterparty_id
           limit 8) t
        left join coal_consumer cu on cu.id = t.id
        order by t.settle_kg desc, t.id`,
  );
  const countsQ = rowsOf<{ waiting: unknown; called: unknown; in_yard: unknown; bills_today: unknown; bills_yesterday: unknown }>(
    ctx.db,
    sql`select q.waiting, q.called, q.in_yard, b.today as bills_today, b.yesterday as bills_yesterday
          from (select ${queueCounts} from coal_queue_ticket q where ${openTickets(tid)}) q,
               (select count(*) filter (where b.issued_at >= ${dayStart(today)}) as today,
                       count(*) filter (where b.issued_at < ${dayStart(today)}) as yesterday
                  from coal_bill b
                 where b.tenant_id = ${tid} and b.issued_at >= ${dayStart(yesterday)} and b.issued_at < ${dayEnd(today)} and b.status <> 'void') b`,
  );

  const ageingQ = perms.has(RECEIVABLE_AGEING_PERM) ? receivableAgeing(ctx, auth, today) : Promise.resolve(null);
  const [byDay, top, [counts], ageing] = await Promise.all([byDayQ, topQ, countsQ, ageingQ]);
  const receivables: DashboardAnalysis['receivables'] = ageing
    ? { total: ageing.totals.total, over30: money(dec(ageing.totals.total).minus(dec(ageing.totals.b0_30))), customers: ageing.rows.length }
    : null;

  const figures = (day: string): DayFigures => {
    const rows = byDay.filter((r) => r.day === day);
    const pick = (dir: 'sales' | 'purchase') => rows.find((r) => r.direction === dir);
    const s = pick('sales');
    const p = pick('purchase');
    const sKg = big(s?.settle_kg);
    const pKg = big(p?.settle_kg);
    return {
      trips: Number(s?.trips ?? 0) + Number(p?.trips ?? 0),
      settleT: kgToTonnes(sKg + pKg),
      salesTrips: Number(s?.trips ?? 0),
      salesT: kgToTonnes(sKg),
      purchaseTrips: Number(p?.trips ?? 0),
      purchaseT: kgToTonnes(pKg),
    };
  };
  return {
    today,
    yesterday,
    tonnage: { today: figures(today), yesterday: figures(yesterday) },
    queue: { waiting: Number(counts?.waiting ?? 0), called: Number(counts?.called ?? 0), inYard: Number(counts?.in_yard ?? 0) },
    bills: { today: Number(counts?.bills_today ?? 0), yesterday: Number(counts?.bills_yesterday ?? 0) },
    receivables,
    trend: days.map((day) => {
      const f = figures(day);
      return { day, salesT: f.salesT, purchaseT: f.purchaseT, trips: f.trips };
    }),
    month,
    topCustomers: top.map((r) => ({ counterpartyId: r.id, name: r.name ?? '（未知）', trips: Number(r.trips), settleT: kgToTonnes(big(r.settle_kg)) })),
  };
}

/**
 * 监控页 `GET /coal/dashboard/monitor`: each live yard with its scales (online: a reading heard lately, scaleStream),
 * its queue now (waiting, called, in the yard, the longest wait) and today's completed weighings; the latest fence
 * alarms for a caller who may read them.
 */
export async function dashboardMonitor(ctx: AppContext, auth: RequestAuth): Promise<DashboardMonitor> {
  const tid = staffTenant(auth, DashboardTexts.staffOnly);
  const today = businessToday();
  const perms = await auth.permissions();
  const yards = await rowsOf<{ id: string; name: string }>(ctx.db, sql`select id, name from coal_freight_yard where tenant_id = ${tid} and del_flag = 0 order by code, id`);
  const scales = await rowsOf<{ id: string; code: string; name: string; yard_id: string | null }>(ctx.db, sql`select id, code, name, yard_id from coal_scale where tenant_id = ${tid} and del_flag = 0 order by code, id`);
  const lines = await rowsOf<{ yard_id: string; waiting: unknown; called: unknown; in_yard: unknown; longest: unknown }>(
    ctx.db,
    sql`select q.yard_id, ${queueCounts},
               floor(extract(epoch from (now() - min(q.check_in_time) filter (where q.status in (${list(WAITING_QUEUE_STATUSES)})))) / 60) as longest
          from coal_queue_ticket q where ${openTickets(tid)} group by q.yard_id`,
  );
  // Today's completed weighings per yard: the tenant's gross-time range (a day's trucks, not a scan of all).
  const weighed = await rowsOf<{ yard_id: string; trips: unknown; settle_kg: unknown }>(
    ctx.db,
    sql`select w.yard_id, count(*) as trips, coalesce(sum(w.settle_kg), 0) as settle_kg
          from coal_weighing w
         where w.tenant_id = ${tid} and w.gross_time >= ${dayStart(today)} and w.gross_time < ${dayEnd(today)} and w.status = 'completed'
         group by w.yard_id`,
  );
  const readings = scaleReadings(ctx);
  const out: MonitorYard[] = yards.map((y) => {
    const l = lines.find((r) => r.yard_id === y.id);
    const w = weighed.find((r) => r.yard_id === y.id);
    return {
      id: y.id,
      name: y.name,
      scales: scales.filter((s) => s.yard_id === y.id).map((s) => ({ id: s.id, code: s.code, name: s.name, online: readings.online(s.id) })),
      waiting: Number(l?.waiting ?? 0),
      called: Number(l?.called ?? 0),
      inYard: Number(l?.in_yard ?? 0),
      longestWaitMin: l?.longest === null || l?.longest === undefined ? null : Number(l.longest),
      todayTrips: Number(w?.trips ?? 0),
      todaySettleT: kgToTonnes(big(w?.settle_kg)),
    };
  });
  let alarms: DashboardMonitor['alarms'] = null;
  if (perms.has(GPS_ALARM_PERM)) {
    const latest = await rowsOf<{ id: string; time: Date | string; plate_no: string; fence_name: string; kind: 'enter' | 'leave' }>(
      ctx.db,
      sql`select id, time, plate_no, fence_name, kind from coal_gps_alarm where tenant_id = ${tid} order by time desc, id limit 8`,
    );
    const [n] = await rowsOf<{ n: unknown }>(ctx.db, sql`select count(*) as n from coal_gps_alarm where tenant_id = ${tid} and time >= ${dayStart(today)} and time < ${dayEnd(today)}`);
    alarms = { today: Number(n?.n ?? 0), latest: latest.map((a) => ({ id: a.id, time: fmtTime(new Date(a.time)) ?? '', plateNo: a.plate_no, fenceName: a.fence_name, kind: a.kind })) };
  }
  const sum = (k: 'waiting' | 'called' | 'inYard' | 'todayTrips') => out.reduce((a, y) => a + y[k], 0);
  const allScales = out.flatMap((y) => y.scales);
  return {
    at: fmtTime(new Date()) ?? '',
    yards: out,
    totals: {
      scales: allScales.length,
      online: allScales.filter((s) => s.online).length,
      waiting: sum('waiting'),
      called: sum('called'),
      inYard: sum('inYard'),
      todayTrips: sum('todayTrips'),
      todaySettleT: kgToTonnes(weighed.filter((w) => yards.some((y) => y.id === w.yard_id)).reduce((a, w) => a + big(w.settle_kg), 0n)),
    },
    alarms,
  };
}

/** How many items each group shows; its count is of all. */
const SHOWN = 5;
const DIR: Record<string, string> = { sales: '销售', purchase: '采购' };

interface Source<R> {
  kind: WorkKind;
  label: string;
  category: WorkGroup['category'];
  link: string;
  /** `from … where …` of the group's records. */
  from: SQL;
  columns: SQL;
  order: SQL;
  item: (r: R) => WorkItem;
}

async function groupOf<R>(ctx: AppContext, s: Source<R>): Promise<WorkGroup | null> {
  const [{ n }] = await rowsOf<{ n: unknown }>(ctx.db, sql`select count(*) as n ${s.from}`);
  const count = Number(n);
  if (!count) return null;
  const rows = await rowsOf<R>(ctx.db, sql`select ${s.columns} ${s.from} order by ${s.order} limit ${SHOWN}`);
  return { kind: s.kind, label: s.label, category: s.category, count, items: rows.map(s.item), link: s.link };
}

const t3 = (v: unknown) => dec(String(v ?? 0)).toFixed(3);
/** Money with two places and thousands separators, from the exact digits: 2291154.25 → "2,291,154.25". */
const m2 = (v: unknown) => money(dec(String(v ?? 0))).replace(/^(-?\d+)/, (i) => i.replace(/\B(?=(\d{3})+(?!\d))/g, ','));
const when = (v: unknown) => (v ? (fmtTime(new Date(v as string)) ?? '') : '');

/**
 * 工作台 `GET /coal/dashboard/workplace`: what waits for the caller, each group only when the caller holds the
 * permission that acts on it — contracts and supplements to approve (not their own submissions), settlements at the
 * review step their permissions allow, quality results to review or approve (not their own entries), money bills to
 * review or confirm; contracts they own ending within 30 days; anomalies: weighings flagged 异常 in the last 7 days,
 * their unread fence-alarm messages, trucks waiting over an hour. Each item links to the screen that handles it.
 */
export async function dashboardWorkplace(ctx: AppContext, auth: RequestAuth): Promise<DashboardWorkplace> {
  const tid = staffTenant(auth, DashboardTexts.staffOnly);
  const perms = await auth.permissions();
  const me = auth.user.username;
  const myId = auth.user.id;
  const today = businessToday();
  const sources: Source<any>[] = [];

  if (perms.has(contractActionPerm('approve'))) {
    sources.push({
      kind: 'contractApprove',
      label: '待审批合同',
      category: 'todo',
      link: '/coal/contract',
      from: sql`from coal_contract c where c.tenant_id = ${tid} and c.del_flag = 0 and c.status = 'approving'
        and coalesce((select e.by_username from coal_contract_event e where e.contract_id = c.id and e.kind = 'submit' order by e.time desc limit 1), '') <> ${me}`,
      columns: sql`c.id, c.contract_no, c.counterparty_name, c.direction, c.quantity_t, c.update_time`,
      order: sql`c.update_time nulls first, c.contract_no`,
      item: (r) => ({ id: r.id, title: `${r.contract_no} ${r.counterparty_name}`, detail: `${DIR[r.direction] ?? ''}合同 · ${t3(r.quantity_t)} t`, link: `/coal/contract?id=${r.id}` }),
    });
  }
  if (perms.has(contractActionPerm('supplementApprove'))) {
    sources.push({
      kind: 'supplementApprove',
      label: '待审批补充协议',
      category: 'todo',
      link: '/coal/contract',
      from: sql`from coal_contract_supplement s join coal_contract c on c.id = s.contract_id
        where s.tenant_id = ${tid} and c.tenant_id = ${tid} and s.status = 'approving' and coalesce(s.create_by, '') <> ${me}`,
      columns: sql`s.id, s.contract_id, c.contract_no, c.counterparty_name, s.reason, s.create_time`,
      order: sql`s.create_time, s.id`,
      item: (r) => ({ id: r.id, title: `${r.contract_no} ${r.counterparty_name}`, detail: `补充协议：${r.reason}`, link: `/coal/contract?id=${r.contract_id}` }),
    });
  }
  const settlementStep = (kind: WorkKind, action: 'qtyReview' | 'qualityReview' | 'financeReview', status: string, label: string) => {
    if (!perms.has(settlementActionPerm(action))) return;
    sources.push({
      kind,
      label,
      category: 'todo',
      link: '/coal/settlement',
      from: sql`from coal_settlement s where s.tenant_id = ${tid} and s.status = ${status}`,
      columns: sql`s.id, s.settlement_no, s.counterparty_name, s.contract_no, s.quantity_t, s.total_amount, s.create_time`,
      order: sql`s.create_time, s.settlement_no`,
      item: (r) => ({ id: r.id, title: `${r.settlement_no} ${r.counterparty_name}`, detail: `${r.contract_no} · ${t3(r.quantity_t)} t · ${m2(r.total_amount)} 元`, link: `/coal/settlement?id=${r.id}` }),
    });
  };
  settlementStep('settlementQty', 'qtyReview', 'draft', '待数量审核结算单');
  settlementStep('settlementQuality', 'qualityReview', 'qtyReviewed', '待质价审核结算单');
  settlementStep('settlementFinance', 'financeReview', 'qualityReviewed', '待财务审核结算单');
  if (perms.has(qualityActionPerm('review'))) {
    // The lab sees the 化验编码 only (coal-domain.md "Quality": it must not tell whose coal it tests).
    sources.push({
      kind: 'qualityReview',
      label: '待审核化验结果',
      category: 'todo',
      link: '/coal/qualityTest',
      from: sql`from coal_quality_test q where q.tenant_id = ${tid} and q.status = 'entered'`,
      columns: sql`q.id, q.lab_no, q.create_time`,
      order: sql`q.create_time, q.lab_no`,
      item: (r) => ({ id: r.id, title: `化验编码 ${r.lab_no}`, detail: `登记于 ${when(r.create_time)}`, link: '/coal/qualityTest' }),
    });
  }
  if (perms.has(qualityActionPerm('approve'))) {
    sources.push({
      kind: 'qualityApprove',
      label: '待批准化验结果',
      category: 'todo',
      link: '/coal/qualityTest',
      from: sql`from coal_quality_test q where q.tenant_id = ${tid} and q.status = 'reviewed' and coalesce(q.entered_by, '') <> ${me}`,
      columns: sql`q.id, q.sample_no, q.contract_no, q.create_time`,
      order: sql`q.create_time, q.sample_no`,
      item: (r) => ({ id: r.id, title: `采样编码 ${r.sample_no}`, detail: `合同 ${r.contract_no}`, link: '/coal/qualityTest' }),
    });
  }
  for (const kind of ['collection', 'payment'] as const) {
    const base = kind === 'collection' ? '/coal/collectionBill' : '/coal/paymentBill';
    const title = kind === 'collection' ? '收款单' : '付款单';
    const step = (action: 'review' | 'done', status: string, wk: WorkKind, label: string) => {
      if (!perms.has(moneyBillActionPerm(kind, action))) return;
      sources.push({
        kind: wk,
        label,
        category: 'todo',
        link: base,
        from: sql`from coal_money_bill b where b.tenant_id = ${tid} and b.kind = ${kind} and b.status = ${status}`,
        columns: sql`b.id, b.bill_no, b.counterparty_name, b.amount, b.bill_date::text as bill_date`,
        order: sql`b.bill_date, b.bill_no`,
        item: (r) => ({ id: r.id, title: `${r.bill_no} ${r.counterparty_name}`, detail: `${title} ${m2(r.amount)} 元 · ${r.bill_date}`, link: `${base}?id=${r.id}` }),
      });
    };
    step('review', 'draft', kind === 'collection' ? 'collectionReview' : 'paymentReview', `待审核${title}`);
    step('done', 'reviewed', kind === 'collection' ? 'collectionDone' : 'paymentDone', `待确认${title}`);
  }
  if (perms.has('coal:contract:list')) {
    sources.push({
      kind: 'contractExpiring',
      label: '30天内到期的合同',
      category: 'reminder',
      link: '/coal/contract',
      from: sql`from coal_contract c where c.tenant_id = ${tid} and c.del_flag = 0 and c.status = 'executing'
        and c.end_date between ${today}::date and ${today}::date + 30
        and (c.owner_id = ${myId} or (c.owner_id is null and c.create_by = ${me}))`,
      columns: sql`c.id, c.contract_no, c.counterparty_name, c.end_date::text as end_date, (c.end_date - ${today}::date) as left_days`,
      order: sql`c.end_date, c.contract_no`,
      item: (r) => ({ id: r.id, title: `${r.contract_no} ${r.counterparty_name}`, detail: `${r.end_date} 到期（还剩 ${r.left_days} 天）`, link: `/coal/contract?id=${r.id}` }),
    });
  }
  if (perms.has('coal:weighing:list')) {
    sources.push({
      kind: 'weighingAbnormal',
      label: '异常磅单（近7天）',
      category: 'anomaly',
      link: '/coal/weighing',
      // The creation-time index bounds it to a week of the tenant's weighings.
      from: sql`from coal_weighing w where w.tenant_id = ${tid} and w.create_time >= now() - interval '7 days' and w.abnormal and w.status not in ('void', 'reversed')`,
      columns: sql`w.id, w.weigh_no, w.plate_no, w.abnormal_reason, w.create_time`,
      order: sql`w.create_time desc, w.weigh_no`,
      item: (r) => ({ id: r.id, title: `${r.weigh_no} ${r.plate_no}`, detail: r.abnormal_reason || '异常', link: `/coal/weighing?id=${r.id}` }),
    });
  }
  if (perms.has(GPS_ALARM_PERM)) {
    sources.push({
      kind: 'fenceAlarmUnread',
      label: '未读围栏报警',
      category: 'anomaly',
      link: '/coal/gpsAlarm',
      from: sql`from sys_announcement_send s join sys_announcement a on a.id = s.annt_id
        where s.user_id = ${myId} and s.read_flag = 0 and a.bus_type = 'coal_gps_alarm' and a.tenant_id = ${tid} and a.del_flag = 0`,
      columns: sql`a.id, a.titile, a.open_page, a.send_time`,
      order: sql`a.send_time desc nulls last, a.id`,
      item: (r) => ({ id: r.id, title: r.titile, detail: when(r.send_time), link: r.open_page || '/coal/gpsAlarm' }),
    });
  }
  if (perms.has('coal:queue:list')) {
    sources.push({
      kind: 'queueLongWait',
      label: '排队超过1小时',
      category: 'anomaly',
      link: '/coal/queue',
      from: sql`from coal_queue_ticket q join coal_freight_yard y on y.id = q.yard_id and y.tenant_id = ${tid}
        where q.tenant_id = ${tid} and q.status in (${list(WAITING_QUEUE_STATUSES)}) and q.check_in_time < now() - interval '1 hour'`,
      columns: sql`q.id, q.plate_no, q.queue_no, y.name as yard_name, floor(extract(epoch from (now() - q.check_in_time)) / 60) as minutes`,
      order: sql`q.check_in_time, q.queue_no`,
      item: (r) => ({ id: r.id, title: `${r.plate_no}（${r.queue_no}号）`, detail: `${r.yard_name} · 已等待 ${Math.floor(Number(r.minutes) / 60)} 小时 ${Number(r.minutes) % 60} 分`, link: '/coal/queue' }),
    });
  }

  const groups: WorkGroup[] = [];
  for (const s of sources) {
    const g = await groupOf(ctx, s);
    if (g) groups.push(g);
  }
  const total = (c: WorkGroup['category']) => groups.filter((g) => g.category === c).reduce((a, g) => a + g.count, 0);
  return { user: auth.user.realname || me, groups, totals: { todo: total('todo'), reminder: total('reminder'), anomaly: total('anomaly') } };
}
