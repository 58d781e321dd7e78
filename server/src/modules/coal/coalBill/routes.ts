import type { FastifyInstance } from 'fastify';
import { coalBillActionPerm, coalBillVerifyLink, CoalBillTexts } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { logOperation } from '../../../core/crud/audit';
import { registerCrudRoutes } from '../../../core/crud/index';
import { dropCounts } from '../../../core/crud/counts';
import { loadScoped, notFound } from '../../../core/crud/service';
import { BizError, ok } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { OperateType } from '../../../core/oplog/writer';
import { publishEntityChange } from '../../../core/realtime/entity-changes';
import { qrPng } from '../pickupOrder/qr';
import { createThrottle } from '../queue/throttle';
import { weighingEntity } from '../weighing/entity';
import { coalBillEntity } from './entity';
import { codeQuerySchema, idQuerySchema, idSchema } from './schema';
import { receiveBill, verifyBillCode } from './service';

const perm = (code: string) => ({ config: { permission: code } }) as const;
const LIST = 'coal:coalBill:list';
/** Per address: a checkpoint scanning trucks all day stays far below; a script trying codes does not get far. */
export const VERIFY_LIMIT = { perMinute: 60 } as const;

/**
 * `/coal/coalBill/*` (coal-api.md "Electronic coal bills"): the kit's list, queryById and export; the public
 * verification of a signed code (no sign-in, throttled per address); the QR code (PNG) of a bill; 核验 by the
 * receiving clerk. Each record is read in the caller's tenant and organisation.
 */
export async function coalBillRoutes(api: FastifyInstance, ctx: AppContext) {
  await registerCrudRoutes(api, ctx, coalBillEntity);
  const throttle = createThrottle(VERIFY_LIMIT.perMinute, 60_000);

  api.get('/coal/coalBill/verify', perm('public'), async (req) => {
    if (!throttle.allow(req.ip)) throw new BizError(CoalBillTexts.tooMany);
    const { code } = parseInput(codeQuerySchema, req.query);
    const facts = await verifyBillCode(ctx, code);
    const message = facts.void ? CoalBillTexts.voided : facts.expired ? CoalBillTexts.expired : '煤票有效';
    return ok(facts, message);
  });

  /** The QR code of a bill: the public verification page's address with the signed code, for the printed bill and the screen. */
  api.get('/coal/coalBill/qr', perm(LIST), async (req, reply) => {
    const { id } = parseInput(idQuerySchema, req.query);
    const [bill] = await loadScoped(ctx.db, coalBillEntity, authOf(req), [id]);
    if (!bill) throw notFound();
    const png = await qrPng(`${req.protocol}://${req.host}${coalBillVerifyLink(String(bill.qrCode))}`);
    return reply.header('content-type', 'image/png').header('cache-control', 'private, no-store').send(png);
  });

  api.put('/coal/coalBill/receive', perm(coalBillActionPerm('receive')), async (req) => {
    const auth = authOf(req);
    const { id } = parseInput(idSchema, req.body);
    const { record, before } = await receiveBill(ctx, auth, id);
    await dropCounts(ctx, coalBillEntity);
    await publishEntityChange(ctx, coalBillEntity, 'edit', [before, record], auth);
    await publishEntityChange(ctx, weighingEntity, 'edit', [{ id: String(record.weighingId), carrierId: record.carrierId, consumerId: record.consumerId, supplierId: record.supplierId }], auth);
    await logOperation(ctx, req, auth, OperateType.UPDATE, `煤票核验：${record.billNo}`);
    return ok(record, '核验成功！');
  });
}
