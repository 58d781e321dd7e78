import { z } from 'zod';
import { PATTERNS, acceptsPattern, isPatternName, patternProblem, type PatternName } from '@meiyun/shared';

/** Values longer than this are refused before any rule runs, which bounds the work a regular expression can do. */
export const MAX_VALUE_LENGTH = 500;
export const MAX_REGEX_LENGTH = 200;

const CHAR_CLASSES = {
  digits: { re: /^\d*$/, label: '数字' },
  letters: { re: /^[A-Za-z]*$/, label: '英文字母' },
  letterDigits: { re: /^[A-Za-z0-9]*$/, label: '英文字母和数字' },
  upper: { re: /^[A-Z0-9]*$/, label: '大写字母和数字' },
  chinese: { re: /^[\u4e00-\u9fa5]*$/, label: '汉字' },
} as const;

/**
 * A nested quantifier (`(a+)+`, `(a*)*`, `(a|aa)+` with a quantified group) is the shape of catastrophic
 * backtracking: refused, together with back-references and look-behinds.
 */
export function unsafeRegexReason(src: string): string | undefined {
  if (src.length > MAX_REGEX_LENGTH) return `正则表达式不能超过${MAX_REGEX_LENGTH}个字符`;
  try {
    new RegExp(src, 'u');
  } catch {
    return '正则表达式格式不正确';
  }
  if (/\\[1-9]|\\k</.test(src)) return '正则表达式不能使用反向引用';
  if (/\([^()]*[+*}][^()]*\)\s*[+*{]/.test(src)) return '正则表达式不能嵌套重复';
  return undefined;
}

const message = z.string().min(1, '请输入提示信息').max(100);
export const ruleItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('pattern'), pattern: z.string().refine(isPatternName, '规则名称不存在'), message: message.optional() }),
  z.object({ kind: z.literal('regex'), regex: z.string().superRefine((s, c) => { const r = unsafeRegexReason(s); if (r) c.addIssue({ code: 'custom', message: r }); }), message }),
  z.object({ kind: z.literal('length'), min: z.number().int().min(0).max(MAX_VALUE_LENGTH).optional(), max: z.number().int().min(1).max(MAX_VALUE_LENGTH).optional(), message }),
  z.object({ kind: z.literal('chars'), chars: z.enum(Object.keys(CHAR_CLASSES) as [keyof typeof CHAR_CLASSES]), message }),
]);
export const ruleItemsSchema = z.array(ruleItemSchema).min(1, '请至少添加一条规则').max(20, '规则条目过多');
export type CheckRuleItem = z.infer<typeof ruleItemSchema>;

/** The first failing item's message, or undefined when the value passes every item. */
export function firstFailure(items: CheckRuleItem[], value: string): string | undefined {
  if (value.length > MAX_VALUE_LENGTH) return `值的长度不能超过${MAX_VALUE_LENGTH}个字符`;
  for (const it of items) {
    switch (it.kind) {
      case 'pattern': {
        // The shared rule, check characters and normalisation included (a plate in lower case passes).
        const name = it.pattern as PatternName;
        if (!acceptsPattern(name, value)) return it.message ?? patternProblem(name, value, '') ?? PATTERNS[name].message;
        break;
      }
      case 'regex': {
        let ok = false;
        try {
          ok = !unsafeRegexReason(it.regex) && new RegExp(it.regex, 'u').test(value);
        } catch {
          ok = false;
        }
        if (!ok) return it.message;
        break;
      }
      case 'length': {
        const n = [...value].length;
        if ((it.min !== undefined && n < it.min) || (it.max !== undefined && n > it.max)) return it.message;
        break;
      }
      case 'chars':
        if (!CHAR_CLASSES[it.chars].re.test(value)) return it.message;
        break;
    }
  }
  return undefined;
}

/** Rules a fresh deployment starts with. */
export const SEED_CHECK_RULES: { ruleCode: string; ruleName: string; items: CheckRuleItem[]; description: string }[] = [
  {
    ruleCode: 'vehicle_plate',
    ruleName: '车牌号',
    description: '普通车牌与新能源车牌',
    items: [
      { kind: 'length', min: 7, max: 8, message: '车牌号应为7到8位' },
      {
        kind: 'regex',
        regex: '^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-HJ-NP-Z][A-HJ-NP-Z0-9]{4,5}[A-HJ-NP-Z0-9挂学警港澳]$',
        message: '请输入正确的车牌号',
      },
    ],
  },
  {
    ruleCode: 'contract_no',
    ruleName: '合同编号',
    description: '大写字母开头，大写字母、数字和短横线，6到32位',
    items: [
      { kind: 'length', min: 6, max: 32, message: '合同编号应为6到32位' },
      { kind: 'regex', regex: '^[A-Z][A-Z0-9-]*$', message: '合同编号以大写字母开头，只能包含大写字母、数字和短横线' },
    ],
  },
];
