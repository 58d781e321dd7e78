import { z } from 'zod';
import { MONTH_PATTERN, ServiceFeeTexts } from '@meiyun/shared';

export const idQuerySchema = z.object({ id: z.string('id不能为空').min(1, 'id不能为空').max(64, 'id过长') });
export const idSchema = idQuerySchema;
export const voidSchema = z.object({
  id: z.string('id不能为空').min(1, 'id不能为空').max(64, 'id过长'),
  reason: z.string(ServiceFeeTexts.voidReason).trim().min(1, ServiceFeeTexts.voidReason).max(200, '作废原因最多200个字符'),
});
/** `POST /coal/serviceFeeBill/generate { month: 'yyyy-MM', regenerate? }`. */
export const generateSchema = z.object({
  month: z.string(ServiceFeeTexts.monthFormat).regex(MONTH_PATTERN, ServiceFeeTexts.monthFormat),
  regenerate: z.boolean().optional(),
});
