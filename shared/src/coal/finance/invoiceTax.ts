import { dec, money, parseDecimal, round2, type Dec } from '../decimal';

/**
 * The tax arithmetic of an invoice (coal-api.md "Finance"), run by the form as the clerk types and by the server
 * again on entry. Money is a decimal string of at most 2 places; the reply always has 2.
 *
 * - 价税合计 = 金额 + 税额, exactly to the fen: the three figures printed on an invoice always add up.
 * - 税额 = round2(金额 × 税率) within `TAX_TOLERANCE` (¥0.06). We are given the invoice's totals, not its lines, and a
 *   tax office's software rounds the tax per line, so a several-line invoice may differ from the total's own rounding
 *   by half a fen per line. The 税控开票 software itself accepts up to ¥0.06 of difference on a line; a coal invoice is
 *   one line per coal type, so a difference above ¥0.06 is a mistyped figure, not rounding. At a rate of 0 (免税) the tax
 *   is 0 exactly.
 * - 税率 one of 13 %, 9 %, 6 %, 3 %, 1 %, 0.
 */
export const INVOICE_TAX_RATES = ['0.13', '0.09', '0.06', '0.03', '0.01', '0'] as const;
export const INVOICE_TAX_RATE_ITEMS: [string, string][] = INVOICE_TAX_RATES.map((r) => [r, `${dec(r).times(100).toFixed()}%`]);
export const TAX_TOLERANCE = '0.06';

/** At most 2 places, no sign, no exponent: what a clerk copies from an invoice. */
const MONEY_TEXT = /^\d{1,16}(\.\d{1,2})?$/;

export type InvoiceFigureField = 'amountExclTax' | 'tax' | 'total' | 'taxRate';
export interface InvoiceFigureProblem {
  field: InvoiceFigureField;
  message: string;
}

export interface InvoiceFigures {
  amountExclTax: unknown;
  tax: unknown;
  total: unknown;
  taxRate: unknown;
}

const LABELS: Record<InvoiceFigureField, string> = { amountExclTax: '金额(不含税)', tax: '税额', total: '价税合计', taxRate: '税率' };

/** A money figure as typed (string or number) when it is one, else null. */
export function moneyValue(raw: unknown): Dec | null {
  const s = typeof raw === 'number' ? (Number.isFinite(raw) ? String(raw) : '') : typeof raw === 'string' ? raw.trim() : '';
  return MONEY_TEXT.test(s) ? dec(s) : null;
}

/** The rate as one of INVOICE_TAX_RATES ("0.13", 0.13, "0.130"), or null. */
export function invoiceTaxRate(raw: unknown): Dec | null {
  const v = parseDecimal(raw);
  return v && INVOICE_TAX_RATES.some((r) => v.eq(r)) ? v : null;
}

/** The tax the excl.-tax amount implies at the rate, to the fen (half up). */
export const expectedTax = (amountExclTax: Dec | string, taxRate: Dec | string): Dec => round2(dec(amountExclTax).times(dec(taxRate)));

/**
 * What is wrong with an invoice's figures, each problem on its field, in Chinese; none when they agree. Missing or
 * malformed figures are named first; the sums only once all four are there.
 */
export function invoiceFigureProblems(f: InvoiceFigures): InvoiceFigureProblem[] {
  const problems: InvoiceFigureProblem[] = [];
  const values: Partial<Record<InvoiceFigureField, Dec>> = {};
  for (const field of ['amountExclTax', 'tax', 'total'] as const) {
    const raw = f[field];
    if (raw === undefined || raw === null || raw === '') {
      problems.push({ field, message: `请输入${LABELS[field]}` });
      continue;
    }
    const v = moneyValue(raw);
    if (!v) problems.push({ field, message: `${LABELS[field]}应为不小于0、最多两位小数的金额` });
    else values[field] = v;
  }
  let rate: Dec | null = null;
  if (f.taxRate === undefined || f.taxRate === null || f.taxRate === '') problems.push({ field: 'taxRate', message: '请选择税率' });
  else if (!(rate = invoiceTaxRate(f.taxRate))) problems.push({ field: 'taxRate', message: '税率应为13%、9%、6%、3%、1%或0' });
  const { amountExclTax: excl, tax, total } = values;
  if (total && total.isZero()) problems.push({ field: 'total', message: '价税合计须大于0' });
  if (excl && tax && total && !excl.plus(tax).eq(total)) problems.push({ field: 'total', message: `价税合计应等于金额加税额：${money(excl)} + ${money(tax)} = ${money(excl.plus(tax))}` });
  if (excl && tax && rate) {
    const want = expectedTax(excl, rate);
    const off = tax.minus(want).abs();
    if (rate.isZero() ? !tax.isZero() : off.gt(TAX_TOLERANCE))
      problems.push({ field: 'tax', message: `税额与金额×税率不符：${money(excl)} × ${rate.times(100).toFixed()}% = ${money(want)}，相差${money(off)}元${rate.isZero() ? '' : `（允许误差${TAX_TOLERANCE}元）`}` });
  }
  return problems;
}

/**
 * A tax-inclusive total split as a settlement splits it (coal-api.md "Settlement"): tax = round2(total × rate /
 * (1 + rate)), amount excl. tax = total − tax, so the two add up to the total exactly. What the form fills in from 价税合计.
 */
export function splitTotal(total: Dec | string, taxRate: Dec | string): { amountExclTax: string; tax: string } {
  const t = dec(total);
  const r = dec(taxRate);
  const tax = round2(t.times(r).dividedBy(r.plus(1)));
  return { amountExclTax: money(t.minus(tax)), tax: money(tax) };
}

/**
 * The number and code of an invoice: a paper or old electronic invoice has an 8-digit number and a 10- or 12-digit
 * code; a 全电发票 (fully digital) has a 20-digit number and no code. Null when they fit.
 */
export function invoiceNumberProblem(code: string | null | undefined, number: string | null | undefined): { field: 'invoiceCode' | 'invoiceNumber'; message: string } | null {
  const n = (number ?? '').trim();
  const c = (code ?? '').trim();
  if (!n) return { field: 'invoiceNumber', message: '请输入发票号码' };
  if (/^\d{20}$/.test(n)) return c ? { field: 'invoiceCode', message: '全电发票（20位号码）没有发票代码，请清空发票代码' } : null;
  if (!/^\d{8}$/.test(n)) return { field: 'invoiceNumber', message: '发票号码应为8位数字，全电发票为20位数字' };
  if (!c) return { field: 'invoiceCode', message: '8位号码的发票须填写10位或12位发票代码' };
  if (!/^(\d{10}|\d{12})$/.test(c)) return { field: 'invoiceCode', message: '发票代码应为10位或12位数字' };
  return null;
}

export interface InvoiceOpenSettlement {
  id: string;
  /** What is left to invoice: totalAmount − invoicedAmount. */
  open: Dec | string;
}

/**
 * The default split of an invoice's total over the settlements chosen, in the order chosen: each takes up to what is
 * left to invoice on it, until the total is used. A settlement left with nothing gets no line. Null when the total is
 * more than all of them have left.
 */
export function allocateInvoice(total: Dec | string, settlements: readonly InvoiceOpenSettlement[]): { settlementId: string; amount: string }[] | null {
  let rest = dec(total);
  const out: { settlementId: string; amount: string }[] = [];
  for (const s of settlements) {
    if (rest.lte(0)) break;
    const open = dec(s.open);
    if (open.lte(0)) continue;
    const take = open.lt(rest) ? open : rest;
    out.push({ settlementId: s.id, amount: money(take) });
    rest = rest.minus(take);
  }
  return rest.gt(0) ? null : out;
}
