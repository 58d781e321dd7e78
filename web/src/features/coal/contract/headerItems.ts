import { contractMeta, parseDecimal, type FieldMeta } from '@meiyun/shared';
import { formatThousands } from '../../../components/number/formatNumber';

/**
 * The contract header as the detail's description list reads it: every declared field but the ids behind
 * names (合同对方 is shown by its name as signed, 供应商/客户 are the same party again) and the attachments (shown
 * as files); dictionary fields by their text, amounts and tonnes grouped, the tax rate as a percentage.
 */
const HIDDEN = new Set(['counterpartyId', 'supplierId', 'consumerId', 'attachments', 'status']);

export const DETAIL_FIELDS: FieldMeta[] = contractMeta.fields.filter((f) => !HIDDEN.has(f.name));

export function headerText(field: FieldMeta, record: Record<string, unknown>): string {
  const dictText = record[`${field.name}_dictText`];
  if (typeof dictText === 'string' && dictText) return dictText;
  const v = record[field.name];
  if (v === null || v === undefined || v === '') return '—';
  if (field.name === 'taxRate') {
    const d = parseDecimal(v);
    return d ? `${d.times(100).toFixed()}%` : String(v);
  }
  if (field.type === 'decimal') return formatThousands(v as string | number, field.scale === 4 ? undefined : field.scale);
  return String(v);
}

export interface HeaderItem {
  key: string;
  label: string;
  text: string;
  /** Long texts (the remark) take a whole line. */
  wide: boolean;
}

export const headerItems = (record: Record<string, unknown>): HeaderItem[] =>
  DETAIL_FIELDS.map((f) => ({ key: f.name, label: f.label, text: headerText(f, record), wide: f.type === 'text' }));
