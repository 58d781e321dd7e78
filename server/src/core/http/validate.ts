import type { z } from 'zod';
import { BizError } from './envelope';

/** Parses request data, answering the first problem as a Chinese business error. */
// PostgreSQL text cannot hold NUL: refused here rather than failing as a database error.
function hasNul(v: unknown, depth = 0): boolean {
  if (typeof v === 'string') return v.includes('\u0000');
  if (depth > 8 || v === null || typeof v !== 'object') return false;
  return Object.entries(v).some(([k, x]) => k.includes('\u0000') || hasNul(x, depth + 1));
}

export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  if (hasNul(data)) throw new BizError('请求参数包含非法字符');
  const r = schema.safeParse(data ?? {});
  if (!r.success) throw new BizError(r.error.issues[0]?.message || '请求参数错误');
  return r.data;
}
