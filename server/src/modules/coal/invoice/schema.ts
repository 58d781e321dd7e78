import { z } from 'zod';
import { INVOICE_DIRECTIONS, INVOICE_KINDS, InvoiceTexts } from '@meiyun/shared';

const id = z.string('id不能为空').min(1, 'id不能为空').max(64, 'id过长');
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written yyyy-MM-dd (2026-02-30 is not one). */
export function isCalendarDate(s: string): boolean {
  const d = new Date(`${s}T00:00:00Z`);
  return DATE.test(s) && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}
const day = (label: string) => z.string(`请选择${label}`).refine(isCalendarDate, `${label}格式应为yyyy-MM-dd`);
const figure = (label: string) => z.string(`请输入${label}`).max(30, `${label}过长`);

/**
 * `POST /coal/invoice/add` (coal-api.md "Finance"). The figures arrive as text (a number is taken as its decimal
 * text) and are checked by invoiceFigureProblems; `settlementIds` as an array or a comma-joined text; `allocations`
 * optional (default: the total over the settlements in order, up to what each has left to invoice).
 */
export const addSchema = z.object({
  direction: z.enum(INVOICE_DIRECTIONS, '进销项应为进项(in)或销项(out)'),
  kind: z.enum(INVOICE_KINDS, '发票种类应为专票(special)或普票(normal)'),
  code: z.string('发票代码应为文本').trim().max(12, '发票代码应为10位或12位数字').nullish(),
  number: z.string('请输入发票号码').trim().max(20, '发票号码应为8位数字，全电发票为20位数字'),
  date: day('开票日期'),
  counterpartyId: z.string('请选择往来单位').min(1, '请选择往来单位').max(64, 'id过长'),
  taxRate: z.string('请选择税率').max(10, '税率应为13%、9%、6%、3%、1%或0'),
  amountExclTax: figure('金额(不含税)'),
  tax: figure('税额'),
  total: figure('价税合计'),
  settlementIds: z.union([z.array(id).max(200, '一张发票最多对应200张结算单'), z.string().max(13000)], InvoiceTexts.settlementsRequired),
  allocations: z.array(z.object({ settlementId: id, amount: figure('分配金额') })).max(200).nullish(),
  remark: z.string('备注应为文本').max(500, '备注最多500个字符').nullish(),
});
export type AddInput = z.output<typeof addSchema>;

export const voidSchema = z.object({ id, reason: z.string(InvoiceTexts.voidReason).trim().min(1, InvoiceTexts.voidReason).max(500, '作废原因最多500个字符') });
export const idQuerySchema = z.object({ id });
export const candidatesSchema = z.object({ counterpartyId: z.string('请选择往来单位').min(1, '请选择往来单位').max(64, 'id过长'), direction: z.enum(INVOICE_DIRECTIONS, '进销项应为进项(in)或销项(out)') });
