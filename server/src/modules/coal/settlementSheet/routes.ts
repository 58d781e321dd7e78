import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { settlementActionPerm } from '@meiyun/shared';
import { z } from 'zod';
import type { AppContext } from '../../../core/context';
import { authOf, type RequestAuth } from '../../../core/auth/guard';
import { contentDisposition, downloadName } from '../../../core/crud/export';
import { parseInput } from '../../../core/http/validate';
import { renderSheet, sendPdf } from '../../../core/pdf/index';
import { tenantName } from '../../../core/tenancy/tenant-name';
import { coalMaterial } from '../material/table';
import { settlementDetail } from '../settlement/detail';
import { recordSettlementEvent } from '../settlement/events';
import { countSettlementPrint } from './printCount';
import { settlementSheet } from './sheet';
import { settlementWorkbook } from './workbook';

/** The permission of 打印结算单 and 导出Excel. */
export const SETTLEMENT_PRINT_PERM = settlementActionPerm('print');

/** `?id=&paper=`: the settlement sheet is A4 alone (`a4` or `A4`, or nothing). */
const sheetQuery = z.object({
  id: z.string('id不能为空').min(1, 'id不能为空').max(64, 'id过长'),
  paper: z
    .string('纸张格式不正确')
    .refine((v) => v.toUpperCase() === 'A4', '结算单只能打印在A4纸上')
    .optional(),
});

const printedBy = (auth: RequestAuth) => auth.user.realname || auth.user.username;

async function materialName(ctx: AppContext, id: string): Promise<string> {
  const [m] = await ctx.db.select({ name: coalMaterial.name }).from(coalMaterial).where(eq(coalMaterial.id, id));
  return m?.name ?? '';
}

/**
 * `GET /coal/settlement/print?id=&paper=a4` → the 煤炭结算单 as PDF, and `GET /coal/settlement/exportSheet?id=` → the
 * same figures as xlsx (docs/settlement-sheet.md). The settlement is read as queryById reads it (tenant and
 * organisation), so another's answers 未找到对应数据. A print is counted, and written on the timeline, in the same
 * transaction as it is laid out: a print that fails to render is neither.
 */
export async function settlementSheetRoutes(api: FastifyInstance, ctx: AppContext) {
  api.get('/coal/settlement/print', { config: { permission: SETTLEMENT_PRINT_PERM } }, async (req, reply) => {
    const auth = authOf(req);
    const { id } = parseInput(sheetQuery, req.query);
    const d = await settlementDetail(ctx, auth, id);
    const [company, material] = await Promise.all([tenantName(ctx.db, auth.tenantId), materialName(ctx, d.materialId)]);
    const pdf = await ctx.db.transaction(async (tx) => {
      const printNo = await countSettlementPrint(tx, id, auth.tenantId);
      await recordSettlementEvent(tx, { tenantId: auth.tenantId, settlementId: id, kind: 'print', remark: `第 ${printNo} 次打印`, by: { username: auth.user.username, realname: auth.user.realname } });
      return renderSheet(settlementSheet(d, { company, materialName: material, printNo, printedBy: printedBy(auth), printedAt: new Date() }));
    });
    return sendPdf(reply, pdf, `结算单-${d.settlementNo}`);
  });

  api.get('/coal/settlement/exportSheet', { config: { permission: SETTLEMENT_PRINT_PERM } }, async (req, reply) => {
    const auth = authOf(req);
    const { id } = parseInput(sheetQuery.pick({ id: true }), req.query);
    const d = await settlementDetail(ctx, auth, id);
    const [company, material] = await Promise.all([tenantName(ctx.db, auth.tenantId), materialName(ctx, d.materialId)]);
    const xlsx = await settlementWorkbook(d, company, material);
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', contentDisposition(downloadName(`结算单-${d.settlementNo}`, '结算单')))
      .header('cache-control', 'private, no-store')
      .send(xlsx);
  });
}
