import { z } from 'zod';
import { CoalBillTexts } from '@meiyun/shared';

export const idQuerySchema = z.object({ id: z.string('id不能为空').min(1, 'id不能为空').max(64, 'id过长') });
export const idSchema = idQuerySchema;
/** `GET /coal/coalBill/verify?code=`: the signed code as the QR holds it. */
export const codeQuerySchema = z.object({ code: z.string(CoalBillTexts.codeRequired).min(1, CoalBillTexts.codeRequired).max(4200, CoalBillTexts.invalid) });
