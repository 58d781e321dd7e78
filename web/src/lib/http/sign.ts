import { md5 } from 'js-md5';
import { TIME_ZONE } from '@meiyun/shared';

/**
 * X-Sign of api-contract "X-Sign": MD5(JSON.stringify(sortedParams) + secret), upper case.
 * Pure so the exact bytes that get hashed can be pinned in unit tests.
 */
export interface SignInput {
  /** Path as passed to the client, possibly with its own query string. */
  url: string;
  method?: string;
  params?: Record<string, unknown> | null;
  data?: unknown;
}

const PATH_VARIABLE_KEY = 'x-path-variable';
const CACHE_BUSTER_KEY = '_t';

function asSignValue(v: unknown): string {
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

function addAll(target: Record<string, string>, source: Record<string, unknown>) {
  for (const [k, v] of Object.entries(source)) {
    // axios leaves null/undefined parameters out of the request, so they must not be signed either.
    if (v === undefined || v === null) continue;
    target[k] = asSignValue(v);
  }
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export function collectSignParams(input: SignInput): Record<string, string> {
  const collected: Record<string, string> = {};
  const [pathPart, queryPart = ''] = input.url.split('?', 2);
  const lastSegment = safeDecode(pathPart.split('/').pop() ?? '');
  if (lastSegment.includes(',')) collected[PATH_VARIABLE_KEY] = lastSegment;

  for (const [k, v] of new URLSearchParams(queryPart)) collected[k] = v;
  if (input.params) addAll(collected, input.params);

  const method = (input.method ?? 'get').toLowerCase();
  if (method !== 'get' && input.data && typeof input.data === 'object' && !(input.data instanceof FormData)) {
    addAll(collected, input.data as Record<string, unknown>);
  }
  delete collected[CACHE_BUSTER_KEY];

  const sorted: Record<string, string> = {};
  for (const k of Object.keys(collected).sort()) sorted[k] = collected[k];
  return sorted;
}

export function computeSign(sortedParams: Record<string, string>, secret: string): string {
  return md5(JSON.stringify(sortedParams) + secret).toUpperCase();
}

/** yyyyMMddHHmmss in China time, the zone the server reads the header in. */
export function formatSignTimestamp(date: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}${get('month')}${get('day')}${get('hour')}${get('minute')}${get('second')}`;
}

/** Endpoints the server verifies X-Sign on. */
const SIGNED_PATHS = [/^\/?sys\/dict\/getDictItems\//, /^\/?sys\/dict\/loadDict\//, /^\/?sys\/dict\/loadDictItem\//, /^\/?sys\/dict\/loadTreeData/];

export function needsSign(url: string): boolean {
  const path = url.replace(/^\/api(?=\/)/, '');
  return SIGNED_PATHS.some((re) => re.test(path));
}
