import { defineEntity } from '../../entity/meta';

/** 编码校验规则 (sys_check_rule): `ruleJson` holds the rule items the editor builds (see `CheckRuleItem`). */
export const checkRuleMeta = defineEntity({
  name: 'sysCheckRule',
  title: '校验规则',
  api: '/sys/checkRule',
  perm: 'system:checkRule',
  platformWide: true,
  defaultSort: { field: 'createTime', order: 'desc' },
  actions: ['list', 'add', 'edit', 'delete', 'deleteBatch', 'exportXls'],
  fields: [
    { name: 'ruleName', label: '规则名称', type: 'string', required: true, query: true, sortable: true, maxLength: 100, list: { width: 160 } },
    { name: 'ruleCode', label: '规则编码', type: 'string', required: true, unique: true, query: true, sortable: true, maxLength: 64, rules: ['code'], list: { width: 160 }, form: { addOnly: true } },
    { name: 'ruleJson', label: '规则内容', type: 'text', required: true, maxLength: 20_000, list: false, exportable: true, form: { span: 24 } },
    { name: 'ruleDescription', label: '规则描述', type: 'string', maxLength: 255, form: { widget: 'textarea', span: 24 }, list: { width: 260 } },
    { name: 'createTime', label: '创建时间', type: 'datetime', readonly: true, sortable: true, list: { width: 170 } },
  ],
});

/** Character classes a check-rule item may require (labels for the editor). */
export const CHECK_RULE_CHAR_CLASSES = {
  digits: '数字',
  letters: '英文字母',
  letterDigits: '英文字母和数字',
  upper: '大写字母和数字',
  chinese: '汉字',
} as const;
export type CheckRuleCharClass = keyof typeof CHECK_RULE_CHAR_CLASSES;

/** One item of a check rule: a named pattern, a regular expression, a length range or a character class. */
export type CheckRuleItem =
  | { kind: 'pattern'; pattern: string; message?: string }
  | { kind: 'regex'; regex: string; message: string }
  | { kind: 'length'; min?: number; max?: number; message: string }
  | { kind: 'chars'; chars: CheckRuleCharClass; message: string };
