import { boolean, index, integer, smallint, text, pgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { idColumn, tz } from './common';

export const sysLog = pgTable(
  'sys_log',
  {
    id: idColumn(),
    /** 1 sign-in, 2 operation. */
    logType: smallint('log_type').notNull(),
    logContent: text('log_content'),
    /** 1 query, 2 add, 3 update, 4 delete, 5 import, 6 export. */
    operateType: smallint('operate_type'),
    userid: text('userid'),
    username: text('username'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    method: text('method'),
    requestUrl: text('request_url'),
    requestType: text('request_type'),
    costTime: integer('cost_time'),
    /** Sign-ins: whether the attempt succeeded (the dashboard counts successes). */
    success: boolean('success'),
    /** The tenant the entry belongs to: the signed-in tenant, or the user's first for a sign-in. */
    tenantId: integer('tenant_id'),
    createTime: tz('create_time').notNull().default(sql`now()`),
  },
  (t) => [index('sys_log_type_time_idx').on(t.logType, t.createTime), index('sys_log_tenant_type_time_idx').on(t.tenantId, t.logType, t.createTime), index('sys_log_userid_idx').on(t.userid)],
);
