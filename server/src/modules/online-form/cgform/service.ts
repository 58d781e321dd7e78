import { and, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import { splitCodes, type OnlineFormConfig, type OnlineFormHead, type OnlineFormType, type OnlineListStyle } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { BizError } from '../../../core/http/envelope';
import { onlCgformHead } from './table';

type HeadRow = typeof onlCgformHead.$inferSelect;

const ofTenant = (tenantId: number | null) => (tenantId === null ? isNull(onlCgformHead.tenantId) : eq(onlCgformHead.tenantId, tenantId));
const live = (tenantId: number | null) => and(ofTenant(tenantId), eq(onlCgformHead.delFlag, 0));

const headOf = (r: HeadRow): OnlineFormHead => ({
  id: r.id,
  code: r.code,
  tableTxt: r.tableTxt,
  tableName: r.tableName,
  formType: r.formType as OnlineFormType,
  listStyle: r.listStyle as OnlineListStyle,
  subTables: r.subTables,
  foreignKey: r.foreignKey,
  fieldConfig: r.fieldConfig,
});

/** The tenant's forms of these codes (deleted ones not), by code. */
export async function subHeads(db: Db, tenantId: number | null, codes: string[]): Promise<Map<string, OnlineFormHead>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select()
    .from(onlCgformHead)
    .where(and(live(tenantId), inArray(onlCgformHead.code, [...new Set(codes)])));
  return new Map(rows.map((r) => [r.code, headOf(r)]));
}

/** What a form's list needs: the head and its 附表 in the head's order. A 附表 deleted since is left out. */
export async function formConfig(db: Db, tenantId: number | null, code: string): Promise<OnlineFormConfig> {
  const [row] = await db
    .select()
    .from(onlCgformHead)
    .where(and(live(tenantId), eq(onlCgformHead.code, code)));
  if (!row) throw new BizError('表单不存在或已删除');
  const head = headOf(row);
  const codes = head.formType === '2' ? splitCodes(head.subTables) : [];
  const subs = await subHeads(db, tenantId, codes);
  return { head, subs: codes.flatMap((c) => (subs.get(c)?.formType === '3' ? [subs.get(c)!] : [])) };
}

/**
 * 复制表单: a copy of the form under the code `<code>_v<n>`, numbered among the original's copies (a copy of a copy
 * counts among the original's). The copy is the administrator's to change; the original stays as it is.
 */
export async function copyForm(db: Db, tenantId: number | null, username: string, id: string): Promise<HeadRow> {
  return db.transaction(async (tx) => {
    const [source] = await tx
      .select()
      .from(onlCgformHead)
      .where(and(live(tenantId), eq(onlCgformHead.id, id)));
    if (!source) throw new BizError('表单不存在或已删除');
    const originId = source.copyOf ?? source.id;
    const [origin] = source.copyOf ? await tx.select().from(onlCgformHead).where(eq(onlCgformHead.id, originId)) : [source];
    // Two administrators copying at once must not take the same number: the original's row is the lock.
    await tx.execute(sql`select 1 from onl_cgform_head where id = ${originId} for update`);
    const [{ n }] = await tx
      .select({ n: max(onlCgformHead.copyVersion) })
      .from(onlCgformHead)
      .where(eq(onlCgformHead.copyOf, originId));
    const version = (n ?? 0) + 1;
    const code = `${origin.code}_v${version}`.slice(0, 50);
    const taken = await tx.select({ id: onlCgformHead.id }).from(onlCgformHead).where(and(ofTenant(tenantId), eq(onlCgformHead.code, code)));
    if (taken.length) throw new BizError(`表单编码${code}已存在`);
    const { id: _id, createTime: _c, updateTime: _u, updateBy: _ub, ...rest } = source;
    const [copy] = await tx
      .insert(onlCgformHead)
      .values({ ...rest, code, tableTxt: `${origin.tableTxt}（副本${version}）`.slice(0, 100), copyOf: originId, copyVersion: version, createBy: username })
      .returning();
    return copy;
  });
}
