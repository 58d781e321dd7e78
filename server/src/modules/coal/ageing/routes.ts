import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AgeingTexts, RECEIVABLE_AGEING_PERM, businessToday } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { logOperation } from '../../../core/crud/audit';
import { ok } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { OperateType } from '../../../core/oplog/writer';
import { isCalendarDate } from '../invoice/schema';
import { sendAgeingXlsx } from './export';
import { receivableAgeing } from './service';

const perm = { config: { permission: RECEIVABLE_AGEING_PERM } } as const;

/** `asOf` defaults to today (China date); `counterpartyId` asks for that customer's settlements too. */
const querySchema = z.object({
  asOf: z.string(AgeingTexts.asOf).refine(isCalendarDate, AgeingTexts.asOf).optional(),
  counterpartyId: z.string('客户应为文本').max(64, 'id过长').optional(),
});

/** `GET /coal/report/receivableAgeing` and its xlsx (coal-api.md "Finance", docs/finance.md "应收账龄"). */
export async function ageingRoutes(api: FastifyInstance, ctx: AppContext) {
  const read = (q: unknown) => {
    const { asOf, counterpartyId } = parseInput(querySchema, q);
    return { asOf: asOf ?? businessToday(), counterpartyId: counterpartyId || undefined };
  };
  api.get('/coal/report/receivableAgeing', perm, async (req) => {
    const { asOf, counterpartyId } = read(req.query);
    return ok(await receivableAgeing(ctx, authOf(req), asOf, counterpartyId));
  });
  api.get('/coal/report/receivableAgeing/exportXls', perm, async (req, reply) => {
    const auth = authOf(req);
    const { asOf, counterpartyId } = read(req.query);
    const data = await receivableAgeing(ctx, auth, asOf, counterpartyId);
    await logOperation(ctx, req, auth, OperateType.EXPORT, `导出应收账龄：截止${asOf}，${data.rows.length}个客户`);
    return sendAgeingXlsx(req, reply, data);
  });
}
