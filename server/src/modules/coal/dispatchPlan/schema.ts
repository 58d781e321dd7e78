import { z } from 'zod';

const id = z.string('id不能为空').min(1, 'id不能为空').max(64, 'id过长');
const remark = z.string('意见格式不正确').max(500, '意见不能超过500个字符').nullish();

/** `{ id, remark }` of the plan actions (coal-api.md "Dispatch"). */
export const planActionSchema = z.object({ id, remark });
export const idQuerySchema = z.object({ id });
