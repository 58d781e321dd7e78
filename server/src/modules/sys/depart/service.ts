import { membersOf } from '../../../core/tenancy/index';
import { and, asc, count, desc, eq, ilike, inArray, isNull, like, notInArray, sql } from 'drizzle-orm';
import type { DepartNode, MemberUser, Page } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import type { Db } from '../../../core/db/client';
import {
  sysDepart,
  sysDepartPermission,
  sysDepartRole,
  sysDepartRolePermission,
  sysDepartRoleUser,
  sysUser,
  sysUserDepart,
} from '../../../core/db/schema/index';
import { BizError } from '../../../core/http/envelope';
import { fmtTime } from '../../../core/http/dates';
import { page } from '../admin-shared/paging';
import { publicUser, publicUserColumns } from '../admin-shared/users';
import { nextPiece, PIECE_LENGTH } from './org-code';
import type { z } from 'zod';
import type { departEditSchema, departInputSchema, userComponentQuery } from './schema';

type Depart = typeof sysDepart.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Departments belong to a tenant: every read and write is limited to the session's. */
const inTenant = (tenantId: number | null) => (tenantId === null ? isNull(sysDepart.tenantId) : eq(sysDepart.tenantId, tenantId));
const live = eq(sysDepart.delFlag, 0);

// The row's other columns (tenantId, delFlag, createBy, updateBy) travel too, as they always have.
const toNode = (d: Depart, isLeaf = true): DepartNode => ({
  ...d,
  key: d.id,
  value: d.id,
  title: d.departName,
  isLeaf,
  createTime: fmtTime(d.createTime),
  updateTime: fmtTime(d.updateTime),
});

const byOrder = (a: Depart, b: Depart) => a.departOrder - b.departOrder || a.orgCode.localeCompare(b.orgCode);

export async function tenantDeparts(db: Db | Tx, tenantId: number | null): Promise<Depart[]> {
  return (await db.select().from(sysDepart).where(and(live, inTenant(tenantId)))).sort(byOrder);
}

/** Nests departments; one whose parent is not in the list becomes a root. */
export function buildTree(rows: Depart[]): DepartNode[] {
  const hasChild = new Set(rows.map((r) => r.parentId).filter(Boolean));
  const nodes = new Map(rows.map((r) => [r.id, toNode(r, !hasChild.has(r.id))]));
  const roots: DepartNode[] = [];
  for (const r of [...rows].sort(byOrder)) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId ? nodes.get(r.parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

export async function departTree(ctx: AppContext, tenantId: number | null) {
  return buildTree(await tenantDeparts(ctx.db, tenantId));
}

export async function departLevel(ctx: AppContext, tenantId: number | null, pid: string | null | undefined) {
  const rows = await ctx.db
    .select()
    .from(sysDepart)
    .where(and(live, inTenant(tenantId), pid ? eq(sysDepart.parentId, pid) : isNull(sysDepart.parentId)));
  if (!rows.length) return [];
  const withChildren = await ctx.db
    .selectDistinct({ parentId: sysDepart.parentId })
    .from(sysDepart)
    .where(and(live, inArray(sysDepart.parentId, rows.map((r) => r.id))));
  const parents = new Set(withChildren.map((r) => r.parentId));
  return rows.sort(byOrder).map((r) => toNode(r, !parents.has(r.id)));
}

export async function idTree(ctx: AppContext, tenantId: number | null) {
  type IdNode = { key: string; value: string; title: string; children?: IdNode[] };
  const strip = (n: DepartNode): IdNode => ({ key: n.key, value: n.value, title: n.title, ...(n.children ? { children: n.children.map(strip) } : {}) });
  return (await departTree(ctx, tenantId)).map(strip);
}

/** Departments whose name holds the key word, shown with their ancestors so that the tree stays readable. */
export async function searchDeparts(ctx: AppContext, tenantId: number | null, keyWord: string) {
  const rows = await tenantDeparts(ctx.db, tenantId);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const kw = keyWord.toLowerCase();
  const keep = new Set<string>();
  for (const r of rows) {
    if (!r.departName.toLowerCase().includes(kw)) continue;
    for (let a: Depart | undefined = r; a && !keep.has(a.id); a = a.parentId ? byId.get(a.parentId) : undefined) keep.add(a.id);
  }
  return buildTree(rows.filter((r) => keep.has(r.id)));
}

export async function listAll(ctx: AppContext, tenantId: number | null) {
  return (await tenantDeparts(ctx.db, tenantId)).map((d) => toNode(d));
}

/** The departments the user belongs to, each with its subtree; a department inside another one is shown once. */
export async function myDepartTree(ctx: AppContext, tenantId: number | null, userId: string) {
  const rows = await tenantDeparts(ctx.db, tenantId);
  const mine = new Set((await ctx.db.select({ id: sysUserDepart.depId }).from(sysUserDepart).where(eq(sysUserDepart.userId, userId))).map((r) => r.id));
  const codes = rows.filter((r) => mine.has(r.id)).map((r) => r.orgCode);
  return buildTree(rows.filter((r) => codes.some((c) => r.orgCode.startsWith(c))));
}

async function departIn(db: Db | Tx, id: string, tenantId: number | null) {
  const [d] = await db.select().from(sysDepart).where(and(eq(sysDepart.id, id), live, inTenant(tenantId)));
  if (!d) throw new BizError('部门不存在或已被删除');
  return d;
}

export async function departById(ctx: AppContext, id: string, tenantId: number | null) {
  return toNode(await departIn(ctx.db, id, tenantId));
}

/**
 * The next code under a parent. Codes of deleted departments stay taken (the unique index covers them) so a
 * code never points at two departments over time. A transaction-scoped advisory lock per parent serialises
 * concurrent additions; the unique index is the backstop.
 */
async function nextOrgCode(tx: Tx, parentCode: string): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'sys_depart_org_code:' + parentCode}))`);
  const siblings = await tx
    .select({ orgCode: sysDepart.orgCode })
    .from(sysDepart)
    .where(and(like(sysDepart.orgCode, `${parentCode}%`), sql`length(${sysDepart.orgCode}) = ${parentCode.length + PIECE_LENGTH}`));
  const piece = nextPiece(siblings.map((s) => s.orgCode.slice(parentCode.length)));
  if (!piece) throw new BizError('该层级的机构编码已用完，无法再添加部门');
  return parentCode + piece;
}

type DepartInput = z.infer<typeof departInputSchema>;

export async function addDepart(ctx: AppContext, input: DepartInput, by: string, tenantId: number | null) {
  return ctx.db.transaction((tx) => insertDepart(tx, input, by, tenantId));
}

/** Adds one department inside the caller's transaction (an import adds many in one). */
export async function insertDepart(tx: Tx, input: DepartInput, by: string, tenantId: number | null) {
  const parent = input.parentId ? await departIn(tx, input.parentId, tenantId) : null;
  const orgCode = await nextOrgCode(tx, parent?.orgCode ?? '');
  const [row] = await tx
    .insert(sysDepart)
    .values({
      parentId: parent?.id ?? null,
      departName: input.departName,
      departNameEn: input.departNameEn ?? null,
      orgCode,
      orgCategory: input.orgCategory ?? (parent ? '2' : '1'),
      orgType: parent ? '2' : '1',
      departOrder: input.departOrder ?? 0,
      mobile: input.mobile ?? null,
      address: input.address ?? null,
      description: input.description ?? null,
      tenantId,
      createBy: by,
    })
    .returning();
  return toNode(row);
}

/**
 * Editing never moves a department: its org code (and every code below it, and the users' current department
 * codes) would change under running work. Moving is refused; create the department under the new parent instead.
 */
export async function editDepart(ctx: AppContext, input: z.infer<typeof departEditSchema>, by: string, tenantId: number | null) {
  const old = await departIn(ctx.db, input.id, tenantId);
  if (input.parentId !== undefined && (input.parentId ?? null) !== old.parentId) throw new BizError('不支持修改上级部门');
  const [row] = await ctx.db
    .update(sysDepart)
    .set({
      departName: input.departName,
      departNameEn: input.departNameEn ?? null,
      orgCategory: input.orgCategory ?? old.orgCategory,
      departOrder: input.departOrder ?? old.departOrder,
      mobile: input.mobile ?? null,
      address: input.address ?? null,
      description: input.description ?? null,
      updateBy: by,
      updateTime: new Date(),
    })
    .where(eq(sysDepart.id, input.id))
    .returning();
  return toNode(row);
}

/** All or nothing: a department with sub-departments or users is refused, and so is the whole batch. */
export async function deleteDeparts(ctx: AppContext, ids: string[], by: string, tenantId: number | null) {
  await ctx.db.transaction(async (tx) => {
    const rows = await tx.select().from(sysDepart).where(and(inArray(sysDepart.id, ids), live, inTenant(tenantId)));
    if (rows.length !== ids.length) throw new BizError('部门不存在或已被删除');
    const found = rows.map((r) => r.id);
    const [child] = await tx
      .select({ parentId: sysDepart.parentId })
      .from(sysDepart)
      .where(and(inArray(sysDepart.parentId, found), live, notInArray(sysDepart.id, found)))
      .limit(1);
    if (child) throw new BizError(`部门“${rows.find((r) => r.id === child.parentId)?.departName}”下还有下级部门，不能删除`);
    const [withUsers] = await tx
      .select({ depId: sysUserDepart.depId })
      .from(sysUserDepart)
      .innerJoin(sysUser, eq(sysUser.id, sysUserDepart.userId))
      .where(and(inArray(sysUserDepart.depId, found), eq(sysUser.delFlag, 0)))
      .limit(1);
    if (withUsers) throw new BizError(`部门“${rows.find((r) => r.id === withUsers.depId)?.departName}”下还有用户，不能删除`);
    const roles = (await tx.select({ id: sysDepartRole.id }).from(sysDepartRole).where(inArray(sysDepartRole.departId, found))).map((r) => r.id);
    if (roles.length) {
      await tx.delete(sysDepartRoleUser).where(inArray(sysDepartRoleUser.droleId, roles));
      await tx.delete(sysDepartRolePermission).where(inArray(sysDepartRolePermission.roleId, roles));
      await tx.delete(sysDepartRole).where(inArray(sysDepartRole.id, roles));
    }
    await tx.delete(sysDepartPermission).where(inArray(sysDepartPermission.departId, found));
    await tx.delete(sysUserDepart).where(inArray(sysUserDepart.depId, found));
    await tx.update(sysDepart).set({ delFlag: 1, updateBy: by, updateTime: new Date() }).where(inArray(sysDepart.id, found));
  });
  // Its department roles went with it.
  await ctx.identity.grantsChanged();
}

/** Ids of a department and everything below it (by org code prefix). */
async function subtreeIds(db: Db | Tx, depart: Depart): Promise<string[]> {
  const rows = await db
    .select({ id: sysDepart.id })
    .from(sysDepart)
    .where(and(live, like(sysDepart.orgCode, `${depart.orgCode}%`), depart.tenantId === null ? isNull(sysDepart.tenantId) : eq(sysDepart.tenantId, depart.tenantId)));
  return rows.map((r) => r.id);
}

const escapeLike = (s: string) => s.replace(/^\*|\*$/g, '').replace(/[\\%_]/g, (c) => '\\' + c);
const USER_SORTABLE = { username: sysUser.username, realname: sysUser.realname, createTime: sysUser.createTime } as const;

/** Live users for the pickers: of a department and its subtree, else of the tenant. */
export async function userComponentData(ctx: AppContext, tenantId: number | null, q: z.infer<typeof userComponentQuery>): Promise<Page<MemberUser>> {
  let scope;
  if (q.departId) {
    const ids = await subtreeIds(ctx.db, await departIn(ctx.db, q.departId, tenantId));
    scope = sql`${sysUser.id} in (select ${sysUserDepart.userId} from ${sysUserDepart} where ${inArray(sysUserDepart.depId, ids)})`;
  } else {
    scope = tenantId === null ? undefined : sql`(',' || ${sysUser.relTenantIds} || ',') like ${`%,${tenantId},%`}`;
  }
  const where = and(
    eq(sysUser.delFlag, 0),
    scope,
    q.username ? ilike(sysUser.username, `%${escapeLike(q.username)}%`) : undefined,
    q.realname ? ilike(sysUser.realname, `%${escapeLike(q.realname)}%`) : undefined,
  );
  let order = asc(sysUser.username);
  if (q.column) {
    const col = USER_SORTABLE[q.column as keyof typeof USER_SORTABLE];
    if (!col) throw new BizError(`请注意，将要排序的列字段不存在：${q.column}`);
    order = q.order === 'desc' ? desc(col) : asc(col);
  }
  const [rows, [{ n }]] = await Promise.all([
    ctx.db.select(publicUserColumns).from(sysUser).where(where).orderBy(order, asc(sysUser.id)).limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize),
    ctx.db.select({ n: count() }).from(sysUser).where(where),
  ]);
  return page(rows.map(publicUser), Number(n), q.pageNo, q.pageSize);
}

/** The live users directly in one department. */
export async function usersOfDepart(ctx: AppContext, tenantId: number | null, departId: string, realname?: string): Promise<MemberUser[]> {
  await departIn(ctx.db, departId, tenantId);
  const rows = await ctx.db
    .select(publicUserColumns)
    .from(sysUserDepart)
    .innerJoin(sysUser, eq(sysUser.id, sysUserDepart.userId))
    .where(and(eq(sysUserDepart.depId, departId), eq(sysUser.delFlag, 0), membersOf(sysUser.relTenantIds, tenantId), realname ? ilike(sysUser.realname, `%${escapeLike(realname)}%`) : undefined))
    .orderBy(asc(sysUser.username));
  return rows.map(publicUser);
}

export async function addUsersToDepart(ctx: AppContext, tenantId: number | null, departId: string, userIds: string[]) {
  await ctx.db.transaction(async (tx) => {
    await departIn(tx, departId, tenantId);
    // Only users of the department's tenant join it.
    const users = await tx.select({ id: sysUser.id }).from(sysUser).where(and(inArray(sysUser.id, userIds), eq(sysUser.delFlag, 0), membersOf(sysUser.relTenantIds, tenantId)));
    if (users.length !== userIds.length) throw new BizError('所选用户不存在或已被删除');
    await tx.insert(sysUserDepart).values(userIds.map((userId) => ({ userId, depId: departId }))).onConflictDoNothing();
  });
}

/** Taking users out of a department also takes away their roles in it, in one transaction. */
export async function removeUsersFromDepart(ctx: AppContext, tenantId: number | null, departId: string, userIds: string[]) {
  await ctx.db.transaction(async (tx) => {
    await departIn(tx, departId, tenantId);
    const roles = (await tx.select({ id: sysDepartRole.id }).from(sysDepartRole).where(eq(sysDepartRole.departId, departId))).map((r) => r.id);
    if (roles.length) await tx.delete(sysDepartRoleUser).where(and(inArray(sysDepartRoleUser.droleId, roles), inArray(sysDepartRoleUser.userId, userIds)));
    await tx.delete(sysUserDepart).where(and(eq(sysUserDepart.depId, departId), inArray(sysUserDepart.userId, userIds)));
  });
  await ctx.identity.usersChanged(userIds);
}

export { departIn };
