import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../../core/context';
import { sysCheckRule } from './table';
import { BizError, okMessage } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { firstFailure, ruleItemsSchema } from './rules';
import { registerCrudRoutes } from '../../../core/crud/index';
import { checkRuleEntity } from './entity';

const checkSchema = z.object({ ruleCode: z.string().max(100).optional(), value: z.string().max(10_000).optional() });

export async function checkRuleRoutes(app: FastifyInstance, ctx: AppContext) {
  /** Checks a value against a named rule; skipped (passes) without a rule code or a value, as the clients expect. */
  app.get('/sys/checkRule/checkByCode', { config: { permission: 'authenticated' } }, async (req) => {
    const { ruleCode, value } = parseInput(checkSchema, req.query);
    if (!ruleCode || !value) return okMessage('校验通过');
    const [rule] = await ctx.db.select().from(sysCheckRule).where(eq(sysCheckRule.ruleCode, ruleCode));
    if (!rule) throw new BizError('该校验规则不存在');
    let items;
    try {
      items = ruleItemsSchema.parse(JSON.parse(rule.ruleJson));
    } catch {
      throw new BizError('该校验规则配置有误，请联系管理员');
    }
    const failure = firstFailure(items, value);
    if (failure) throw new BizError(failure);
    return okMessage('校验通过');
  });

  await registerCrudRoutes(app, ctx, checkRuleEntity);
}
