import { allocateInvoice, invoiceFigureProblems, moneyValue, type InvoiceCandidate, type InvoiceFigureField } from '@meiyun/shared';

/** What the form's tax check says about the figures typed so far: nothing until all three are there. */
export function liveFigureCheck(v: { amountExclTax?: unknown; tax?: unknown; total?: unknown; taxRate?: unknown }): { ok: boolean; problems: Partial<Record<InvoiceFigureField, string>> } | null {
  const typed = (x: unknown) => x !== undefined && x !== null && String(x).trim() !== '';
  if (!typed(v.amountExclTax) || !typed(v.tax) || !typed(v.total) || !typed(v.taxRate)) return null;
  const problems: Partial<Record<InvoiceFigureField, string>> = {};
  for (const p of invoiceFigureProblems({ amountExclTax: String(v.amountExclTax).trim(), tax: String(v.tax).trim(), total: String(v.total).trim(), taxRate: v.taxRate })) problems[p.field] ??= p.message;
  return { ok: Object.keys(problems).length === 0, problems };
}

/**
 * The split the server will make (the default allocation): the total over the settlements in the order they were
 * ticked, each up to what it has left to invoice. `over` when the total is more than they have left together.
 */
export function allocationPreview(total: unknown, candidates: readonly InvoiceCandidate[], chosen: readonly string[]): { amounts: Map<string, string>; over: boolean; open: string } {
  const byId = new Map(candidates.map((c) => [c.id, c]));
  const picked = chosen.map((id) => byId.get(id)).filter((c): c is InvoiceCandidate => !!c);
  const open = picked.reduce((s, c) => s + Math.round(Number(c.open) * 100), 0);
  const t = moneyValue(typeof total === 'string' ? total.trim() : total);
  if (!t || !picked.length) return { amounts: new Map(), over: false, open: (open / 100).toFixed(2) };
  const lines = allocateInvoice(t, picked.map((c) => ({ id: c.id, open: c.open })));
  return { amounts: new Map((lines ?? []).map((l) => [l.settlementId, l.amount])), over: lines === null, open: (open / 100).toFixed(2) };
}

/** Ticked keys in the order they were ticked: kept ones stay where they were, new ones go last. */
export function tickOrder(before: readonly string[], now: readonly string[]): string[] {
  const set = new Set(now);
  return [...before.filter((k) => set.has(k)), ...now.filter((k) => !before.includes(k))];
}
