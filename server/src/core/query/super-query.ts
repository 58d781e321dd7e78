import { and, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { fieldOfColumn, readSuperQueryParams, SUPER_QUERY_RULES } from '@meiyun/shared';
import { BizError } from '../http/envelope';
import { parseInput } from '../http/validate';
import type { QueryField } from './source';
import { compare, inList, isEmpty, like } from './conditions';

const MAX_CONDITIONS = 50;

const conditionSchema = z.object({
  field: z.string().max(100),
  rule: z.enum(SUPER_QUERY_RULES, { error: '高级查询的匹配规则不正确' }),
  val: z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()])), z.null()]).optional(),
  type: z.string().optional(),
  dbType: z.string().optional(),
});
const paramsSchema = z.array(conditionSchema, { error: '高级查询参数格式不正确' }).max(MAX_CONDITIONS, '高级查询条件过多');

export const unknownQueryField = (field: string) => new BizError(`请注意，将要查询的列字段不存在：${field}`);

function decode(raw: string): unknown {
  const json = readSuperQueryParams(raw);
  if (json === undefined) throw new BizError('高级查询参数格式不正确');
  return json;
}

/**
 * `superQueryParams` (a URL-encoded JSON array of `{field, rule, val}`) joined by `superQueryMatchType`. Fields
 * must be declared; the `type`/`dbType` a client sends are ignored, the declaration decides.
 */
export function superQueryCondition(fields: ReadonlyMap<string, QueryField>, raw: string | undefined, matchType: string | undefined): SQL | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const items = parseInput(paramsSchema, decode(raw));
  const parts: SQL[] = [];
  for (const c of items) {
    const f = fields.get(fieldOfColumn(c.field));
    if (!f) throw unknownQueryField(c.field);
    if (c.rule === 'empty') {
      parts.push(isEmpty(f));
      continue;
    }
    if (c.rule === 'not_empty') {
      parts.push(sql`not ${isEmpty(f)}`);
      continue;
    }
    const values = Array.isArray(c.val) ? c.val.map(String) : c.val === undefined || c.val === null ? [] : [String(c.val)];
    if (!values.length || (values.length === 1 && values[0].trim() === '')) continue; // a condition left empty
    const v = values[0];
    switch (c.rule) {
      case 'eq':
        parts.push(compare(f, '=', v));
        break;
      case 'ne':
        parts.push(compare(f, '<>', v));
        break;
      case 'gt':
        parts.push(compare(f, '>', v));
        break;
      case 'ge':
        parts.push(compare(f, '>=', v));
        break;
      case 'lt':
        parts.push(compare(f, '<', v));
        break;
      case 'le':
        parts.push(compare(f, '<=', v));
        break;
      case 'in':
        parts.push(inList(f, values.length > 1 ? values : v.split(',')));
        break;
      case 'like':
        parts.push(like(f, v, 'contains'));
        break;
      case 'left_like':
        parts.push(like(f, v, 'ends'));
        break;
      case 'right_like':
        parts.push(like(f, v, 'starts'));
        break;
    }
  }
  if (!parts.length) return undefined;
  return matchType === 'or' ? or(...parts) : and(...parts);
}
