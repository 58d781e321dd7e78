import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { QueuePublicTexts, queueOutsideFence, ResultCode, type PublicQueueBoard } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { dropCounts } from '../../../core/crud/counts';
import { ok, BizError } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { publishEntityChange } from '../../../core/realtime/entity-changes';
import { coalFreightYard } from '../freightYard/table';
import { pickupOrderEntity } from '../pickupOrder/entity';
import { currentBoardHash, yardOfBoardToken } from './boardLink';
import { createQueueFeed, publishQueueYards, StaleLink } from './boardFeed';
import { queueTicketEntity } from './entity';
import { boardOfLine, driverView, lineTickets, pickupOfToken, publicBoard, viewFromLine, type LineTickets } from './publicView';
import { positionSchema, PUBLIC_TOKEN } from './schema';
import { checkInOrder, yardLine } from './service';
import { coalQueueTicket } from './table';
import { createThrottle } from './throttle';
import { fencesOfYard, outsideFencesM } from './yardFence';

const PUBLIC = { permission: 'public' } as const;
type TokenParams = { Params: { token: string } };

/**
 * What every socket of a yard shares per push, read once: the board, the link's hash the board sockets must still
 * hold, and the called and waiting tickets by pickup order for the phones.
 */
interface YardShared {
  hash: string | null;
  board: PublicQueueBoard | null;
  line: LineTickets;
}

/**
 * The queue's pages without sign-in (docs/queue.md "Public pages"): the yard's big-screen board by its board token,
 * the driver's phone page by the pickup order's token. Both read a yard's tickets, push every change over a
 * socket, and answer nothing but plate, number, status, position and times. Throttled per address (and check-in
 * per link).
 */
export async function queuePublicRoutes(api: FastifyInstance, ctx: AppContext) {
  const reads = createThrottle(120, 60_000);
  const sockets = createThrottle(30, 60_000);
  const checkIns = createThrottle(10, 60_000);
  const checkInsOfLink = createThrottle(5, 60_000);
  const limit = (t: ReturnType<typeof createThrottle>, key: string) => {
    if (!t.allow(key)) throw new BizError(QueuePublicTexts.tooMany, ResultCode.ERROR, null, 429);
  };
  const tokenOf = (req: FastifyRequest<TokenParams>, invalid: string) => {
    const { token } = req.params;
    if (!PUBLIC_TOKEN.test(token)) throw new BizError(invalid);
    return token;
  };

  const feed = createQueueFeed<YardShared>(ctx.bus, async (yardId) => {
    const [yard] = await ctx.db.select({ tenantId: coalFreightYard.tenantId, name: coalFreightYard.name, delFlag: coalFreightYard.delFlag }).from(coalFreightYard).where(eq(coalFreightYard.id, yardId));
    const hash = await currentBoardHash(ctx.db, yardId);
    if (!yard || yard.tenantId === null || yard.delFlag !== 0) return { hash: null, board: null, line: new Map() };
    const line = await yardLine(ctx.db, yard.tenantId, yardId);
    return { hash, board: hash ? boardOfLine(line, yard.name) : null, line: lineTickets(line) };
  });
  api.addHook('onClose', async () => feed.close());

  api.get<TokenParams>('/coal/queue/public/board/:token', { config: PUBLIC }, async (req) => {
    limit(reads, req.ip);
    const b = await yardOfBoardToken(ctx.db, tokenOf(req, QueuePublicTexts.boardInvalid));
    return ok(await publicBoard(ctx.db, b.tenantId, b.yardId, b.yardName));
  });

  const boardOfSocket = new WeakMap<FastifyRequest, Awaited<ReturnType<typeof yardOfBoardToken>>>();
  api.get<TokenParams>(
    '/coal/queue/public/board/:token/socket',
    {
      websocket: true,
      config: PUBLIC,
      preValidation: async (req) => {
        limit(sockets, req.ip);
        boardOfSocket.set(req, await yardOfBoardToken(ctx.db, tokenOf(req, QueuePublicTexts.boardInvalid)));
      },
    },
    (socket, req) => {
      const b = boardOfSocket.get(req)!;
      void feed.attach(b.yardId, {
        socket,
        frame: async (shared) => {
          if (shared.hash !== b.tokenHash || !shared.board) throw new StaleLink();
          return JSON.stringify({ type: 'board', board: shared.board });
        },
      });
    },
  );

  api.get<TokenParams>('/coal/queue/public/pickup/:token', { config: PUBLIC }, async (req) => {
    limit(reads, req.ip);
    return ok(await driverView(ctx.db, tokenOf(req, QueuePublicTexts.pickupInvalid)));
  });

  const orderOfSocket = new WeakMap<FastifyRequest, { token: string; yardId: string; orderId: string }>();
  api.get<TokenParams>(
    '/coal/queue/public/pickup/:token/socket',
    {
      websocket: true,
      config: PUBLIC,
      preValidation: async (req) => {
        limit(sockets, req.ip);
        const token = tokenOf(req, QueuePublicTexts.pickupInvalid);
        const order = await pickupOfToken(ctx.db, token);
        orderOfSocket.set(req, { token, yardId: order.yardId, orderId: order.id });
      },
    },
    (socket, req) => {
      const { token, yardId, orderId } = orderOfSocket.get(req)!;
      let lastView: Awaited<ReturnType<typeof driverView>> | null = null;
      let last = '';
      void feed.attach(yardId, {
        socket,
        // A truck in the line is answered from the yard's read; one not yet in it, or past it, reads its own.
        frame: async (shared) => {
          const view = (lastView && viewFromLine(lastView, orderId, shared.line)) || (await driverView(ctx.db, token));
          lastView = view;
          const text = JSON.stringify({ type: 'pickup', view: { ...view, serverTime: '' } });
          if (text === last) return null;
          last = text;
          return JSON.stringify({ type: 'pickup', view });
        },
      });
    },
  );

  /**
   * 签到排队 from the driver's phone: the phone's position must lie inside one of the yard's enabled fences (a yard
   * without a fence cannot be checked in from a phone: the driver goes to the yard's window); then the same
   * check-in as the clerk's, in its one transaction.
   */
  api.post<TokenParams>('/coal/queue/public/pickup/:token/checkIn', { config: PUBLIC }, async (req) => {
    limit(checkIns, req.ip);
    const token = tokenOf(req, QueuePublicTexts.pickupInvalid);
    limit(checkInsOfLink, token);
    const { lng, lat } = parseInput(positionSchema, req.body);
    const order = await pickupOfToken(ctx.db, token);
    const fences = await fencesOfYard(ctx.db, order.tenantId, order.yardId);
    if (!fences.length) throw new BizError(QueuePublicTexts.noFence);
    const off = outsideFencesM(fences, [lng, lat]);
    if (off > 0) throw new BizError(queueOutsideFence(off));
    const id = await checkInOrder(ctx, order.tenantId, order.id, 'driver');
    const [ticket] = await ctx.db
      .select({ id: coalQueueTicket.id, queueNo: coalQueueTicket.queueNo, yardId: coalQueueTicket.yardId, carrierId: coalQueueTicket.carrierId, consumerId: coalQueueTicket.consumerId, supplierId: coalQueueTicket.supplierId })
      .from(coalQueueTicket)
      .where(eq(coalQueueTicket.id, id));
    const author = { tenantId: order.tenantId };
    await dropCounts(ctx, queueTicketEntity);
    await dropCounts(ctx, pickupOrderEntity);
    await publishEntityChange(ctx, queueTicketEntity, 'add', [ticket], author);
    await publishEntityChange(ctx, pickupOrderEntity, 'edit', [{ id: order.id, carrierId: order.carrierId, consumerId: order.consumerId, supplierId: order.supplierId }], author);
    await publishQueueYards(ctx, [ticket.yardId]);
    return ok(await driverView(ctx.db, token), `签到成功，排队号${ticket.queueNo}`);
  });
}
