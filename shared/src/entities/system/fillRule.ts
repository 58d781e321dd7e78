import { defineEntity } from '../../entity/meta';
import { wallTimeOf } from '../../time/businessTime';

/**
 * 填值规则 (sys_fill_rule): a numbering rule. `ruleParts` is the JSON list of `FillRulePart`s; the next number comes
 * from `GET /sys/fillRule/executeRuleByCode/{ruleCode}` (consumes it) or `previewRuleByCode` (does not).
 */
export const fillRuleMeta = defineEntity({
  name: 'sysFillRule',
  title: '填值规则',
  api: '/sys/fillRule',
  perm: 'system:fillRule',
  platformWide: true,
  defaultSort: { field: 'createTime', order: 'desc' },
  actions: ['list', 'add', 'edit', 'delete', 'deleteBatch', 'exportXls'],
  fields: [
    { name: 'ruleName', label: '规则名称', type: 'string', required: true, query: true, sortable: true, maxLength: 100, list: { width: 160 } },
    { name: 'ruleCode', label: '规则编码', type: 'string', required: true, unique: true, query: true, sortable: true, maxLength: 64, rules: ['code'], list: { width: 180 }, form: { addOnly: true } },
    { name: 'ruleParts', label: '规则组成', type: 'text', required: true, maxLength: 4000, list: false, form: { span: 24 } },
    { name: 'description', label: '描述', type: 'string', maxLength: 255, form: { widget: 'textarea', span: 24 }, list: { width: 240 } },
    { name: 'createTime', label: '创建时间', type: 'datetime', readonly: true, sortable: true, list: { width: 170 } },
  ],
});

export const FILL_RULE_RESETS = { none: '不重置', day: '按日', month: '按月', year: '按年' } as const;
export type FillRuleReset = keyof typeof FILL_RULE_RESETS;

/** Date patterns a date part may use (dayjs-free tokens yyyy, yy, MM, dd). */
export const FILL_RULE_DATE_PATTERNS = ['yyyyMMdd', 'yyyyMM', 'yyyy', 'yyMMdd', 'yyyy-MM-dd'] as const;

export type FillRulePart =
  | { type: 'text'; value: string }
  | { type: 'date'; pattern: (typeof FILL_RULE_DATE_PATTERNS)[number] }
  | { type: 'seq'; width: number; reset: FillRuleReset };

/**
 * Formats the business day of `d` with the tokens yyyy, yy, MM and dd: not the machine's day, so a number issued at
 * 07:00 China time on a server running in UTC carries that day, not the one before.
 */
export function formatRuleDate(d: Date, pattern: string): string {
  const w = wallTimeOf(d);
  const yyyy = String(w.year);
  const MM = String(w.month).padStart(2, '0');
  const dd = String(w.day).padStart(2, '0');
  return pattern.replace('yyyy', yyyy).replace('yy', yyyy.slice(2)).replace('MM', MM).replace('dd', dd);
}

/** The counter period a sequence part counts within: '' for never reset. */
export function fillRulePeriod(d: Date, reset: FillRuleReset): string {
  if (reset === 'none') return '';
  return formatRuleDate(d, reset === 'year' ? 'yyyy' : reset === 'month' ? 'yyyyMM' : 'yyyyMMdd');
}

/** The number the parts make with sequence value `seq`. */
export function renderFillRule(parts: FillRulePart[], d: Date, seq: number): string {
  return parts
    .map((p) => (p.type === 'text' ? p.value : p.type === 'date' ? formatRuleDate(d, p.pattern) : String(seq).padStart(p.width, '0')))
    .join('');
}
