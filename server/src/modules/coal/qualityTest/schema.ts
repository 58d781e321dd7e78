import { z } from 'zod';
import { QualityTexts } from '@meiyun/shared';

const id = z.string('id不能为空').min(1, 'id不能为空').max(64, 'id过长');

/** `{ id }` of review and approve; `{ id, reason }` of void (coal-api.md "Quality"). */
export const actionSchema = z.object({ id, reason: z.string(QualityTexts.voidReasonRequired).max(500, '作废原因不能超过500个字符').nullish() });
export const idQuerySchema = z.object({ id });
