import { createHash } from 'node:crypto';
import { ownedBy } from '../../../core/tenancy/index';
import { and, count, desc, eq, gt, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { OnlineSession, Page } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { sysSession, sysUser } from '../../../core/db/schema/index';
import { BizError } from '../../../core/http/envelope';
import { fmtTime } from '../../../core/http/dates';
import { describeUserAgent } from './user-agent';

export interface OnlineQuery {
  username?: string;
  pageNo: number;
  pageSize: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Sessions that are neither ended nor run out (idle or absolute), newest activity first. */
/**
 * A session is named to the screen by a digest of its id, never the id itself: together with a signing key, a
 * session id would make a token.
 */
export const sessionHandle = (id: string) => createHash('sha256').update(id).digest('hex').slice(0, 32);
const handleSql = sql`left(encode(sha256(convert_to(${sysSession.id}, 'UTF8')), 'hex'), 32)`;

/** Sessions the caller may list and end: those signed in to their tenant; the platform administrator's: all. */
const ofTenant = (tenantId: number | null, platformAdmin: boolean) => (platformAdmin ? undefined : ownedBy(sysSession.tenantId, tenantId));

export async function listOnline(ctx: AppContext, q: OnlineQuery, tenantId: number | null, platformAdmin: boolean): Promise<Page<OnlineSession>> {
  const now = Date.now();
  const cond: (SQL | undefined)[] = [
    ofTenant(tenantId, platformAdmin),
    isNull(sysSession.endedAt),
    gt(sysSession.expiresAt, new Date(now)),
    gt(sysSession.lastSeenAt, new Date(now - ctx.config.sessionIdleMinutes * 60_000)),
    eq(sysUser.delFlag, 0),
  ];
  const name = q.username?.trim();
  if (name) cond.push(ilike(sysUser.username, `%${escapeLike(name)}%`));
  const where = and(...cond);
  const [[{ total }], rows] = await Promise.all([
    ctx.db.select({ total: count() }).from(sysSession).innerJoin(sysUser, eq(sysUser.id, sysSession.userId)).where(where),
    ctx.db
      .select({
        id: sysSession.id,
        userId: sysSession.userId,
        username: sysUser.username,
        realname: sysUser.realname,
        ip: sysSession.ip,
        userAgent: sysSession.userAgent,
        createdAt: sysSession.createdAt,
        lastSeenAt: sysSession.lastSeenAt,
      })
      .from(sysSession)
      .innerJoin(sysUser, eq(sysUser.id, sysSession.userId))
      .where(where)
      .orderBy(desc(sysSession.lastSeenAt), desc(sysSession.createdAt))
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize),
  ]);
  return {
    records: rows.map((r) => ({
      id: sessionHandle(r.id),
      userId: r.userId,
      username: r.username,
      realname: r.realname,
      ip: r.ip,
      browser: describeUserAgent(r.userAgent),
      loginTime: fmtTime(r.createdAt),
      lastSeenTime: fmtTime(r.lastSeenAt),
    })),
    total: Number(total),
    size: q.pageSize,
    current: q.pageNo,
    pages: Math.ceil(Number(total) / q.pageSize),
  };
}

/** Ends one live session at once; the user's next request is refused and their client returns to the login page. */
export async function forceLogout(ctx: AppContext, handle: string, selfSessionId: string, tenantId: number | null, platformAdmin: boolean) {
  if (handle === sessionHandle(selfSessionId)) throw new BizError('不能强制退出当前会话');
  const [s] = await ctx.db
    .select({ id: sysSession.id, username: sysUser.username })
    .from(sysSession)
    .innerJoin(sysUser, eq(sysUser.id, sysSession.userId))
    .where(and(sql`${handleSql} = ${handle}`, isNull(sysSession.endedAt), ofTenant(tenantId, platformAdmin)));
  if (!s) throw new BizError('会话不存在或已结束');
  await ctx.sessions.end(s.id, 'force');
  return s;
}
