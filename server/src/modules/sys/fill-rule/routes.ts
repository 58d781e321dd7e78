import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../core/context';
import { registerCrudRoutes } from '../../../core/crud/index';
import { ok } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { fillRuleEntity } from './entity';
import { nextNumber, previewNumber } from './service';

export const FillRulePerm = { test: 'system:fillRule:test' } as const;

const codeParams = z.object({ ruleCode: z.string('规则编码不能为空').trim().min(1, '规则编码不能为空').max(64, '规则编码过长') });

export async function fillRuleRoutes(app: FastifyInstance, ctx: AppContext) {
  await registerCrudRoutes(app, ctx, fillRuleEntity);

  /** The next number of a rule, consumed: any signed-in form that numbers a record calls it (JeecgBoot's name). */
  app.get('/sys/fillRule/executeRuleByCode/:ruleCode', { config: { permission: 'authenticated' } }, async (req) => {
    const { ruleCode } = parseInput(codeParams, req.params);
    return ok(await nextNumber(ctx.db, ruleCode));
  });

  /** The number the next call would give, not consumed (the list's 测试). */
  app.get('/sys/fillRule/previewRuleByCode/:ruleCode', { config: { permission: FillRulePerm.test } }, async (req) => {
    const { ruleCode } = parseInput(codeParams, req.params);
    return ok(await previewNumber(ctx.db, ruleCode));
  });
}
