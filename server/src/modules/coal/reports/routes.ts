import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { businessToday, reportPerm, ReportTexts, TRIPS_BY, TRIPS_BY_LABELS, type ReportName } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { authOf, type RequestAuth } from '../../../core/auth/guard';
import { logOperation } from '../../../core/crud/audit';
import { BizError, ok } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { OperateType } from '../../../core/oplog/writer';
import { orgOf } from '../../../core/tenancy/index';
import { isCalendarDate } from '../invoice/schema';
import { rebuildWeighingDaily } from './daily';
import { contractProgressXlsx, queueTimesXlsx, tonnageXlsx, tripsXlsx, weighbridgeDailyXlsx } from './export';
import { contractProgressReport, queueTimesReport, tonnageReport, tripsReport, weighbridgeDailyReport } from './service';

const day = (msg: string) => z.string(msg).refine(isCalendarDate, msg);
const direction = z.enum(['sales', 'purchase'], ReportTexts.direction).optional().or(z.literal('').transform(() => undefined));
const id = z.string('id应为文本').max(64, 'id过长');

/** A range of China dates, at most 366 days; `from` defaults to the first of this month, `to` to today. */
const range = z
  .object({ from: day(ReportTexts.from).optional(), to: day(ReportTexts.to).optional() })
  .transform((r) => ({ from: r.from ?? `${businessToday().slice(0, 7)}-01`, to: r.to ?? businessToday() }))
  .refine((r) => r.from <= r.to, ReportTexts.range)
  .refine((r) => (Date.parse(r.to) - Date.parse(r.from)) / 86_400_000 <= 366, ReportTexts.tooLong);

const schemas = {
  tonnage: z.intersection(range, z.object({ group: z.enum(['day', 'month'], ReportTexts.group).default('day'), direction })),
  trips: z.intersection(range, z.object({ by: z.enum(TRIPS_BY, ReportTexts.by).default('carrier') })),
  contractProgress: z.object({ direction }),
  queueTimes: z.intersection(range, z.object({ yardId: id.optional() })),
  weighbridgeDaily: z.object({ day: day(ReportTexts.day).optional(), yardId: z.string(ReportTexts.yard).min(1, ReportTexts.yard).max(64, 'id过长') }),
};

type Handler = (ctx: AppContext, auth: RequestAuth, q: unknown) => Promise<{ data: unknown; xlsx(reply: FastifyReply): Promise<unknown>; what: string }>;

const REPORTS: Record<ReportName, Handler> = {
  tonnage: async (ctx, auth, q) => {
    const p = parseInput(schemas.tonnage, q);
    const data = await tonnageReport(ctx, auth, p);
    return { data, xlsx: (r) => tonnageXlsx(r, data), what: `吨位统计：${p.from}至${p.to}` };
  },
  trips: async (ctx, auth, q) => {
    const p = parseInput(schemas.trips, q);
    const data = await tripsReport(ctx, auth, p);
    return { data, xlsx: (r) => tripsXlsx(r, data), what: `车次统计（按${TRIPS_BY_LABELS[p.by]}）：${p.from}至${p.to}` };
  },
  contractProgress: async (ctx, auth, q) => {
    const p = parseInput(schemas.contractProgress, q);
    const data = await contractProgressReport(ctx, auth, p);
    return { data, xlsx: (r) => contractProgressXlsx(r, data, businessToday()), what: `合同执行进度：${data.rows.length}份合同` };
  },
  queueTimes: async (ctx, auth, q) => {
    const p = parseInput(schemas.queueTimes, q);
    const data = await queueTimesReport(ctx, auth, p);
    return { data, xlsx: (r) => queueTimesXlsx(r, data), what: `排队时长：${p.from}至${p.to}` };
  },
  weighbridgeDaily: async (ctx, auth, q) => {
    const p = parseInput(schemas.weighbridgeDaily, q);
    const data = await weighbridgeDailyReport(ctx, auth, { day: p.day ?? businessToday(), yardId: p.yardId });
    return { data, xlsx: (r) => weighbridgeDailyXlsx(r, data), what: `磅房日报：${data.yardName} ${data.day}` };
  },
};

/**
 * `GET /coal/report/<name>` and `/coal/report/<name>/exportXls` for each weighing report (docs/reports.md), each
 * under its own permission `coal:report:<name>`; `POST /coal/report/rebuildDaily` recomputes the caller tenant's
 * daily sums from the weighings (from/to optional), for operators.
 */
export async function reportRoutes(api: FastifyInstance, ctx: AppContext) {
  for (const name of Object.keys(REPORTS) as ReportName[]) {
    const cfg = { config: { permission: reportPerm(name) } } as const;
    api.get(`/coal/report/${name}`, cfg, async (req) => ok((await REPORTS[name](ctx, authOf(req), req.query)).data));
    api.get(`/coal/report/${name}/exportXls`, cfg, async (req: FastifyRequest, reply) => {
      const auth = authOf(req);
      const r = await REPORTS[name](ctx, auth, req.query);
      await logOperation(ctx, req, auth, OperateType.EXPORT, `导出${r.what}`);
      return r.xlsx(reply);
    });
  }
  const rebuildSchema = z.object({ from: day(ReportTexts.from).optional(), to: day(ReportTexts.to).optional() }).refine((r) => !r.from || !r.to || r.from <= r.to, ReportTexts.range);
  api.post('/coal/report/rebuildDaily', { config: { permission: reportPerm('rebuildDaily') } }, async (req) => {
    const auth = authOf(req);
    if (orgOf(auth.user)) throw new BizError(ReportTexts.staffOnly);
    const p = parseInput(rebuildSchema, req.body ?? {});
    const rows = await rebuildWeighingDaily(ctx.db, auth.tenantId ?? 0, p.from, p.to);
    await logOperation(ctx, req, auth, OperateType.UPDATE, `重算过磅日汇总：${p.from ?? '最早'}至${p.to ?? '最近'}，${rows}行`);
    return ok({ rows });
  });
}
