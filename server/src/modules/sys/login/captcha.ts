import { eq, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../../core/db/client';
import { sysCaptcha } from '../../../core/db/schema/index';

export const CAPTCHA_TTL_MS = 60_000;

/** Draws a 4-character code and keeps it under the client's key for 60 s. */
export async function issueCaptcha(db: Db, checkKey: string): Promise<string> {
  const c = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1iIlL', color: true, background: '#f4f4f4' });
  const expiresAt = new Date(Date.now() + CAPTCHA_TTL_MS);
  await db
    .insert(sysCaptcha)
    .values({ checkKey, code: c.text, expiresAt })
    .onConflictDoUpdate({ target: sysCaptcha.checkKey, set: { code: c.text, expiresAt } });
  // Old codes nobody used are dropped here rather than by a timer.
  await db.delete(sysCaptcha).where(lt(sysCaptcha.expiresAt, new Date(Date.now() - CAPTCHA_TTL_MS)));
  return `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}`;
}

/** Right or wrong, a code works once: it is deleted by the same statement that reads it. */
export async function consumeCaptcha(db: Db, checkKey: string, answer: string): Promise<boolean> {
  const [row] = await db.delete(sysCaptcha).where(eq(sysCaptcha.checkKey, checkKey)).returning();
  if (!row || row.expiresAt.getTime() < Date.now()) return false;
  return row.code.toLowerCase() === answer.trim().toLowerCase();
}

