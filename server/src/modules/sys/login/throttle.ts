import { and, eq, or, sql } from 'drizzle-orm';
import type { LoginThrottle } from '../../../core/config';
import type { Db } from '../../../core/db/client';
import { sysLoginAttempt } from '../../../core/db/schema/index';

/**
 * Sign-in failure counting. Three counters: per user name (captcha), per address (captcha, delay) and per user
 * name + address (delay). A delay only ever applies to the address that failed, so an attacker elsewhere can
 * make the victim solve a captcha but never lock them out; counters lapse after the failure window.
 */
export interface ThrottleState {
  needCaptcha: boolean;
  /** Seconds the attempt must wait; 0 = go ahead. */
  waitSeconds: number;
}

type Kind = 'user' | 'ip' | 'pair';

// JSON keeps the pair unambiguous whatever characters the user name holds.
const pairKey = (username: string, ip: string) => JSON.stringify([username, ip]);

export function delayMs(failures: number, after: number, t: LoginThrottle): number {
  if (failures < after) return 0;
  return Math.min(t.delayBaseMs * 2 ** (failures - after), t.delayMaxMs);
}

export function createThrottle(db: Db, t: LoginThrottle) {
  async function counts(username: string, ip: string, now: number) {
    const keys: [Kind, string][] = [
      ['user', username],
      ['ip', ip],
      ['pair', pairKey(username, ip)],
    ];
    const rows = await db
      .select()
      .from(sysLoginAttempt)
      .where(or(...keys.map(([k, v]) => and(eq(sysLoginAttempt.kind, k), eq(sysLoginAttempt.key, v)))));
    const get = (kind: Kind) => {
      const r = rows.find((x) => x.kind === kind);
      if (!r || now - r.lastFailureAt.getTime() > t.failureWindowMs) return { failures: 0, last: 0 };
      return { failures: r.failures, last: r.lastFailureAt.getTime() };
    };
    return { user: get('user'), ip: get('ip'), pair: get('pair') };
  }

  return {
    async state(username: string, ip: string, now = Date.now()): Promise<ThrottleState> {
      const c = await counts(username, ip, now);
      const until = Math.max(
        c.pair.last + delayMs(c.pair.failures, t.pairDelayAfter, t),
        c.ip.last + delayMs(c.ip.failures, t.ipDelayAfter, t),
      );
      return {
        needCaptcha: c.user.failures >= t.captchaAfter || c.ip.failures >= t.captchaAfter,
        waitSeconds: until > now ? Math.ceil((until - now) / 1000) : 0,
      };
    },

    /** Counts a failure; a counter whose last failure left the window starts again at 1. */
    async fail(username: string, ip: string, now = new Date()) {
      const windowStart = new Date(now.getTime() - t.failureWindowMs);
      for (const [kind, key] of [
        ['user', username],
        ['ip', ip],
        ['pair', pairKey(username, ip)],
      ] as const) {
        await db
          .insert(sysLoginAttempt)
          .values({ kind, key, failures: 1, lastFailureAt: now })
          .onConflictDoUpdate({
            target: [sysLoginAttempt.kind, sysLoginAttempt.key],
            set: {
              failures: sql`case when ${sysLoginAttempt.lastFailureAt} < ${windowStart.toISOString()}::timestamptz then 1 else ${sysLoginAttempt.failures} + 1 end`,
              lastFailureAt: now,
            },
          });
      }
    },

    async succeed(username: string, ip: string) {
      await db.delete(sysLoginAttempt).where(and(eq(sysLoginAttempt.kind, 'pair'), eq(sysLoginAttempt.key, pairKey(username, ip))));
    },
  };
}
