import { sql } from 'drizzle-orm';
import type { LoginInfoResult, VisitInfoRow } from '@meiyun/shared';
import { businessDayStart, businessTimeZone, formatBusinessDate } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';

type Rows<T> = { rows: T[] };

/** Figures of the caller's tenant: its sign-ins, its users. */
export async function loginInfo(ctx: AppContext, tenantId: number | null): Promise<LoginInfoResult> {
  const today = businessDayStart();
  const t = tenantId ?? -1;
  const res = (await ctx.db.execute(sql`
    select
      (select count(*) from sys_log where tenant_id = ${t} and log_type = 1 and success) as total,
      (select count(*) from sys_log where tenant_id = ${t} and log_type = 1 and success and create_time >= ${today.toISOString()}::timestamptz) as today,
      (select count(distinct ip) from sys_log where tenant_id = ${t} and log_type = 1 and success and create_time >= ${today.toISOString()}::timestamptz) as today_ip,
      (select count(*) from sys_user where del_flag = 0 and status = 1 and (',' || rel_tenant_ids || ',') like ${`%,${t},%`}) as users`)) as unknown as Rows<Record<string, unknown>>;
  const r = res.rows[0];
  return {
    totalVisitCount: Number(r.total),
    todayVisitCount: Number(r.today),
    todayIp: Number(r.today_ip),
    userCount: Number(r.users),
    onlineCount: await ctx.sessions.countLive(),
  };
}

/** Successful sign-ins of the last 7 business days (BUSINESS_TIME_ZONE), every day present. */
export async function visitInfo(ctx: AppContext, tenantId: number | null): Promise<VisitInfoRow[]> {
  const from = businessDayStart(6);
  const t = tenantId ?? -1;
  const res = (await ctx.db.execute(sql`
    select to_char(create_time at time zone ${businessTimeZone()}, 'YYYY-MM-DD') as tian, count(*) as visit, count(distinct ip) as ip
    from sys_log
    where tenant_id = ${t} and log_type = 1 and success and create_time >= ${from.toISOString()}::timestamptz
    group by 1`)) as unknown as Rows<{ tian: string; visit: unknown; ip: unknown }>;
  const byDay = new Map(res.rows.map((r) => [r.tian, r]));
  const out: VisitInfoRow[] = [];
  for (let i = 6; i >= 0; i--) {
    const tian = formatBusinessDate(businessDayStart(i));
    const r = byDay.get(tian);
    out.push({ tian, type: tian.slice(5), visit: Number(r?.visit ?? 0), ip: Number(r?.ip ?? 0) });
  }
  return out;
}
