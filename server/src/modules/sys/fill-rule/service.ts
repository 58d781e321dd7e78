import { eq, sql } from 'drizzle-orm';
import { fillRulePeriod, renderFillRule, type FillRulePart } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { sysFillRule, sysFillRuleCounter } from './table';
import { BizError } from '../../../core/http/envelope';
import { parseParts } from './parts';

async function loadRule(db: Db, ruleCode: string): Promise<FillRulePart[]> {
  const [rule] = await db.select({ parts: sysFillRule.ruleParts }).from(sysFillRule).where(eq(sysFillRule.ruleCode, ruleCode));
  if (!rule) throw new BizError('该填值规则不存在');
  const p = parseParts(rule.parts);
  if ('error' in p) throw new BizError('该填值规则配置有误，请联系管理员');
  return p.parts;
}

const seqPart = (parts: FillRulePart[]) => parts.find((p): p is Extract<FillRulePart, { type: 'seq' }> => p.type === 'seq')!;

/**
 * Issues the next number of a rule: the counter row of the rule and period is created or incremented in one
 * statement (`insert … on conflict do update … returning`), which row-locks it, so concurrent callers each get
 * their own value and no value is given twice.
 */
export async function nextNumber(db: Db, ruleCode: string, now = new Date()): Promise<string> {
  const parts = await loadRule(db, ruleCode);
  const period = fillRulePeriod(now, seqPart(parts).reset);
  const [row] = await db
    .insert(sysFillRuleCounter)
    .values({ ruleCode, period, value: 1 })
    .onConflictDoUpdate({ target: [sysFillRuleCounter.ruleCode, sysFillRuleCounter.period], set: { value: sql`${sysFillRuleCounter.value} + 1` } })
    .returning({ value: sysFillRuleCounter.value });
  return renderFillRule(parts, now, row.value);
}

/** The number the next call would issue, without consuming it. */
export async function previewNumber(db: Db, ruleCode: string, now = new Date()): Promise<string> {
  const parts = await loadRule(db, ruleCode);
  const period = fillRulePeriod(now, seqPart(parts).reset);
  const [row] = await db
    .select({ value: sysFillRuleCounter.value })
    .from(sysFillRuleCounter)
    .where(sql`${sysFillRuleCounter.ruleCode} = ${ruleCode} and ${sysFillRuleCounter.period} = ${period}`);
  return renderFillRule(parts, now, (row?.value ?? 0) + 1);
}
