import { z } from 'zod';
import { cronError } from './schedule';

/**
 * A stored cron expression in a request body: trimmed, and refused with the Chinese reason of `cronError` (for
 * `parseInput`, whose first issue becomes the envelope's message).
 */
export const cronExpressionSchema = z
  .string({ error: 'cron表达式不能为空' })
  .trim()
  .min(1, 'cron表达式不能为空')
  .superRefine((value, ctx) => {
    const error = cronError(value);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });
