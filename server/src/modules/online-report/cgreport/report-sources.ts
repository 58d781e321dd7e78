import { sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/client';

/**
 * What an online report may read: these views alone, each already cut to the caller's tenant (the report run sets
 * `meiyun.tenant_id` for its transaction) and without any secret column. A report's SQL naming anything else is
 * refused by the checker (report-sql.ts); on PostgreSQL it also runs as a database role that can read only these.
 */
const TENANT = `nullif(current_setting('meiyun.tenant_id', true), '')::int`;

export const REPORT_VIEWS: Record<string, string> = {
  rpt_user: `select u.id, u.username, u.realname, u.sex, u.phone, u.email, u.work_no, u.post, u.org_code, u.status, u.create_time
    from sys_user u where u.del_flag = 0 and (',' || u.rel_tenant_ids || ',') like '%,' || ${TENANT} || ',%'`,
  rpt_depart: `select d.id, d.parent_id, d.depart_name, d.org_code, d.org_category, d.org_type, d.depart_order, d.mobile, d.address, d.create_time
    from sys_depart d where d.del_flag = 0 and d.tenant_id = ${TENANT}`,
  rpt_user_depart: `select ud.user_id, ud.dep_id from sys_user_depart ud join sys_depart d on d.id = ud.dep_id
    where d.del_flag = 0 and d.tenant_id = ${TENANT}`,
  rpt_role: `select r.id, r.role_name, r.role_code, r.description, r.create_time from sys_role r where r.tenant_id = ${TENANT}`,
  rpt_user_role: `select ur.user_id, ur.role_id from sys_user_role ur join sys_role r on r.id = ur.role_id where r.tenant_id = ${TENANT}`,
  rpt_position: `select p.id, p.code, p.name, p.post_rank, p.create_time from sys_position p where p.tenant_id = ${TENANT}`,
  rpt_login_log: `select l.id, l.username, l.ip, l.success, l.log_content, l.create_time from sys_log l where l.log_type = 1 and l.tenant_id = ${TENANT}`,
  rpt_operate_log: `select l.id, l.username, l.operate_type, l.log_content, l.request_url, l.cost_time, l.create_time
    from sys_log l where l.log_type = 2 and l.tenant_id = ${TENANT}`,
};

/** The database role report statements run as on PostgreSQL: it may read the views above and nothing else. */
export const REPORT_ROLE = 'meiyun_report';

/** Codes of a concurrent `create role` by another database of the same server (roles are cluster-wide). */
const RACE = new Set(['42710', '23505', 'XX000']);
const codeOf = (e: unknown) => (e as { code?: string }).code ?? (e as { cause?: { code?: string } }).cause?.code;

/**
 * Creates or replaces the views, and on PostgreSQL the reading role with its grants. Answers whether report
 * statements can run as that role; when the connecting user may not create roles, the checker alone guards.
 */
export async function ensureReportSources(db: Db, kind: 'pglite' | 'postgres', warn: (message: string) => void): Promise<boolean> {
  for (const [name, body] of Object.entries(REPORT_VIEWS)) await db.execute(sql.raw(`create or replace view ${name} as ${body}`));
  if (kind !== 'postgres') return false;
  try {
    try {
      await db.execute(sql.raw(`create role ${REPORT_ROLE} nologin`));
    } catch (e) {
      if (!RACE.has(codeOf(e) ?? '')) throw e;
    }
    // The connecting user must be able to become the role (PostgreSQL 15 does not make a role's creator a member).
    await db.execute(sql.raw(`grant ${REPORT_ROLE} to current_user`)).catch(() => undefined);
    await db.execute(sql.raw(`grant select on ${Object.keys(REPORT_VIEWS).join(', ')} to ${REPORT_ROLE}`));
    return true;
  } catch (e) {
    warn(`online reports: cannot create the reading role (${(e as Error).message}); reports are guarded by the SQL checker alone`);
    return false;
  }
}
