import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import type { AppModule } from '../../../core/module';
import { sysUser } from '../../../core/db/schema/index';
import { ok } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { authOf } from '../../../core/auth/guard';
import { membersOf } from '../../../core/tenancy/index';

/** A picker shows at most this many chosen users at once. */
const MAX_IDS = 500;

const multiUserQuery = z.object({
  ids: z
    .string()
    .max(MAX_IDS * 40, '参数过长')
    .optional()
    .default('')
    .transform((s) => [...new Set(s.split(',').map((v) => v.trim()).filter(Boolean))])
    .refine((ids) => ids.length <= MAX_IDS, `一次最多查询${MAX_IDS}个用户`),
});

/** The columns a picker shows; nothing secret is ever selected. */
export const pickerUserColumns = {
  id: sysUser.id,
  username: sysUser.username,
  realname: sysUser.realname,
  phone: sysUser.phone,
  birthday: sysUser.birthday,
  sex: sysUser.sex,
};

/**
 * `GET /sys/user/getMultiUser?ids=a,b`: the live users behind a multi-user picker's stored value, in the order
 * asked, so the picker can show their names when a form opens.
 */
async function userPickerRoutes(api: FastifyInstance, ctx: AppContext) {
  api.get('/sys/user/getMultiUser', { config: { permission: 'authenticated' } }, async (req) => {
    const { ids } = parseInput(multiUserQuery, req.query);
    if (!ids.length) return ok([]);
    // Users of the caller's tenant only: another tenant's user answers as if there were none.
    const rows = await ctx.db
      .select(pickerUserColumns)
      .from(sysUser)
      .where(and(inArray(sysUser.id, ids), eq(sysUser.delFlag, 0), membersOf(sysUser.relTenantIds, authOf(req).tenantId)));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ok(ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])));
  });
}

export const userPickerModule: AppModule = { name: 'user-picker', routes: userPickerRoutes };
