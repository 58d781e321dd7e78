import { z } from 'zod';

export const anntIdSchema = z.object({ anntId: z.string({ error: '请选择通知' }).min(1, '请选择通知').max(64) });
export const idQuerySchema = z.object({ id: z.string({ error: 'id不能为空' }).min(1, 'id不能为空').max(64) });
