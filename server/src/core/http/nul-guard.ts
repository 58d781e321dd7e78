import type { FastifyInstance } from 'fastify';
import { BizError } from './envelope';

export const ILLEGAL_CHARACTERS = '参数含有非法字符';
const NUL = '\u0000';
/** Deeper nesting than any client sends is not walked further (the body limit bounds it anyway). */
const MAX_DEPTH = 32;

function holdsNul(v: unknown, depth = 0): boolean {
  if (typeof v === 'string') return v.includes(NUL);
  if (!v || typeof v !== 'object' || depth > MAX_DEPTH) return false;
  if (Buffer.isBuffer(v)) return false;
  for (const [k, x] of Object.entries(v)) if (k.includes(NUL) || holdsNul(x, depth + 1)) return true;
  return false;
}

/**
 * PostgreSQL cannot store a NUL character in text: an id or a value holding one would reach the database only to
 * fail there (HTTP 500). Every route refuses it once, here, in the path, the query and the JSON body alike.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    if (holdsNul(req.params) || holdsNul(req.query) || holdsNul(req.body)) throw new BizError(ILLEGAL_CHARACTERS);
  });
}
