import { and, count, desc, eq, like, sql } from 'drizzle-orm';
import type { CategoryRecord } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { CATEGORY_ROOT_PID, sysCategory } from './table';
import { BizError } from '../../../core/http/envelope';
import { toRecord } from './service';

/** Each level adds three characters: a letter and two digits, A01 … A99, B01 … Z99. */
const LEVEL_LENGTH = 3;
const PER_LETTER = 99;
const MAX_SIBLINGS = 26 * PER_LETTER;

export function levelCode(n: number): string {
  if (n < 0 || n >= MAX_SIBLINGS) throw new BizError('同级分类已达上限，不能再添加');
  return String.fromCharCode(65 + Math.floor(n / PER_LETTER)) + String((n % PER_LETTER) + 1).padStart(2, '0');
}

/** The position of a level code (the inverse of `levelCode`), or -1 for a code that is not one. */
export function levelIndex(code: string): number {
  const m = /^([A-Z])(\d{2})$/.exec(code);
  if (!m || m[2] === '00') return -1;
  return (m[1].charCodeAt(0) - 65) * PER_LETTER + Number(m[2]) - 1;
}

/**
 * Adds a category under `pid` (the root marker for a top one) with the next free code of its level: the parent row
 * (or, for top categories, an advisory lock) serialises concurrent adds under one parent.
 */
export async function addCategory(db: Db, input: { pid: string; name: string }, by: string): Promise<CategoryRecord> {
  return db.transaction(async (tx) => {
    let prefix = '';
    if (input.pid === CATEGORY_ROOT_PID) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sys_category_root'))`);
    } else {
      const [parent] = await tx.select().from(sysCategory).where(eq(sysCategory.id, input.pid)).for('update');
      if (!parent) throw new BizError('上级分类不存在');
      prefix = parent.code;
    }
    const [dup] = await tx.select({ id: sysCategory.id }).from(sysCategory).where(and(eq(sysCategory.pid, input.pid), eq(sysCategory.name, input.name)));
    if (dup) throw new BizError('同级下已有同名分类');
    const [last] = await tx
      .select({ code: sysCategory.code })
      .from(sysCategory)
      .where(and(eq(sysCategory.pid, input.pid), like(sysCategory.code, `${prefix}___`)))
      .orderBy(desc(sysCategory.code))
      .limit(1);
    const next = last ? levelIndex(last.code.slice(prefix.length)) + 1 : 0;
    const code = prefix + levelCode(next);
    const [row] = await tx.insert(sysCategory).values({ pid: input.pid, name: input.name, code, hasChild: '0', createBy: by }).returning();
    if (input.pid !== CATEGORY_ROOT_PID) await tx.update(sysCategory).set({ hasChild: '1' }).where(eq(sysCategory.id, input.pid));
    return toRecord(row);
  });
}

/** Renames a category; its place and code stay (codes are referenced by records). */
export async function editCategory(db: Db, input: { id: string; name: string }, by: string): Promise<CategoryRecord> {
  return db.transaction(async (tx) => {
    const [cur] = await tx.select().from(sysCategory).where(eq(sysCategory.id, input.id)).for('update');
    if (!cur) throw new BizError('未找到对应分类');
    const [dup] = await tx
      .select({ id: sysCategory.id })
      .from(sysCategory)
      .where(and(eq(sysCategory.pid, cur.pid), eq(sysCategory.name, input.name), sql`${sysCategory.id} <> ${cur.id}`));
    if (dup) throw new BizError('同级下已有同名分类');
    const [row] = await tx.update(sysCategory).set({ name: input.name, updateBy: by, updateTime: new Date() }).where(eq(sysCategory.id, cur.id)).returning();
    return toRecord(row);
  });
}

/** Deletes a leaf category; one with children is refused. The parent becomes a leaf when it was the last child. */
export async function deleteCategory(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [cur] = await tx.select().from(sysCategory).where(eq(sysCategory.id, id)).for('update');
    if (!cur) throw new BizError('未找到对应分类');
    const [{ n }] = await tx.select({ n: count() }).from(sysCategory).where(eq(sysCategory.pid, id));
    if (n > 0) throw new BizError('该分类下有子分类，请先删除子分类');
    await tx.delete(sysCategory).where(eq(sysCategory.id, id));
    if (cur.pid !== CATEGORY_ROOT_PID) {
      const [{ left }] = await tx.select({ left: count() }).from(sysCategory).where(eq(sysCategory.pid, cur.pid));
      if (left === 0) await tx.update(sysCategory).set({ hasChild: '0' }).where(eq(sysCategory.id, cur.pid));
    }
  });
}
