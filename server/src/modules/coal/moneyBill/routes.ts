import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MONEY_BILL_ACTIONS, MONEY_BILL_KIND_INFO, MONEY_BILL_KINDS, MONEY_FLOW_PERM, moneyBillActionLabel, moneyBillActionPerm, type CompanyAccount, type MoneyBillKind } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { authOf, type RequestAuth } from '../../../core/auth/guard';
import { logOperation, markStart } from '../../../core/crud/audit';
import { registerCrudRoutes } from '../../../core/crud/index';
import { dropCounts } from '../../../core/crud/counts';
import { BizError, noPermission, ok } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { orgOf } from '../../../core/tenancy/index';
import { OperateType } from '../../../core/oplog/writer';
import { publishEntityChange } from '../../../core/realtime/entity-changes';
import { moneyFlowEntity } from '../moneyFlow/entity';
import { outstandingSettlements } from './allocations';
import { companyAccounts } from './counterparty';
import { moneyBillEntities } from './entity';
import { actionSchema, idQuerySchema, outstandingSchema } from './schema';
import { addBill, billDetail, editBill, moveBill } from './service';

const perm = (code: string) => ({ config: { permission: code }, onRequest: async (req: FastifyRequest) => markStart(req) }) as const;

const body = (req: FastifyRequest): Record<string, unknown> => {
  const b = req.body;
  if (!b || typeof b !== 'object' || Array.isArray(b)) throw new BizError('请求参数格式错误');
  return b as Record<string, unknown>;
};

/** For the form's helpers that serve both kinds: the caller must hold one of these codes. */
async function requireOne(auth: RequestAuth, codes: string[]): Promise<void> {
  const held = await auth.permissions();
  if (!codes.some((c) => held.has(c))) throw noPermission();
}

/** `/coal/collectionBill/*` or `/coal/paymentBill/*`: the kit's list and export; the feature's queryById, add, edit and actions. */
async function kindRoutes(api: FastifyInstance, ctx: AppContext, kind: MoneyBillKind) {
  const info = MONEY_BILL_KIND_INFO[kind];
  const entity = moneyBillEntities[kind];
  await registerCrudRoutes(api, ctx, entity, { own: ['queryById', 'add', 'edit'] });

  api.get(`${info.api}/queryById`, perm(`${info.perm}:list`), async (req) => {
    const { id } = parseInput(idQuerySchema, req.query);
    return ok(await billDetail(ctx, authOf(req), kind, id));
  });

  api.post(`${info.api}/add`, perm(`${info.perm}:add`), async (req) => {
    const auth = authOf(req);
    const { record } = await addBill(ctx, auth, kind, body(req));
    await dropCounts(ctx, entity);
    await publishEntityChange(ctx, entity, 'add', [record], auth);
    await logOperation(ctx, req, auth, OperateType.ADD, `新增${info.title}：${record.billNo}，${record.counterpartyName}，${record.amount}元`);
    return ok(record, '添加成功！');
  });

  const edit = async (req: FastifyRequest) => {
    const auth = authOf(req);
    const { record, before } = await editBill(ctx, auth, kind, body(req));
    await publishEntityChange(ctx, entity, 'edit', [before!, record], auth);
    await logOperation(ctx, req, auth, OperateType.UPDATE, `编辑${info.title}：${record.billNo}`);
    return ok(record, '编辑成功!');
  };
  api.put(`${info.api}/edit`, perm(`${info.perm}:edit`), edit);
  api.post(`${info.api}/edit`, perm(`${info.perm}:edit`), edit);

  for (const action of MONEY_BILL_ACTIONS) {
    api.put(`${info.api}/${action}`, perm(moneyBillActionPerm(kind, action)), async (req) => {
      const auth = authOf(req);
      const input = parseInput(actionSchema, req.body);
      const { record, before } = await moveBill(ctx, auth, kind, action, input);
      await dropCounts(ctx, entity);
      await publishEntityChange(ctx, entity, 'edit', [before!, record], auth);
      if (action === 'done' || action === 'reverse') {
        // The account's flow got a line: open flow lists read again.
        await dropCounts(ctx, moneyFlowEntity);
        await publishEntityChange(ctx, moneyFlowEntity, 'import', [], auth);
      }
      const label = moneyBillActionLabel(kind, action);
      await logOperation(ctx, req, auth, OperateType.UPDATE, `${info.title}${label}：${record.billNo}${input.reason ? `，原因：${input.reason}` : ''}`);
      return ok(record, `${label}成功！`);
    });
  }
}

/**
 * The money bills' routes (coal-api.md "Finance", docs/finance.md), and two helpers of their form: the
 * counterparty's settlements with money still open (`GET /coal/settlement/outstanding`, for whoever may add the bill
 * of that direction) and the company's own accounts (`GET /coal/moneyBill/companyAccounts`).
 */
export async function moneyBillRoutes(api: FastifyInstance, ctx: AppContext) {
  for (const kind of MONEY_BILL_KINDS) await kindRoutes(api, ctx, kind);

  // 'authenticated' here, the permission in the handler: which one depends on the direction asked for.
  api.get('/coal/settlement/outstanding', { config: { permission: 'authenticated' } }, async (req) => {
    const auth = authOf(req);
    const { counterpartyId, direction } = parseInput(outstandingSchema, req.query);
    const kind: MoneyBillKind = direction === 'sales' ? 'collection' : 'payment';
    await requireOne(auth, [`${MONEY_BILL_KIND_INFO[kind].perm}:add`, `${MONEY_BILL_KIND_INFO[kind].perm}:edit`]);
    if (orgOf(auth.user)) throw noPermission();
    return ok(await outstandingSettlements(ctx.db, auth.tenantId, counterpartyId, direction));
  });

  api.get('/coal/moneyBill/companyAccounts', { config: { permission: 'authenticated' } }, async (req) => {
    const auth = authOf(req);
    await requireOne(auth, [...MONEY_BILL_KINDS.flatMap((k) => [`${MONEY_BILL_KIND_INFO[k].perm}:add`, `${MONEY_BILL_KIND_INFO[k].perm}:edit`]), `${MONEY_FLOW_PERM}:list`]);
    if (orgOf(auth.user)) throw noPermission();
    const rows = await companyAccounts(ctx.db, auth.tenantId);
    return ok(rows.map(({ id, holder, bankName, accountNo }): CompanyAccount => ({ id, holder, bankName, accountNo })));
  });
}
