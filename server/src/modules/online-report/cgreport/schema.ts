import { z } from 'zod';
import { codeText } from '@meiyun/shared';

const name = (label: string, max: number) => z.string(`${label}不能为空`).trim().min(1, `${label}不能为空`).max(max, `${label}不能超过${max}个字符`);
const fieldName = z.string('字段名不能为空').trim().regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, '字段名只能由字母、数字、下划线组成');
const flag = z.coerce.number().int().min(0).max(1).optional().default(0);

export const reportItemSchema = z.object({
  fieldName,
  fieldTxt: name('字段文本', 100),
  dictCode: z.string().trim().max(200, '字典编码过长').optional().nullable().transform((v) => v || null),
  fieldWidth: z.coerce.number().int().min(40, '列宽至少40').max(1000, '列宽不能超过1000').optional().nullable().transform((v) => v ?? null),
  isOrder: flag,
  isShow: z.coerce.number().int().min(0).max(1).optional().default(1),
  isQuery: flag,
  searchMode: z.enum(['single', 'range'], '查询模式只能是single或range').optional().default('single'),
  searchHidden: z.enum(['0', '1'], '隐藏标记只能是0或1').optional().default('0'),
});

export const reportParamSchema = z.object({
  paramName: fieldName,
  paramTxt: name('参数文本', 100),
  paramValue: z.string().max(500, '默认值过长').optional().nullable().transform((v) => v ?? null),
});

export const reportSchema = z.object({
  code: codeText('报表编码', 50),
  name: name('报表名称', 100),
  cgrSql: z.string('报表SQL不能为空').trim().min(1, '报表SQL不能为空').max(20000, '报表SQL过长'),
  content: z.string().max(500, '描述过长').optional().nullable().transform((v) => v ?? null),
  /** Left out: none on add, unchanged on edit. */
  items: z.array(reportItemSchema).max(200, '字段过多').optional(),
  params: z.array(reportParamSchema).max(50, '参数过多').optional(),
});
export type ReportInput = z.infer<typeof reportSchema>;

export const reportEditSchema = reportSchema.extend({ id: z.string('id不能为空').min(1, 'id不能为空').max(64) });
