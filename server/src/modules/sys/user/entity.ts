import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { PasswordMessages, isAcceptablePassword, userMeta, type PasswordChangeReason } from '@meiyun/shared';
import { bindEntity, type HookContext } from '../../../core/crud/index';
import { loadScoped } from '../../../core/crud/service';
import type { RequestAuth } from '../../../core/auth/guard';
import { ADMIN_ROLE_ID } from '../../../core/auth/platform-admin';
import { sysDepart, sysSession, sysUser, sysUserDepart, sysUserRole } from '../../../core/db/schema/index';
import { BizError } from '../../../core/http/envelope';
import type { Db } from '../../../core/db/client';
import { applyUserRelations, decorateUsers } from './user-relations';
import { settleCurrentDepart } from './current-depart';
import { settleUserOrg, userOrgProblems } from './user-org';
import { membersOf, ownedBy } from '../../../core/tenancy/index';

export const ADMIN_USERNAME = 'admin';

function refuseProtected(h: HookContext, usernames: string[], ids: string[], what: string) {
  if (usernames.includes(ADMIN_USERNAME)) throw new BizError(`不能${what}超级管理员`);
  if (ids.includes(h.auth.user.id)) throw new BizError(`不能${what}当前登录用户`);
}

/** An administrator's account (name, phone, password, state) is changed only by an administrator. */
export async function refuseAdminTargets(db: Db, auth: RequestAuth, ids: string[]) {
  const admins = await db
    .select({ id: sysUserRole.userId })
    .from(sysUserRole)
    .where(and(inArray(sysUserRole.userId, ids), eq(sysUserRole.roleId, ADMIN_ROLE_ID)))
    .limit(1);
  if (admins.length && !(await auth.isPlatformAdmin())) throw new BizError('只有系统管理员可以修改系统管理员的账号');
}

/** Live users of these ids the caller may see (their tenant's; the platform administrator: all), or 未找到对应数据. */
export async function visibleUsers(db: Db, auth: RequestAuth, ids: string[]) {
  const rows = await loadScoped(db, userEntity, auth, ids);
  if (rows.length !== ids.length) throw new BizError('未找到对应数据');
  return rows.map((r) => ({ id: r.id, username: String(r.username) }));
}

/** System users: passwords hashed on add, the admin and oneself never deleted, department names listed. */
export const userEntity = bindEntity({
  meta: userMeta,
  table: sysUser,
  // The relation fields have no column: hooks write them (user-relations.ts).
  columns: { password: null, selectedroles: null, selecteddeparts: null },
  secretColumns: ['passwordHash'],
  menuKey: 'menu:system:user',
  // A user belongs to each tenant of relTenantIds; the platform administrator sees the users of every tenant.
  tenantScope: (u) => (u.platformAdmin ? undefined : membersOf(sysUser.relTenantIds, u.tenantId)),
  hooks: {
    async beforeAdd(h, values, input) {
      const password = String(input.password ?? '');
      if (!isAcceptablePassword(password)) throw new BizError(PasswordMessages.changeRule);
      values.passwordHash = await h.ctx.hasher.hash(password);
      // A password set by someone else is changed at the first sign-in.
      values.pwdChangeReason = 'adminSet' satisfies PasswordChangeReason;
      if (!input.relTenantIds) values.relTenantIds = h.auth.tenantId === null ? '' : String(h.auth.tenantId);
      values.id ??= crypto.randomUUID().replaceAll('-', '');
      settleUserOrg(values);
      await applyUserRelations(h.tx, h.auth, String(values.id), input, values);
      await settleCurrentDepart(h.tx, h.auth, String(values.id), input, values, null);
    },
    async beforeImport(h, rows) {
      // No password comes with an import: each user gets an unguessable one and must be given a new one.
      const unusable = await h.ctx.hasher.hash(randomBytes(24).toString('base64url'));
      for (const r of rows) {
        r.values.passwordHash = unusable;
        r.values.pwdChangeReason = 'adminSet' satisfies PasswordChangeReason;
        r.values.relTenantIds = h.auth.tenantId === null ? '' : String(h.auth.tenantId);
        r.values.id = crypto.randomUUID().replaceAll('-', '');
        settleUserOrg(r.values);
      }
      const codes = [...new Set(rows.map((r) => r.input.orgCode).filter((c): c is string => typeof c === 'string' && !!c))];
      if (!codes.length) return;
      const departs = await h.tx
        .select({ id: sysDepart.id, orgCode: sysDepart.orgCode })
        .from(sysDepart)
        .where(and(inArray(sysDepart.orgCode, codes), eq(sysDepart.delFlag, 0), ownedBy(sysDepart.tenantId, h.auth.tenantId)));
      const byCode = new Map(departs.map((d) => [d.orgCode, d.id]));
      const links = rows.filter((r) => byCode.has(String(r.input.orgCode))).map((r) => ({ userId: String(r.values.id), depId: byCode.get(String(r.input.orgCode))! }));
      for (let i = 0; i < links.length; i += 1000) await h.tx.insert(sysUserDepart).values(links.slice(i, i + 1000)).onConflictDoNothing();
    },
    async beforeEdit(h, values, input, existing) {
      await refuseAdminTargets(h.tx, h.auth, [existing.id]);
      if (existing.username === ADMIN_USERNAME && values.status !== undefined && values.status !== 1) throw new BizError('不能冻结超级管理员');
      settleUserOrg(values, existing);
      await applyUserRelations(h.tx, h.auth, existing.id, input, values);
      await settleCurrentDepart(h.tx, h.auth, existing.id, input, values, existing.orgCode ? String(existing.orgCode) : null);
    },
    // A business user acts for a live organisation of a kind their type may act for (coal-api.md "Business users").
    checkRecords: (h, records) => userOrgProblems(h.db, h.auth.tenantId, records),
    async beforeDelete(h, existing, permanent) {
      refuseProtected(h, existing.map((r) => String(r.username)), existing.map((r) => r.id), '删除');
      await refuseAdminTargets(h.tx, h.auth, existing.map((r) => r.id));
      if (permanent) {
        const ids = existing.map((r) => r.id);
        await h.tx.delete(sysUserRole).where(inArray(sysUserRole.userId, ids));
        await h.tx.delete(sysUserDepart).where(inArray(sysUserDepart.userId, ids));
        await h.tx.delete(sysSession).where(inArray(sysSession.userId, ids));
      }
    },
    async afterChange(ctx, kind, records) {
      await ctx.identity.usersChanged(records.map((r) => r.id));
      if (kind === 'delete') for (const r of records) await ctx.sessions.endUserSessions(r.id, 'force');
    },
    // The page's roles, departments and organisation names in one query.
    decorate: (ctx, records) => decorateUsers(ctx.db, records),
  },
});

/** Freezes (status 2) or unfreezes (1) users; freezing ends their sessions. The admin and oneself are refused. */
export async function freezeUsers(h: Omit<HookContext, 'tx'>, ids: string[], status: 1 | 2) {
  const rows = await visibleUsers(h.ctx.db, h.auth, ids);
  if (status === 2) refuseProtected({ ...h, tx: h.ctx.db }, rows.map((r) => r.username), ids, '冻结');
  await refuseAdminTargets(h.ctx.db, h.auth, ids);
  await h.ctx.db
    .update(sysUser)
    .set({ status, updateBy: h.auth.user.username, updateTime: new Date() })
    .where(inArray(sysUser.id, ids));
  await h.ctx.identity.usersChanged(ids);
  if (status === 2) for (const id of ids) await h.ctx.sessions.endUserSessions(id, 'frozen');
  return rows;
}

