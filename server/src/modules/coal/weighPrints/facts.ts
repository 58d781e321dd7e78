import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../core/db/client';
import type { ApiRecord } from '../../../core/crud/index';
import { sysUser } from '../../../core/db/schema/index';
import { coalConsignee } from '../consignee/table';
import { coalScale } from '../scale/table';
import { coalSupplier } from '../supplier/table';
import { coalWeighingDeduction } from '../weighing/table';
import type { PrintedDeduction } from './weighingSheet';

// The names a printed sheet shows that its record keeps only as ids or usernames. Every id here comes from a
// record the caller was already allowed to read (loaded as queryById loads it), never from the request.

/** 收货单位 of a sale, 供应商 of a purchase. */
export async function counterpartyName(db: Db, w: ApiRecord): Promise<string> {
  if (w.direction === 'purchase') {
    if (!w.supplierId) return '';
    const [s] = await db.select({ name: coalSupplier.name }).from(coalSupplier).where(eq(coalSupplier.id, String(w.supplierId)));
    return s?.name ?? '';
  }
  if (!w.consigneeId) return '';
  const [c] = await db.select({ name: coalConsignee.name }).from(coalConsignee).where(eq(coalConsignee.id, String(w.consigneeId)));
  return c?.name ?? '';
}

export async function deductionsOf(db: Db, weighingId: string): Promise<PrintedDeduction[]> {
  return db
    .select({ kind: coalWeighingDeduction.kind, kg: coalWeighingDeduction.kg, remark: coalWeighingDeduction.remark })
    .from(coalWeighingDeduction)
    .where(eq(coalWeighingDeduction.weighingId, weighingId))
    .orderBy(asc(coalWeighingDeduction.time), asc(coalWeighingDeduction.id));
}

/** Username → real name of the clerks who weighed (a name the driver and the reviewer recognise). */
export async function clerkNames(db: Db, usernames: unknown[]): Promise<Map<string, string>> {
  const names = [...new Set(usernames.filter((u): u is string => typeof u === 'string' && u !== ''))];
  if (!names.length) return new Map();
  const rows = await db.select({ username: sysUser.username, realname: sysUser.realname }).from(sysUser).where(inArray(sysUser.username, names));
  return new Map(rows.filter((r) => r.realname).map((r) => [r.username, r.realname]));
}

/**
 * Id → name of the scales weighed on. Read here rather than from the record's `…ScaleId_dictText`: the table
 * dictionary `coal_scale` is not in the dictionary registry, so that text is the bare id.
 */
export async function scaleNames(db: Db, ids: unknown[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((v): v is string => typeof v === 'string' && v !== ''))];
  if (!wanted.length) return new Map();
  const rows = await db.select({ id: coalScale.id, name: coalScale.name }).from(coalScale).where(inArray(coalScale.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}
