import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SETTLEMENT_ACTIONS, SETTLEMENT_TRANSITIONS, settlementActionPerm, type SettlementAction } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { authOf, type RequestAuth } from '../../../core/auth/guard';
import { logOperation } from '../../../core/crud/audit';
import { registerCrudRoutes, type ApiRecord } from '../../../core/crud/index';
import { dropCounts } from '../../../core/crud/counts';
import { loadOne } from '../../../core/crud/service';
import { ok } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { OperateType } from '../../../core/oplog/writer';
import { publishEntityChange } from '../../../core/realtime/entity-changes';
import { transitionSettlement } from './actions';
import { settlementDetail } from './detail';
import { settlementEntity } from './entity';
import { actionSchema, draftSchema, editSchema, idQuerySchema, rejectSchema, voidSchema } from './schema';
import { draftSettlement, editSettlement, previewSettlement } from './service';

const perm = (code: string) => ({ config: { permission: code } }) as const;

const schemaOf = (a: SettlementAction) => (a === 'reject' ? rejectSchema : a === 'void' ? voidSchema : actionSchema);

/**
 * `/coal/settlement/*` (coal-api.md "Settlement", docs/settlement.md): the kit's list and export; the whole sheet
 * (`queryById`), the preview and the draft, a draft's deductions (`edit`), and the review chain, reject and void.
 * After each write commits, the open lists hear of it (live lists) and the operation log keeps it.
 */
export async function settlementRoutes(api: FastifyInstance, ctx: AppContext) {
  await registerCrudRoutes(api, ctx, settlementEntity, { own: ['queryById'] });

  const changed = async (auth: RequestAuth, kind: 'add' | 'edit', id: string, before?: ApiRecord) => {
    const record = await loadOne(ctx, settlementEntity, auth, id);
    await dropCounts(ctx, settlementEntity);
    await publishEntityChange(ctx, settlementEntity, kind, before ? [before, record] : [record], auth);
    return record;
  };

  api.get('/coal/settlement/queryById', perm('coal:settlement:list'), async (req) => {
    const { id } = parseInput(idQuerySchema, req.query);
    return ok(await settlementDetail(ctx, authOf(req), id));
  });

  api.post('/coal/settlement/preview', perm(settlementActionPerm('draft')), async (req) => {
    return ok(await previewSettlement(ctx, authOf(req), parseInput(draftSchema, req.body)));
  });

  api.post('/coal/settlement/draft', perm(settlementActionPerm('draft')), async (req) => {
    const auth = authOf(req);
    const id = await draftSettlement(ctx, auth, parseInput(draftSchema, req.body));
    const record = await changed(auth, 'add', id);
    await logOperation(ctx, req, auth, OperateType.ADD, `起草结算单：${record.settlementNo}（${record.contractNo}，${record.periodFrom} 至 ${record.periodTo}）`);
    return ok(await settlementDetail(ctx, auth, id), '结算单已起草');
  });

  const edit = async (req: FastifyRequest) => {
    const auth = authOf(req);
    const input = parseInput(editSchema, req.body);
    const before = await loadOne(ctx, settlementEntity, auth, input.id);
    await editSettlement(ctx, auth, input);
    await changed(auth, 'edit', input.id, before);
    await logOperation(ctx, req, auth, OperateType.UPDATE, `修改结算单：${before.settlementNo}`);
    return ok(await settlementDetail(ctx, auth, input.id), '编辑成功!');
  };
  api.put('/coal/settlement/edit', perm(settlementActionPerm('edit')), edit);
  api.post('/coal/settlement/edit', perm(settlementActionPerm('edit')), edit);

  for (const action of SETTLEMENT_ACTIONS) {
    api.put(`/coal/settlement/${action}`, perm(settlementActionPerm(action)), async (req) => {
      const auth = authOf(req);
      const raw = parseInput(schemaOf(action), req.body) as { id: string; rev?: number | null; remark?: string | null; reason?: string };
      const before = await loadOne(ctx, settlementEntity, auth, raw.id);
      await transitionSettlement(ctx, auth, action, { id: raw.id, rev: raw.rev, remark: action === 'void' ? raw.reason : raw.remark });
      await changed(auth, 'edit', raw.id, before);
      const why = action === 'void' ? raw.reason : raw.remark;
      await logOperation(ctx, req, auth, OperateType.UPDATE, `结算单${SETTLEMENT_TRANSITIONS[action].label}：${before.settlementNo}${why ? `，${action === 'void' ? '原因' : '意见'}：${why}` : ''}`);
      return ok(await settlementDetail(ctx, auth, raw.id), SETTLEMENT_TRANSITIONS[action].done);
    });
  }
}
