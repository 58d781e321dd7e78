import { z } from 'zod';

const id = z.string('id不能为空').min(1, 'id不能为空').max(64, 'id过长');
const remark = z.string('意见格式不正确').max(500, '意见不能超过500个字符').nullish();

/** `{ id, remark }` of every state action (coal-api.md). */
export const actionSchema = z.object({ id, remark });
export const idQuerySchema = z.object({ id });

export const supplementSchema = z.object({
  contractId: id,
  reason: z.string('请填写补充协议事由').max(500, '补充协议事由不能超过500个字符'),
  changes: z.record(z.string(), z.unknown(), '补充协议内容格式不正确'),
});
