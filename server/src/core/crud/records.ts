import type { FieldMeta } from '@meiyun/shared';
import { fmtTime } from '../http/dates';
import type { ApiRecord, EntityBinding } from './binding';

function formatValue(f: FieldMeta, v: unknown): unknown {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return f.type === 'date' ? fmtTime(v)?.slice(0, 10) : fmtTime(v);
  if (f.type === 'decimal') return String(v);
  return v;
}

const AUDIT = ['createBy', 'createTime', 'updateBy', 'updateTime'] as const;

/** A row read with `binding.readable` as the API shows it: declared fields and audit columns, no secrets. */
export function toApiRecord(b: EntityBinding, row: Record<string, unknown>): ApiRecord {
  const out: ApiRecord = { id: String(row.id) };
  for (const k of AUDIT) if (k in row) out[k] = row[k] instanceof Date ? fmtTime(row[k] as Date) : row[k];
  if (b.delFlag && 'delFlag' in row) out.delFlag = row.delFlag;
  for (const f of b.allFields) {
    if (!f.key || f.meta.secret) continue;
    out[f.meta.name] = formatValue(f.meta, row[f.key]);
  }
  return out;
}
