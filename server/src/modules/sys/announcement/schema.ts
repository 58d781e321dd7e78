import { z } from 'zod';

export const anntIdSchema = z.object({ anntId: z.string({ error: '请选择通知' }).min(1, '请选择通知').max(64) });
export const idQuerySchema = z.object({ id: z.string({ error: 'id不能为空' }).min(1, 'id不能为空').max(64) });

export const myAnnouncementQuerySchema = z.object({
  pageNo: z.coerce.number({ error: '页码须为正整数' }).int('页码须为正整数').min(1, '页码须为正整数').default(1),
  pageSize: z.coerce.number({ error: '每页条数须为1到100的整数' }).int('每页条数须为1到100的整数').min(1, '每页条数须为1到100的整数').max(100, '每页条数须为1到100的整数').default(10),
  titile: z.string().trim().max(100, '标题最多100个字符').optional().transform((v) => v || undefined),
  readFlag: z
    .enum(['', '0', '1'], { error: '阅读状态不正确' })
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : (Number(v) as 0 | 1))),
});
