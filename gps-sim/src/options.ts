/**
 * The command line's values, typed, with a message naming the option when one is wrong: whoever runs a demo reads a
 * line, not a stack trace.
 */
import { readFileSync } from 'node:fs';

export class UsageError extends Error {}

export function numberOption(value: string | undefined, name: string, fallback: number, min = 0): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < min) throw new UsageError(`--${name} must be a number ≥ ${min}, not "${value}"`);
  return n;
}

/** 90, 90s, 15m, 2h, 1d → milliseconds. */
export function durationOption(value: string | undefined, name: string): number | null {
  if (value === undefined) return null;
  const m = /^(\d+(?:\.\d+)?)([smhd]?)$/.exec(value.trim());
  if (!m) throw new UsageError(`--${name} must look like 90, 90s, 15m, 2h or 1d, not "${value}"`);
  return Number(m[1]) * { '': 1000, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[m[2] as '' | 's' | 'm' | 'h' | 'd'];
}

/** 'yyyy-MM-dd HH:mm:ss' (or 'yyyy-MM-dd', midnight) in China time → ms since epoch. */
export function startOption(value: string | undefined): number | null {
  if (value === undefined) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
  if (!m) throw new UsageError(`--start must be 'yyyy-MM-dd HH:mm:ss' in China time, not "${value}"`);
  const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1).map((x) => (x === undefined ? 0 : Number(x)));
  return Date.UTC(y, mo - 1, d, h, mi, s) - 8 * 3_600_000;
}

/** One plate a line; blank lines and lines starting with # are skipped; repeats refused. */
export function readPlates(path: string): string[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`--plates: cannot read ${path} (${(error as Error).message})`);
  }
  const plates = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const seen = new Set<string>();
  for (const p of plates) {
    if (seen.has(p)) throw new UsageError(`--plates: ${p} appears twice in ${path}`);
    seen.add(p);
  }
  if (plates.length === 0) throw new UsageError(`--plates: ${path} holds no plates`);
  return plates;
}

/** The server's address as typed in a browser plus the call's path, without doubling the slash. */
export function pointsUrl(base: string, path: string): string {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new UsageError(`--url must be an address such as http://localhost:8080, not "${base}"`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
