import type { FastifyInstance } from 'fastify';
import { INVOICE_VOID_PERM } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { logOperation } from '../../../core/crud/audit';
import { registerCrudRoutes, type ApiRecord } from '../../../core/crud/index';
import { dropCounts } from '../../../core/crud/counts';
import { ok } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { OperateType } from '../../../core/oplog/writer';
import { publishEntityChange } from '../../../core/realtime/entity-changes';
import { settlementEntity } from '../settlement/entity';
import { invoiceEntity } from './entity';
import { addSchema, candidatesSchema, idQuerySchema, voidSchema } from './schema';
import { addInvoice, invoiceCandidates, invoiceDetail, voidInvoice } from './service';

const perm = (code: string) => ({ config: { permission: code } }) as const;

/** The settlements an invoice moved, as the settlement lists hear of them (their invoiced amount and status changed). */
const settlementsOf = (r: ApiRecord) => ((r.settlementIds as string[] | undefined) ?? []).map((id) => ({ id, consumerId: r.consumerId, supplierId: r.supplierId }));

/**
 * `/coal/invoice/*` (coal-api.md "Finance", docs/finance.md): the kit's list and export; queryById with the
 * allocations and the timeline; add (登记) and void (作废, with its reason); the settlements an invoice may be entered
 * against. Read in the caller's tenant and organisation; written by staff only.
 */
export async function invoiceRoutes(api: FastifyInstance, ctx: AppContext) {
  await registerCrudRoutes(api, ctx, invoiceEntity, { own: ['queryById', 'add'] });

  api.get('/coal/invoice/queryById', perm('coal:invoice:list'), async (req) => {
    const { id } = parseInput(idQuerySchema, req.query);
    return ok(await invoiceDetail(ctx, authOf(req), id));
  });

  api.post('/coal/invoice/add', perm('coal:invoice:add'), async (req) => {
    const auth = authOf(req);
    const record = await addInvoice(ctx, auth, parseInput(addSchema, req.body));
    await dropCounts(ctx, invoiceEntity);
    await dropCounts(ctx, settlementEntity);
    await publishEntityChange(ctx, invoiceEntity, 'add', [record], auth);
    await publishEntityChange(ctx, settlementEntity, 'edit', settlementsOf(record), auth);
    await logOperation(ctx, req, auth, OperateType.ADD, `登记发票：${String(record.number)}，价税合计${String(record.total)}元`);
    return ok(record, '登记成功！');
  });

  api.put('/coal/invoice/void', perm(INVOICE_VOID_PERM), async (req) => {
    const auth = authOf(req);
    const { id, reason } = parseInput(voidSchema, req.body);
    const { record, before } = await voidInvoice(ctx, auth, id, reason);
    await dropCounts(ctx, invoiceEntity);
    await dropCounts(ctx, settlementEntity);
    await publishEntityChange(ctx, invoiceEntity, 'edit', [before, record], auth);
    await publishEntityChange(ctx, settlementEntity, 'edit', settlementsOf(record), auth);
    await logOperation(ctx, req, auth, OperateType.UPDATE, `作废发票：${String(record.number)}，原因：${reason}`);
    return ok(record, '作废成功！');
  });

  api.get('/coal/invoice/candidates', perm('coal:invoice:add'), async (req) => {
    const { counterpartyId, direction } = parseInput(candidatesSchema, req.query);
    return ok(await invoiceCandidates(ctx, authOf(req), counterpartyId, direction));
  });
}
