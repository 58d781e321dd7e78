import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { logOperation } from '../../../core/crud/audit';
import { BizError, ok } from '../../../core/http/envelope';
import { OperateType } from '../../../core/oplog/writer';
import { truckFreightBill, truckFreightStatement } from './service';

const perm = (code: string) => ({ config: { permission: code } }) as const;

const body = (req: FastifyRequest): Record<string, unknown> => {
  const b = req.body;
  if (!b || typeof b !== 'object' || Array.isArray(b)) throw new BizError('请求参数格式错误');
  return b as Record<string, unknown>;
};

/** `GET /coal/truckFreight/statement` and `POST /coal/truckFreight/paymentBill` (docs/freight.md "汽运运费"). */
export async function truckFreightRoutes(api: FastifyInstance, ctx: AppContext) {
  api.get('/coal/truckFreight/statement', perm('coal:truckFreight:list'), async (req) => ok(await truckFreightStatement(ctx, authOf(req), (req.query ?? {}) as Record<string, unknown>)));

  api.post('/coal/truckFreight/paymentBill', perm('coal:truckFreight:bill'), async (req) => {
    const auth = authOf(req);
    const { record, statement } = await truckFreightBill(ctx, auth, body(req));
    await logOperation(ctx, req, auth, OperateType.ADD, `生成汽运运费付款单：${String(record.billNo)}，${statement.carrierName} ${statement.from} 至 ${statement.to}，${statement.figures.total}元`);
    return ok(record, '付款单草稿已生成');
  });
}
