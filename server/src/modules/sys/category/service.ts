import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { parseTreeCondition, TREE_CONDITION_MESSAGE, type CategoryRecord, type Page, type TreeNode } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { CATEGORY_ROOT_PID, sysCategory } from './table';
import { BizError } from '../../../core/http/envelope';
import { fmtTime } from '../../../core/http/dates';

export type CategoryRow = typeof sysCategory.$inferSelect;

/** The columns a caller may name (loadOne's field, a condition's keys), by their API and column names. */
const FIELDS = {
  id: sysCategory.id,
  pid: sysCategory.pid,
  name: sysCategory.name,
  code: sysCategory.code,
  hasChild: sysCategory.hasChild,
  has_child: sysCategory.hasChild,
} as const;
type FieldName = keyof typeof FIELDS;
const isField = (f: string): f is FieldName => Object.hasOwn(FIELDS, f);

export const toRecord = (r: CategoryRow): CategoryRecord => ({
  id: r.id,
  pid: r.pid,
  name: r.name,
  code: r.code,
  hasChild: r.hasChild,
  hasChildren: r.hasChild === '1',
  createTime: fmtTime(r.createTime),
});

export const toNode = (r: CategoryRow): TreeNode => {
  const isLeaf = r.hasChild !== '1';
  return { key: r.id, value: r.id, title: r.name, code: r.code, parentId: r.pid, isLeaf, leaf: isLeaf ? 1 : 0 };
};

async function childrenOf(db: Db, pid: string, extra: SQL[] = []): Promise<CategoryRow[]> {
  return db
    .select()
    .from(sysCategory)
    .where(and(eq(sysCategory.pid, pid), ...extra))
    .orderBy(asc(sysCategory.code));
}

/** The id under which the branch `pcode` hangs: the root marker for an empty code or '0'. */
export async function pidOfCode(db: Db, pcode: string | undefined): Promise<string> {
  if (!pcode || pcode === CATEGORY_ROOT_PID) return CATEGORY_ROOT_PID;
  const [row] = await db.select({ id: sysCategory.id }).from(sysCategory).where(eq(sysCategory.code, pcode));
  if (!row) throw new BizError(`该编码【${pcode}】不存在，请核实!`);
  return row.id;
}

/** loadTreeRoot: the categories under `pcode`; one level when `async`, else the whole branch. */
export async function treeRoot(db: Db, pcode: string | undefined, async: boolean): Promise<TreeNode[]> {
  const pid = await pidOfCode(db, pcode);
  const top = await childrenOf(db, pid);
  if (async) return top.map(toNode);
  // The whole branch in one read: codes below a node start with its code.
  const all = await db.select().from(sysCategory).orderBy(asc(sysCategory.code));
  const byPid = new Map<string, CategoryRow[]>();
  for (const r of all) byPid.set(r.pid, [...(byPid.get(r.pid) ?? []), r]);
  const build = (r: CategoryRow): TreeNode => {
    const kids = byPid.get(r.id) ?? [];
    const node = toNode(r);
    return kids.length ? { ...node, isLeaf: false, leaf: 0, children: kids.map(build) } : { ...node, isLeaf: true, leaf: 1 };
  };
  return top.map(build);
}

export async function treeChildren(db: Db, pid: string): Promise<TreeNode[]> {
  return (await childrenOf(db, pid)).map(toNode);
}

/** loadTreeData: the children of `pid`, or of the branch `pcode` when no pid, filtered by a JSON condition. */
export async function treeData(db: Db, q: { pid?: string; pcode?: string; condition?: string }): Promise<TreeNode[]> {
  const condition = parseTreeCondition(q.condition);
  if (!condition) throw new BizError(TREE_CONDITION_MESSAGE);
  const extra: SQL[] = [];
  for (const [f, v] of Object.entries(condition)) {
    if (!isField(f)) throw new BizError(`条件字段【${f}】不存在或不允许查询`);
    extra.push(eq(FIELDS[f], String(v)));
  }
  const pid = q.pid || (await pidOfCode(db, q.pcode));
  return (await childrenOf(db, pid, extra)).map(toNode);
}

/** loadOne: the category whose `field` (id, code or name) equals `val`. */
export async function loadOne(db: Db, field: string, val: string): Promise<CategoryRecord> {
  if (!isField(field) || field === 'pid' || field === 'hasChild' || field === 'has_child') throw new BizError(`查询字段【${field}】不存在或不允许查询`);
  const [row] = await db.select().from(sysCategory).where(eq(FIELDS[field], val)).limit(1);
  if (!row) throw new BizError('未找到对应分类');
  return toRecord(row);
}

/** loadDictItem: the name of each id, in the order asked; an unknown id answers itself. */
export async function namesOf(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: sysCategory.id, name: sysCategory.name }).from(sysCategory).where(inArray(sysCategory.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r.name]));
  return ids.map((id) => byId.get(id) ?? id);
}

/** rootList: the top categories, a page at a time (tree table roots). */
export async function rootList(db: Db, pageNo: number, pageSize: number): Promise<Page<CategoryRecord>> {
  const where = eq(sysCategory.pid, CATEGORY_ROOT_PID);
  const [{ total }] = await db.select({ total: count() }).from(sysCategory).where(where);
  const rows = await db.select().from(sysCategory).where(where).orderBy(asc(sysCategory.code)).limit(pageSize).offset((pageNo - 1) * pageSize);
  return { records: rows.map(toRecord), total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) };
}

/** childList: the children of one category (tree table expansion). */
export async function childList(db: Db, pid: string): Promise<CategoryRecord[]> {
  return (await childrenOf(db, pid)).map(toRecord);
}
