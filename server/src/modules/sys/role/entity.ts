import { and, inArray, ne, sql } from 'drizzle-orm';
import { roleMeta } from '@meiyun/shared';
import { bindEntity, type HookContext } from '../../../core/crud/index';
import { sysRole, sysRolePermission, sysUserRole } from '../../../core/db/schema/index';
import { BizError } from '../../../core/http/envelope';
import { ResultCode } from '@meiyun/shared';
import { ADMIN_ROLE_CODE, ADMIN_ROLE_ID } from '../../../core/auth/platform-admin';
import { ownedBy, PLATFORM_ONLY } from '../../../core/tenancy/index';

export { ADMIN_ROLE_CODE };
/** Codes differing only in case would read as the same role: refused like an exact duplicate. */
async function checkCode(h: HookContext, code: unknown, selfId?: string) {
  if (typeof code !== 'string') return;
  // `admin` names the platform administrator's role alone, in every tenant.
  if (code.toLowerCase() === ADMIN_ROLE_CODE && selfId !== ADMIN_ROLE_ID) throw new BizError('角色编码已存在');
  const clash = await h.tx
    .select({ id: sysRole.id })
    .from(sysRole)
    .where(and(sql`lower(${sysRole.roleCode}) = lower(${code})`, ownedBy(sysRole.tenantId, h.auth.tenantId), selfId ? ne(sysRole.id, selfId) : undefined));
  if (clash.length) throw new BizError('角色编码已存在');
}

/**
 * Roles through the generic entity kit. The administrator role keeps its code and cannot be deleted; deleting a
 * role takes its grants and memberships along in the same transaction.
 */
export const roleEntity = bindEntity({
  meta: roleMeta,
  table: sysRole,
  menuKey: 'menu:system:role',
  hooks: {
    // A role deleted takes its members' permissions; one restored gives them back.
    afterChange: (ctx) => ctx.identity.grantsChanged(),
    async beforeAdd(h, values) {
      await checkCode(h, values.roleCode);
      values.tenantId = h.auth.tenantId;
    },
    async beforeEdit(h, values, _input, existing) {
      if (existing.id === ADMIN_ROLE_ID && !(await h.auth.isPlatformAdmin())) throw new BizError(PLATFORM_ONLY, ResultCode.NO_PERMISSION);
      await checkCode(h, values.roleCode, existing.id);
      if (existing.roleCode === ADMIN_ROLE_CODE && values.roleCode !== undefined && values.roleCode !== ADMIN_ROLE_CODE) {
        throw new BizError('系统管理员角色的编码不能修改');
      }
    },
    async beforeDelete(h, existing) {
      if (existing.some((r) => r.id === ADMIN_ROLE_ID)) throw new BizError('系统管理员角色不能删除');
      const ids = existing.map((r) => r.id);
      await h.tx.delete(sysUserRole).where(inArray(sysUserRole.roleId, ids));
      await h.tx.delete(sysRolePermission).where(inArray(sysRolePermission.roleId, ids));
    },
  },
});
