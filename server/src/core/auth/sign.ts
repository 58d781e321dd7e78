import { createHash } from 'node:crypto';
import { parseCompactChinaTime } from '../http/dates';

/** X-TIMESTAMP may be at most this far from now, either way. */
export const SIGN_MAX_SKEW_MS = 5 * 60_000;

/**
 * The parameters a client signs: query (plus body for non-GET) with `_t` removed, keys ascending, values as
 * strings; a comma in the last path segment adds that segment (URL-decoded) as `x-path-variable`.
 */
export function signParams(path: string, query: Record<string, unknown>, body?: Record<string, unknown>): Record<string, string> {
  const all: Record<string, string> = {};
  const put = (src: Record<string, unknown> | undefined) => {
    for (const [k, v] of Object.entries(src ?? {})) {
      if (k === '_t' || v === undefined || v === null) continue;
      all[k] = Array.isArray(v) ? v.map(String).join(',') : typeof v === 'object' ? JSON.stringify(v) : String(v);
    }
  };
  put(query);
  put(body);
  const last = path.split('?')[0].split('/').pop() ?? '';
  if (last.includes(',') || decodeSafe(last).includes(',')) all['x-path-variable'] = decodeSafe(last);
  const sorted: Record<string, string> = {};
  for (const k of Object.keys(all).sort()) sorted[k] = all[k];
  return sorted;
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export function computeSign(params: Record<string, string>, secret: string): string {
  return createHash('md5').update(JSON.stringify(params) + secret, 'utf8').digest('hex').toUpperCase();
}

/** Epoch milliseconds or `yyyyMMddHHmmss` (China time). */
export function parseSignTimestamp(v: string | undefined): number | null {
  if (!v || !/^\d+$/.test(v)) return null;
  if (v.length === 14) return parseCompactChinaTime(v)?.getTime() ?? null;
  if (v.length === 13) return Number(v);
  return null;
}

export function checkSign(input: {
  path: string;
  query: Record<string, unknown>;
  body?: Record<string, unknown>;
  sign: string | undefined;
  timestamp: string | undefined;
  secret: string;
  now?: number;
}): boolean {
  const ts = parseSignTimestamp(input.timestamp);
  if (ts === null || Math.abs((input.now ?? Date.now()) - ts) > SIGN_MAX_SKEW_MS) return false;
  if (!input.sign) return false;
  const expected = computeSign(signParams(input.path, input.query, input.body), input.secret);
  return expected === input.sign.toUpperCase();
}
