import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/client';
import { onlCgreportHead, onlCgreportItem, onlCgreportParam } from './table';

type ItemSeed = Omit<typeof onlCgreportItem.$inferInsert, 'headId' | 'id'>;
interface ReportSeed {
  code: string;
  name: string;
  cgrSql: string;
  content: string;
  items: ItemSeed[];
  params: Omit<typeof onlCgreportParam.$inferInsert, 'headId' | 'id'>[];
}

/** The example reports' statements before reports read only the report views: upgraded where left unchanged. */
const OLD_SQL: Record<string, string> = {
  user_by_depart: `select u.id, u.username, u.realname, u.sex, u.phone, d.depart_name, d.org_code, u.create_time
from sys_user u left join sys_user_depart ud on ud.user_id = u.id left join sys_depart d on d.id = ud.dep_id and d.del_flag = 0
where u.del_flag = 0`,
  login_per_day: `select to_char(l.create_time, 'YYYY-MM-DD') as login_day, count(*) as login_count,
count(*) filter (where l.success) as success_count, count(distinct l.username) as user_count
from sys_log l where l.log_type = 1 and l.create_time >= now() - make_interval(days => coalesce(\${days}::int, 30))
group by 1`,
};

const REPORTS: ReportSeed[] = [
  {
    code: 'user_by_depart',
    name: '部门用户报表',
    content: '在职用户及其所属部门',
    cgrSql: `select u.id, u.username, u.realname, u.sex, u.phone, d.depart_name, d.org_code, u.create_time
from rpt_user u left join rpt_user_depart ud on ud.user_id = u.id left join rpt_depart d on d.id = ud.dep_id`,
    items: [
      { fieldName: 'id', fieldTxt: 'ID', isShow: 0 },
      { fieldName: 'username', fieldTxt: '用户账号', fieldWidth: 140, isOrder: 1, isQuery: 1 },
      { fieldName: 'realname', fieldTxt: '用户姓名', fieldWidth: 120, isOrder: 1, isQuery: 1 },
      { fieldName: 'sex', fieldTxt: '性别', dictCode: 'sex', fieldWidth: 80, isQuery: 1, searchHidden: '1' },
      { fieldName: 'phone', fieldTxt: '手机号码', fieldWidth: 130 },
      { fieldName: 'depart_name', fieldTxt: '部门', fieldWidth: 160, isOrder: 1, isQuery: 1 },
      { fieldName: 'org_code', fieldTxt: '部门编码', fieldWidth: 110, isOrder: 1 },
      { fieldName: 'create_time', fieldTxt: '创建时间', fieldWidth: 170, isOrder: 1, isQuery: 1, searchMode: 'range', searchHidden: '1' },
    ],
    params: [],
  },
  {
    code: 'login_per_day',
    name: '每日登录统计',
    content: '最近若干天每天的登录次数与人数（系统日志）',
    cgrSql: `select to_char(l.create_time, 'YYYY-MM-DD') as login_day, count(*) as login_count,
count(*) filter (where l.success) as success_count, count(distinct l.username) as user_count
from rpt_login_log l where l.create_time >= now() - make_interval(days => coalesce(\${days}::int, 30))
group by 1`,
    items: [
      { fieldName: 'login_day', fieldTxt: '日期', fieldWidth: 140, isOrder: 1, isQuery: 1, searchMode: 'range' },
      { fieldName: 'login_count', fieldTxt: '登录次数', fieldWidth: 110, isOrder: 1 },
      { fieldName: 'success_count', fieldTxt: '成功次数', fieldWidth: 110, isOrder: 1 },
      { fieldName: 'user_count', fieldTxt: '登录人数', fieldWidth: 110, isOrder: 1 },
    ],
    params: [{ paramName: 'days', paramTxt: '最近天数', paramValue: '30' }],
  },
];

/** The two example reports, inserted once (a report an administrator deleted or edited stays as it is). */
export async function seedReports(db: Db) {
  for (const r of REPORTS) {
    await db
      .update(onlCgreportHead)
      .set({ cgrSql: r.cgrSql })
      .where(and(eq(onlCgreportHead.code, r.code), eq(onlCgreportHead.cgrSql, OLD_SQL[r.code])));
    const [head] = await db
      .insert(onlCgreportHead)
      .values({ code: r.code, name: r.name, cgrSql: r.cgrSql, content: r.content, tenantId: 1, createBy: 'admin' })
      .onConflictDoNothing({ target: [onlCgreportHead.tenantId, onlCgreportHead.code] })
      .returning({ id: onlCgreportHead.id });
    if (!head) continue;
    await db.insert(onlCgreportItem).values(r.items.map((i, n) => ({ ...i, headId: head.id, orderNum: n })));
    if (r.params.length) await db.insert(onlCgreportParam).values(r.params.map((p, n) => ({ ...p, headId: head.id, orderNum: n })));
  }
}
