import { z } from 'zod';
import { cronError } from '@meiyun/shared';

const cron = z
  .string({ error: '请输入cron表达式' })
  .trim()
  .min(1, '请输入cron表达式')
  .max(120, 'cron表达式最多120个字符')
  .superRefine((v, c) => {
    const e = cronError(v);
    if (e) c.addIssue({ code: 'custom', message: e });
  })
  // One space between fields, so the stored text is what the screens show.
  .transform((v) => v.split(/\s+/).join(' '));

const statusValue = z.union([z.literal(0), z.literal(-1), z.literal('0'), z.literal('-1')], { error: '状态只能是0（启动）或-1（停止）' }).transform(Number);

const jobFields = {
  jobName: z.string({ error: '请输入任务名称' }).trim().min(1, '请输入任务名称').max(50, '任务名称最多50个字符'),
  handlerKey: z.string({ error: '请选择任务处理器' }).trim().min(1, '请选择任务处理器').max(100, '任务处理器不存在，请从列表中选择'),
  cronExpression: cron,
  parameter: z
    .string()
    .max(2000, '参数最多2000个字符')
    .nullish()
    .transform((v) => (v?.trim() ? v.trim() : null)),
  description: z
    .string()
    .max(200, '描述最多200个字符')
    .nullish()
    .transform((v) => (v?.trim() ? v.trim() : null)),
};

export const addJobSchema = z.object({ ...jobFields, status: statusValue.optional().default(0) });

export const editJobSchema = z.object({
  id: z.string({ error: 'id不能为空' }).min(1, 'id不能为空').max(64),
  ...jobFields,
  status: statusValue.optional(),
});

export const idSchema = z.object({ id: z.string({ error: 'id不能为空' }).min(1, 'id不能为空').max(64) });

const pageNo = z.coerce.number({ error: '页码须为正整数' }).int('页码须为正整数').min(1, '页码须为正整数').default(1);
const pageSize = z.coerce.number({ error: '每页条数须为1到100的整数' }).int('每页条数须为1到100的整数').min(1, '每页条数须为1到100的整数').max(100, '每页条数须为1到100的整数').default(10);

export const listJobSchema = z.object({
  pageNo,
  pageSize,
  jobName: z.string().trim().max(50, '任务名称最多50个字符').optional().transform((v) => v || undefined),
  status: z
    .enum(['', '0', '-1'], { error: '状态只能是0（启动）或-1（停止）' })
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : Number(v))),
});

export const listRunsSchema = z.object({
  jobId: z.string({ error: '请选择任务' }).min(1, '请选择任务').max(64),
  pageNo,
  pageSize,
});
