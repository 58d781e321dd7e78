import { and, eq, ilike, sql } from 'drizzle-orm';
import type { DataRule } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import type { Db } from '../../../core/db/client';
import { sysPermission, sysPermissionDataRule } from '../../../core/db/schema/index';
import { BizError } from '../../../core/http/envelope';
import { fmtTime } from '../../../core/http/dates';
import type { z } from 'zod';
import type { ruleInputSchema } from './schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type RuleInput = z.infer<typeof ruleInputSchema>;
type Rule = typeof sysPermissionDataRule.$inferSelect;

const out = (r: Rule): DataRule => ({ ...r, createTime: fmtTime(r.createTime), updateTime: fmtTime(r.updateTime) });

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => '\\' + c);

export async function rulesOf(ctx: AppContext, permissionId: string, filter: { ruleName?: string; ruleColumn?: string } = {}) {
  const rows = await ctx.db
    .select()
    .from(sysPermissionDataRule)
    .where(
      and(
        eq(sysPermissionDataRule.permissionId, permissionId),
        filter.ruleName ? ilike(sysPermissionDataRule.ruleName, `%${escapeLike(filter.ruleName)}%`) : undefined,
        filter.ruleColumn ? ilike(sysPermissionDataRule.ruleColumn, `%${escapeLike(filter.ruleColumn)}%`) : undefined,
      ),
    )
    .orderBy(sysPermissionDataRule.createTime);
  return rows.map(out);
}

async function menuOf(tx: Tx, permissionId: string) {
  const [m] = await tx.select().from(sysPermission).where(and(eq(sysPermission.id, permissionId), eq(sysPermission.delFlag, 0)));
  if (!m) throw new BizError('菜单不存在或已被删除');
  if (m.menuType === 2) throw new BizError('按钮不能配置数据规则');
  return m;
}

async function refreshRuleFlag(tx: Tx, permissionId: string) {
  await tx.execute(sql`
    update sys_permission set rule_flag = case when exists (select 1 from sys_permission_data_rule r where r.permission_id = ${permissionId}) then 1 else 0 end
    where id = ${permissionId}`);
}

export async function addRule(ctx: AppContext, input: RuleInput, by: string) {
  const result = await ctx.db.transaction(async (tx) => {
    await menuOf(tx, input.permissionId);
    const [row] = await tx.insert(sysPermissionDataRule).values({ ...input, status: input.status ?? '1', createBy: by }).returning();
    await refreshRuleFlag(tx, input.permissionId);
    return out(row);
  });
  await ctx.identity.grantsChanged();
  return result;
}

export async function editRule(ctx: AppContext, input: RuleInput & { id: string }, by: string) {
  const result = await ctx.db.transaction(async (tx) => {
    const [old] = await tx.select().from(sysPermissionDataRule).where(eq(sysPermissionDataRule.id, input.id));
    if (!old) throw new BizError('数据规则不存在');
    if (old.permissionId !== input.permissionId) throw new BizError('数据规则不能移到其他菜单');
    const { id: _id, ...v } = input;
    const [row] = await tx
      .update(sysPermissionDataRule)
      .set({ ...v, status: input.status ?? old.status, updateBy: by, updateTime: new Date() })
      .where(eq(sysPermissionDataRule.id, input.id))
      .returning();
    return out(row);
  });
  await ctx.identity.grantsChanged();
  return result;
}

/** Removes the rule and its id from every grant that chose it, in one transaction. */
export async function deleteRule(ctx: AppContext, id: string) {
  await ctx.db.transaction(async (tx) => {
    const [old] = await tx.select().from(sysPermissionDataRule).where(eq(sysPermissionDataRule.id, id));
    if (!old) throw new BizError('数据规则不存在');
    await tx.delete(sysPermissionDataRule).where(eq(sysPermissionDataRule.id, id));
    for (const table of ['sys_role_permission', 'sys_depart_permission', 'sys_depart_role_permission']) {
      await tx.execute(sql`
        update ${sql.identifier(table)}
        set data_rule_ids = nullif(array_to_string(array_remove(string_to_array(data_rule_ids, ','), ${id}), ','), '')
        where permission_id = ${old.permissionId} and data_rule_ids is not null`);
    }
    await refreshRuleFlag(tx, old.permissionId);
  });
  await ctx.identity.grantsChanged();
}

