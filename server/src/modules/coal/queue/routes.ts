import type { FastifyInstance } from 'fastify';
import { QUEUE_BOARD_PERM, queueActionPerm } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import type { RequestAuth } from '../../../core/auth/guard';
import { authOf } from '../../../core/auth/guard';
import { logOperation } from '../../../core/crud/audit';
import { registerCrudRoutes, type ApiRecord } from '../../../core/crud/index';
import { dropCounts } from '../../../core/crud/counts';
import { ok } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { OperateType } from '../../../core/oplog/writer';
import { publishEntityChange } from '../../../core/realtime/entity-changes';
import { pickupOrderEntity } from '../pickupOrder/entity';
import { queueTicketEntity } from './entity';
import { checkInSchema, idSchema, voidSchema, yardSchema } from './schema';
import { boardOf, callNext, checkIn, enterTicket, skipTicket, voidTicket } from './service';
import { boardLinkInfo, issueBoardLink } from './boardLink';
import { publishQueueYards } from './boardFeed';
import { queuePublicRoutes } from './publicRoutes';

const perm = (code: string) => ({ config: { permission: code } }) as const;
const LIST = 'coal:queue:list';

/**
 * `/coal/queue/*` (coal-api.md "Queue and weighbridge"): the kit's list, queryById and export; check-in, call,
 * enter, skip (过号), void and the live board; the yard's board link; the public pages' routes (publicRoutes.ts).
 * Each ticket is read in the caller's tenant and organisation; every change is published to open lists, boards and
 * drivers' phones.
 */
export async function queueRoutes(api: FastifyInstance, ctx: AppContext) {
  await registerCrudRoutes(api, ctx, queueTicketEntity);

  const changed = async (auth: RequestAuth, kind: 'add' | 'edit', records: ApiRecord[]) => {
    await dropCounts(ctx, queueTicketEntity);
    await publishEntityChange(ctx, queueTicketEntity, kind, records, auth);
    await publishQueueYards(ctx, records.map((r) => r.yardId as string | undefined));
  };

  api.post('/coal/queue/checkIn', perm(queueActionPerm('checkIn')), async (req) => {
    const auth = authOf(req);
    const record = await checkIn(ctx, auth, parseInput(checkInSchema, req.body));
    await changed(auth, 'add', [record]);
    await dropCounts(ctx, pickupOrderEntity);
    await publishEntityChange(ctx, pickupOrderEntity, 'edit', [{ id: String(record.pickupOrderId), carrierId: record.carrierId, consumerId: record.consumerId, supplierId: record.supplierId }], auth);
    await logOperation(ctx, req, auth, OperateType.ADD, `排队签到：${record.plateNo}（${record.queueNo}号）`);
    return ok(record, `签到成功，排队号${record.queueNo}`);
  });

  api.put('/coal/queue/call', perm(queueActionPerm('call')), async (req) => {
    const auth = authOf(req);
    const { yardId } = parseInput(yardSchema, req.body);
    const record = await callNext(ctx, auth, yardId);
    await changed(auth, 'edit', [record]);
    await logOperation(ctx, req, auth, OperateType.UPDATE, `叫号：${record.queueNo}号 ${record.plateNo}`);
    return ok(record, `请${record.queueNo}号 ${record.plateNo} 进场`);
  });

  for (const [action, run, label] of [
    ['enter', enterTicket, '进场'],
    ['skip', skipTicket, '过号'],
  ] as const) {
    api.put(`/coal/queue/${action}`, perm(queueActionPerm(action)), async (req) => {
      const auth = authOf(req);
      const { id } = parseInput(idSchema, req.body);
      const { record, before } = await run(ctx, auth, id);
      await changed(auth, 'edit', [before, record]);
      await logOperation(ctx, req, auth, OperateType.UPDATE, `排队${label}：${record.plateNo}（${record.queueNo}号）`);
      return ok(record, `${label}成功！`);
    });
  }

  api.put('/coal/queue/void', perm(queueActionPerm('void')), async (req) => {
    const auth = authOf(req);
    const { id, reason } = parseInput(voidSchema, req.body);
    const { record, before } = await voidTicket(ctx, auth, id, reason);
    await changed(auth, 'edit', [before, record]);
    await logOperation(ctx, req, auth, OperateType.UPDATE, `作废排队记录：${record.plateNo}（${record.queueNo}号）`);
    return ok(record, '作废成功！');
  });

  api.get('/coal/queue/board', perm(LIST), async (req) => {
    const { yardId } = parseInput(yardSchema, req.query);
    return ok(await boardOf(ctx, authOf(req), yardId));
  });

  api.get('/coal/queue/boardLink', perm(QUEUE_BOARD_PERM), async (req) => {
    const { yardId } = parseInput(yardSchema, req.query);
    return ok(await boardLinkInfo(ctx, authOf(req), yardId));
  });

  api.post('/coal/queue/boardLink', perm(QUEUE_BOARD_PERM), async (req) => {
    const auth = authOf(req);
    const { yardId } = parseInput(yardSchema, req.body);
    const link = await issueBoardLink(ctx, auth, yardId);
    // The yard's open boards hear it and those on the old link are closed.
    await publishQueueYards(ctx, [yardId]);
    await logOperation(ctx, req, auth, OperateType.UPDATE, `生成排队看板链接：货场 ${yardId}`);
    return ok(link, '看板链接已生成，原链接已失效');
  });

  await queuePublicRoutes(api, ctx);
}
