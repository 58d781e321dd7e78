/**
 * The wire's time text, 'yyyy-MM-dd HH:mm:ss' in China time. China keeps UTC+8 all year, so a fixed offset is exact.
 */
const SHANGHAI_MS = 8 * 3600_000;

export function chinaWireTime(ms: number): string {
  return new Date(ms + SHANGHAI_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Midnight in China of the day holding `ms`. */
export function chinaMidnight(ms: number): number {
  return Math.floor((ms + SHANGHAI_MS) / 86_400_000) * 86_400_000 - SHANGHAI_MS;
}
