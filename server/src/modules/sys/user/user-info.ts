import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Depart, Tenant, UserInfo } from '@meiyun/shared';
import { WELCOME_TEXT } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { sysDepart, sysTenant, sysUserDepart } from '../../../core/db/schema/index';
import type { CurrentUser } from '../../../core/auth/guard';
import { fmtTime } from '../../../core/http/dates';

export function tenantIdsOf(user: Pick<CurrentUser, 'relTenantIds'>): number[] {
  return user.relTenantIds
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map(Number)
    .filter(Number.isInteger);
}

export async function userDeparts(db: Db, userId: string): Promise<Depart[]> {
  const rows = await db
    .select({ id: sysDepart.id, parentId: sysDepart.parentId, departName: sysDepart.departName, orgCode: sysDepart.orgCode, orgCategory: sysDepart.orgCategory })
    .from(sysUserDepart)
    .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.depId))
    .where(and(eq(sysUserDepart.userId, userId), eq(sysDepart.delFlag, 0)))
    .orderBy(asc(sysDepart.departOrder), asc(sysDepart.orgCode));
  return rows;
}

export async function userTenants(db: Db, user: Pick<CurrentUser, 'relTenantIds'>): Promise<Tenant[]> {
  const ids = tenantIdsOf(user);
  if (!ids.length) return [];
  return db.select({ id: sysTenant.id, name: sysTenant.name, status: sysTenant.status }).from(sysTenant).where(inArray(sysTenant.id, ids)).orderBy(asc(sysTenant.id));
}

/** The user as clients see it: no password hash, no internal flags. */
export async function buildUserInfo(db: Db, user: CurrentUser, loginTenantId: number | null): Promise<UserInfo> {
  let orgCodeTxt: string | null = null;
  if (user.orgCode) {
    const [d] = await db.select({ name: sysDepart.departName }).from(sysDepart).where(eq(sysDepart.orgCode, user.orgCode));
    orgCodeTxt = d?.name ?? null;
  }
  return {
    id: user.id,
    username: user.username,
    realname: user.realname,
    avatar: user.avatar,
    sex: user.sex,
    birthday: user.birthday,
    email: user.email,
    phone: user.phone,
    orgCode: user.orgCode,
    orgCodeTxt,
    status: user.status,
    workNo: user.workNo,
    post: user.post,
    relTenantIds: user.relTenantIds,
    loginTenantId: loginTenantId ?? 0,
    createTime: fmtTime(user.createTime) ?? '',
    welcome: WELCOME_TEXT,
  };
}
