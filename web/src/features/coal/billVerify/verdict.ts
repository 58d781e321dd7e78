import { CoalBillTexts, type CoalBillVerification, type Envelope } from '@meiyun/shared';

/**
 * What the verification page shows for the server's answer. Only the server's 煤票无效 (or a code the page cannot
 * even send) is said in red: a throttled query, an outage or a dead phone network says nothing about the bill,
 * and telling a gate the truck's bill is forged because the cab has no signal would stop an honest truck.
 */
export type Verdict =
  | { kind: 'valid' | 'warn'; facts: CoalBillVerification; message: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'unchecked'; message: string };

export const NETWORK_TROUBLE = '网络异常，请检查手机网络后重新核验';

/** The verdict of an answer; `null` for a call that failed (no envelope: network down, a proxy's error page). */
export function verdictOf(env: Envelope<CoalBillVerification | null> | null): Verdict {
  if (!env) return { kind: 'unchecked', message: NETWORK_TROUBLE };
  if (env.success && env.result) return { kind: env.result.void || env.result.expired ? 'warn' : 'valid', facts: env.result, message: env.message };
  if (env.message === CoalBillTexts.invalid || env.message === CoalBillTexts.codeRequired) return { kind: 'invalid', message: CoalBillTexts.invalid };
  return { kind: 'unchecked', message: env.message || NETWORK_TROUBLE };
}
