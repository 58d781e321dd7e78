import { z } from 'zod';
import { isPaperName, type PaperName } from './paper';

/** `?id=&paper=` of a print route: the record, and the paper (the 241 mm half sheet unless `A4`). */
export const printQuerySchema = z.object({
  id: z.string('id不能为空').min(1, 'id不能为空').max(64, 'id过长'),
  paper: z
    .string('纸张格式不正确')
    .refine((v): v is PaperName => isPaperName(v), '纸张只能是 half241 或 A4')
    .optional(),
});
