import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sysPermissionDataRule } from '../db/schema/index';
import { BizError } from '../http/envelope';
import { seedId } from '../db/seed-id';
import type { HeldDataRule, QueryField, QuerySource, QueryUser } from './source';
import { compare, inList, like } from './conditions';

export const DATA_RULE_CONDITIONS = ['=', '!=', '>', '>=', '<', '<=', 'IN', 'LIKE', 'LEFT_LIKE', 'RIGHT_LIKE'] as const;

const ruleRefused = () => new BizError('数据权限规则配置有误，请联系管理员');

/** The ids of the data rules of that menu that the user's roles (and department roles) hold. */
async function heldRuleIds(db: Db, userId: string, permissionId: string): Promise<string[]> {
  const res = (await db.execute(sql`
    select rp.data_rule_ids as ids from sys_role_permission rp join sys_user_role ur on ur.role_id = rp.role_id
      where ur.user_id = ${userId} and rp.permission_id = ${permissionId}
    union all
    select drp.data_rule_ids as ids from sys_depart_role_permission drp join sys_depart_role_user dru on dru.drole_id = drp.role_id
      where dru.user_id = ${userId} and drp.permission_id = ${permissionId}`)) as unknown as { rows: { ids: string | null }[] };
  const ids = new Set<string>();
  for (const r of res.rows) for (const id of (r.ids ?? '').split(',')) if (id.trim()) ids.add(id.trim());
  return [...ids];
}

function substitute(value: string, user: QueryUser): string {
  return value.replaceAll('#{sys_user_code}', user.username).replaceAll('#{sys_org_code}', user.orgCode ?? '');
}

/** The field a rule names: its API name, or its column's database name. */
function fieldOf(source: QuerySource, ruleColumn: string): QueryField | undefined {
  const byName = source.fields.get(ruleColumn);
  if (byName) return byName;
  for (const f of source.fields.values()) if (f.column.name === ruleColumn) return f;
  return undefined;
}

/** The enabled data rules of that menu that the user's roles (and department roles) hold. */
export async function loadHeldDataRules(db: Db, userId: string, permissionId: string): Promise<HeldDataRule[]> {
  const ids = await heldRuleIds(db, userId, permissionId);
  if (!ids.length) return [];
  return db
    .select({ ruleColumn: sysPermissionDataRule.ruleColumn, ruleConditions: sysPermissionDataRule.ruleConditions, ruleValue: sysPermissionDataRule.ruleValue })
    .from(sysPermissionDataRule)
    .where(and(eq(sysPermissionDataRule.permissionId, permissionId), eq(sysPermissionDataRule.status, '1'), inArray(sysPermissionDataRule.id, ids)));
}

/**
 * Row rules of the entity's menu held by the user, as one condition (every rule must hold). A rule naming a
 * column that is not a declared field, or a condition outside the list (an SQL rule), refuses the whole query.
 * The rules come from the user's `dataRules` (the request's, cached) when there is one.
 */
export async function dataRuleCondition(db: Db, source: QuerySource, user: QueryUser): Promise<SQL | undefined> {
  if (!source.menuKey) return undefined;
  const permissionId = seedId(source.menuKey);
  const rules = user.dataRules ? await user.dataRules(permissionId) : await loadHeldDataRules(db, user.userId, permissionId);
  if (!rules.length) return undefined;
  const parts: SQL[] = [];
  for (const r of rules) {
    const f = fieldOf(source, r.ruleColumn.trim());
    const cond = r.ruleConditions.trim().toUpperCase();
    if (!f || !(DATA_RULE_CONDITIONS as readonly string[]).includes(cond)) throw ruleRefused();
    const v = substitute(r.ruleValue, user);
    switch (cond) {
      case '=':
        parts.push(compare(f, '=', v));
        break;
      case '!=':
        parts.push(compare(f, '<>', v));
        break;
      case '>':
      case '>=':
      case '<':
      case '<=':
        parts.push(compare(f, cond, v));
        break;
      case 'IN':
        parts.push(inList(f, v.split(',')));
        break;
      case 'LIKE':
        parts.push(like(f, v, 'contains'));
        break;
      case 'LEFT_LIKE':
        parts.push(like(f, v, 'ends'));
        break;
      case 'RIGHT_LIKE':
        parts.push(like(f, v, 'starts'));
        break;
    }
  }
  return parts.length ? and(...parts) : undefined;
}
