import { z } from 'zod';
import { FILL_RULE_DATE_PATTERNS, FILL_RULE_RESETS, type FillRulePart, readInput, requestLabel } from '@meiyun/shared';

export const MAX_SEQ_WIDTH = 12;

const partSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('text'), value: z.string().min(1, '固定文本不能为空').max(20, '固定文本不能超过20个字符').regex(/^[^\s]+$/, '固定文本不能包含空白') }),
    z.object({ type: z.literal('date'), pattern: z.enum(FILL_RULE_DATE_PATTERNS, '日期格式不正确') }),
    z.object({
      type: z.literal('seq'),
      width: z.number('流水号位数必须是数字').int('流水号位数必须是整数').min(1, '流水号位数至少为1').max(MAX_SEQ_WIDTH, `流水号位数不能超过${MAX_SEQ_WIDTH}`),
      reset: z.enum(Object.keys(FILL_RULE_RESETS) as [keyof typeof FILL_RULE_RESETS], '重置周期不正确'),
    }),
  ],
  { error: '规则组成的类型不正确' },
);

export const partsSchema = z
  .array(partSchema, '规则组成格式不正确')
  .min(1, '请至少添加一个组成部分')
  .max(10, '组成部分不能超过10个')
  .refine((ps) => ps.filter((p) => p.type === 'seq').length === 1, '规则组成必须有且只有一个流水号');

/** Parses stored or submitted parts; a problem is a Chinese message. */
export function parseParts(json: unknown): { parts: FillRulePart[] } | { error: string } {
  let raw: unknown = json;
  if (typeof json === 'string') {
    try {
      raw = JSON.parse(json);
    } catch {
      return { error: '规则组成格式不正确' };
    }
  }
  const r = readInput(partsSchema, raw, requestLabel);
  if (!r.ok) {
    const at = typeof r.path[0] === 'number' ? `第${r.path[0] + 1}部分：` : '';
    return { error: `${at}${r.message}` };
  }
  return { parts: r.value as FillRulePart[] };
}
