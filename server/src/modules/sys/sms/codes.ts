import type { FastifyBaseLogger } from 'fastify';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { SMS_CODE_TTL_MINUTES, SMS_RESEND_SECONDS, SmsTexts, type SmsPurpose } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { sysSmsCode } from '../../../core/db/schema/index';
import { BizError } from '../../../core/http/envelope';
import { SmsSendError } from '../../../core/sms/index';

/**
 * What bounds the codes: a phone gets one code a minute and ten a day, an address thirty an hour; a code takes five
 * wrong tries. So a guesser holds at most fifty tries a day at a million codes, and nobody floods a phone or the bill.
 */
export const SMS_LIMITS = {
  perPhonePerDay: 10,
  perAddressPerHour: 30,
  triesPerCode: 5,
} as const;

const HOUR = 3600_000;
const DAY = 24 * HOUR;

export type CodeCheck = 'ok' | 'wrong' | 'expired';

function hashOf(ctx: AppContext, phone: string, purpose: SmsPurpose, code: string): string {
  return createHmac('sha256', ctx.secrets.jwtKey).update(`sms\0${phone}\0${purpose}\0${code}`).digest('hex');
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Issues a code for `phone` and hands it to the SMS provider, unless a limit says no (BizError with the wait).
 * `deliver` false keeps up appearances for a phone nobody may reach this way (no such user): the same checks and
 * the same row, so the answer and the limits tell nothing about which phones have accounts; only no message goes.
 * A newer code replaces the older ones of the same phone and purpose.
 */
export async function issueCode(
  ctx: AppContext,
  input: { phone: string; purpose: SmsPurpose; ip: string; deliver: boolean; log: FastifyBaseLogger },
): Promise<void> {
  const now = Date.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = crypto.randomUUID().replaceAll('-', '');
  await ctx.db.transaction(async (tx) => {
    // Two requests for one phone at once would both see no recent code; one waits for the other here.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sys_sms_code:${input.phone}`}))`);
    const [last] = await tx
      .select({ createdAt: sysSmsCode.createdAt })
      .from(sysSmsCode)
      .where(eq(sysSmsCode.phone, input.phone))
      .orderBy(desc(sysSmsCode.createdAt))
      .limit(1);
    const since = last ? Math.floor((now - last.createdAt.getTime()) / 1000) : Infinity;
    if (since < SMS_RESEND_SECONDS) throw new BizError(SmsTexts.tooSoon(SMS_RESEND_SECONDS - since));
    const [[phoneDay], [addressHour]] = await Promise.all([
      tx.select({ n: count() }).from(sysSmsCode).where(and(eq(sysSmsCode.phone, input.phone), gt(sysSmsCode.createdAt, new Date(now - DAY)))),
      tx.select({ n: count() }).from(sysSmsCode).where(and(eq(sysSmsCode.ip, input.ip), gt(sysSmsCode.createdAt, new Date(now - HOUR)))),
    ]);
    if (phoneDay.n >= SMS_LIMITS.perPhonePerDay) throw new BizError(SmsTexts.phoneLimit);
    if (addressHour.n >= SMS_LIMITS.perAddressPerHour) throw new BizError(SmsTexts.addressLimit);
    await tx
      .update(sysSmsCode)
      .set({ usedAt: new Date(now) })
      .where(and(eq(sysSmsCode.phone, input.phone), eq(sysSmsCode.purpose, input.purpose), isNull(sysSmsCode.usedAt)));
    await tx.insert(sysSmsCode).values({
      id,
      phone: input.phone,
      purpose: input.purpose,
      codeHash: hashOf(ctx, input.phone, input.purpose, code),
      ip: input.ip,
      createdAt: new Date(now),
      expiresAt: new Date(now + SMS_CODE_TTL_MINUTES * 60_000),
    });
  });
  if (!input.deliver) return;
  try {
    await ctx.sms.send({ phone: input.phone, purpose: input.purpose, code, ttlMinutes: SMS_CODE_TTL_MINUTES });
  } catch (err) {
    // The row stays (it counts for the limits) but can never be used: nobody received it.
    await ctx.db.update(sysSmsCode).set({ usedAt: new Date() }).where(eq(sysSmsCode.id, id));
    if (err instanceof SmsSendError) {
      input.log.error({ provider: ctx.sms.name }, err.detail);
      throw new BizError(SmsTexts.sendFailed);
    }
    throw err;
  }
}

/**
 * Checks a code against the newest live one of the phone and purpose, and spends it when right. A wrong try counts;
 * the fifth spends the code. Only 'ok' lets the caller go on.
 */
export async function checkCode(ctx: AppContext, input: { phone: string; purpose: SmsPurpose; code: string }): Promise<CodeCheck> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(sysSmsCode)
      .where(and(eq(sysSmsCode.phone, input.phone), eq(sysSmsCode.purpose, input.purpose), isNull(sysSmsCode.usedAt), gt(sysSmsCode.expiresAt, new Date())))
      .orderBy(desc(sysSmsCode.createdAt))
      .limit(1)
      .for('update');
    if (!row) return 'expired';
    if (sameHash(row.codeHash, hashOf(ctx, input.phone, input.purpose, input.code))) {
      await tx.update(sysSmsCode).set({ usedAt: new Date() }).where(eq(sysSmsCode.id, row.id));
      return 'ok';
    }
    const failures = row.failures + 1;
    await tx
      .update(sysSmsCode)
      .set({ failures, usedAt: failures >= SMS_LIMITS.triesPerCode ? new Date() : null })
      .where(eq(sysSmsCode.id, row.id));
    return 'wrong';
  });
}

/** checkCode, refusing with the user's message unless the code is right. */
export async function requireCode(ctx: AppContext, input: { phone: string; purpose: SmsPurpose; code: string }): Promise<void> {
  const r = await checkCode(ctx, input);
  if (r === 'wrong') throw new BizError(SmsTexts.codeWrong);
  if (r === 'expired') throw new BizError(SmsTexts.codeExpired);
}
