import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { coalBillVerifyLink } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { authOf, type RequestAuth } from '../../../core/auth/guard';
import { loadOne } from '../../../core/crud/service';
import { parseInput } from '../../../core/http/validate';
import { printQuerySchema, renderSheet, sendPdf, type PaperName } from '../../../core/pdf/index';
import { coalBillEntity } from '../coalBill/entity';
import { coalBill } from '../coalBill/table';
import { qrPng } from '../pickupOrder/qr';
import { weighingEntity } from '../weighing/entity';
import { coalWeighing } from '../weighing/table';
import { billSheet } from './billSheet';
import { clerkNames, counterpartyName, deductionsOf, scaleNames } from './facts';
import { tenantName } from '../../../core/tenancy/tenant-name';
import { countPrint } from './printCount';
import { weighingSheet } from './weighingSheet';

/** The permissions of 打印 on the weighing list and the coal-bill list. */
export const WEIGHING_PRINT_PERM = 'coal:weighing:print';
export const COAL_BILL_PRINT_PERM = 'coal:coalBill:print';

const printedBy = (auth: RequestAuth) => auth.user.realname || auth.user.username;
const origin = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/**
 * `GET /coal/weighing/print?id=&paper=` → 磅单 and `GET /coal/coalBill/print?id=&paper=` → 电子煤票, as PDF on the
 * 241 mm half sheet unless `paper=A4`. Each record is read as its queryById reads it (tenant and organisation), so
 * another's answers 未找到对应数据. A weighing's print is counted in the same request (its `print_count`).
 */
export async function weighPrintRoutes(api: FastifyInstance, ctx: AppContext) {
  api.get('/coal/weighing/print', { config: { permission: WEIGHING_PRINT_PERM } }, async (req, reply) => {
    const auth = authOf(req);
    const { id, paper } = parseInput(printQuerySchema, req.query);
    const w = await loadOne(ctx, weighingEntity, auth, id);
    const [company, counterparty, deductions, clerks, scales] = await Promise.all([
      tenantName(ctx.db, auth.tenantId),
      counterpartyName(ctx.db, w),
      deductionsOf(ctx.db, id),
      clerkNames(ctx.db, [w.tareBy, w.grossBy]),
      scaleNames(ctx.db, [w.tareScaleId, w.grossScaleId]),
    ]);
    // Counted and laid out in one transaction: a print that fails to render is not counted.
    const pdf = await ctx.db.transaction(async (tx) => {
      const printNo = await countPrint(tx, id, auth.tenantId);
      const sheet = weighingSheet(w, { company, counterparty, deductions, clerkNames: clerks, scaleNames: scales, printNo, printedBy: printedBy(auth), printedAt: new Date(), paper: (paper as PaperName | undefined) ?? 'half241' });
      return renderSheet(sheet);
    });
    return sendPdf(reply, pdf, `磅单-${String(w.weighNo)}`);
  });

  api.get('/coal/coalBill/print', { config: { permission: COAL_BILL_PRINT_PERM } }, async (req, reply) => {
    const auth = authOf(req);
    const { id, paper } = parseInput(printQuerySchema, req.query);
    const b = await loadOne(ctx, coalBillEntity, auth, id);
    // The bill keeps its pickup order's id; its weighing (same organisations, copied at issue) has the number.
    const [row] = await ctx.db
      .select({ validUntil: coalBill.validUntil, pickupOrderNo: coalWeighing.pickupOrderNo })
      .from(coalBill)
      .leftJoin(coalWeighing, eq(coalWeighing.id, coalBill.weighingId))
      .where(eq(coalBill.id, id));
    const now = new Date();
    const sheet = billSheet(b, {
      // The same code and address as GET /coal/coalBill/qr.
      qrPng: await qrPng(`${origin(req)}${coalBillVerifyLink(String(b.qrCode))}`),
      origin: origin(req),
      pickupOrderNo: row?.pickupOrderNo ?? '',
      expired: !!row && now.getTime() > row.validUntil.getTime(),
      printedBy: printedBy(auth),
      printedAt: now,
      paper: (paper as PaperName | undefined) ?? 'half241',
    });
    return sendPdf(reply, await renderSheet(sheet), `电子煤票-${String(b.billNo)}`);
  });
}
