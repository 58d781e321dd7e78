import type { z } from 'zod';
import { readInput, requestLabel } from '@meiyun/shared';
import { BizError } from './envelope';

/**
 * Reads a route's body or query: numbers, numeric texts and booleans are taken in the declared type (as the
 * original server did); anything else is refused with the first problem as a Chinese sentence naming the field.
 * NUL characters never get here (nul-guard.ts refuses them for every route).
 */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const r = readInput(schema, data, requestLabel);
  if (!r.ok) throw new BizError(r.message);
  return r.value;
}
