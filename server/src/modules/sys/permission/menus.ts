import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AuthTree, AuthTreeNode, MenuTreeNode } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import type { Db } from '../../../core/db/client';
import { sysDepartPermission, sysDepartRolePermission, sysPermission, sysPermissionDataRule, sysRolePermission } from '../../../core/db/schema/index';
import { BizError } from '../../../core/http/envelope';
import { fmtTime } from '../../../core/http/dates';
import { seedId } from '../../../core/db/seed-id';
import type { MenuInput } from './schema';

type Row = typeof sysPermission.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const live = eq(sysPermission.delFlag, 0);

// The row's other columns (delFlag, createBy, updateBy) travel too, as they always have.
const toNode = (r: Row): MenuTreeNode => ({
  ...r,
  key: r.id,
  title: r.name,
  route: r.isRoute ? '1' : '0',
  createTime: fmtTime(r.createTime),
  updateTime: fmtTime(r.updateTime),
});

const bySort = (a: { sortNo: number; name: string }, b: { sortNo: number; name: string }) => a.sortNo - b.sortNo || a.name.localeCompare(b.name, 'zh');

/** Nests rows under their parents, sorted by sort_no at every level; rows whose parent is absent become roots. */
export function nest<T extends { id: string; parentId: string | null; sortNo: number; name: string; children?: T[] }>(rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const roots: T[] = [];
  for (const r of [...rows].sort(bySort)) {
    const parent = r.parentId ? byId.get(r.parentId) : undefined;
    if (parent) (parent.children ??= []).push(r);
    else roots.push(r);
  }
  return roots;
}

export async function liveRows(db: Db | Tx): Promise<Row[]> {
  return db.select().from(sysPermission).where(live);
}

export async function permissionTree(ctx: AppContext): Promise<MenuTreeNode[]> {
  return nest((await liveRows(ctx.db)).map(toNode));
}

/** Top menus with their sub-menus and buttons one level deep is what the menu screen loads first. */
export async function systemMenuList(ctx: AppContext) {
  const rows = await ctx.db.select().from(sysPermission).where(and(live, sql`${sysPermission.parentId} is null`));
  return rows.sort(bySort).map(toNode);
}

export async function submenus(ctx: AppContext, parentIds: string[]) {
  const rows = await ctx.db.select().from(sysPermission).where(and(live, inArray(sysPermission.parentId, parentIds)));
  return rows.sort(bySort).map(toNode);
}

export async function submenuBatch(ctx: AppContext, parentIds: string[]) {
  const rows = await submenus(ctx, parentIds);
  const out: Record<string, MenuTreeNode[]> = Object.fromEntries(parentIds.map((p) => [p, []]));
  for (const r of rows) out[r.parentId!].push(r);
  return out;
}

async function descendantIds(db: Db | Tx, id: string): Promise<string[]> {
  const rows = await db.select({ id: sysPermission.id, parentId: sysPermission.parentId }).from(sysPermission).where(live);
  const kids = new Map<string, string[]>();
  for (const r of rows) if (r.parentId) kids.set(r.parentId, [...(kids.get(r.parentId) ?? []), r.id]);
  const out: string[] = [];
  const seen = new Set([id]);
  for (let queue = [id]; queue.length; ) {
    for (const k of kids.get(queue.shift()!) ?? []) if (!seen.has(k)) (seen.add(k), out.push(k), queue.push(k));
  }
  return out;
}

async function refreshLeaf(tx: Tx, parentId: string | null) {
  if (!parentId) return;
  await tx.execute(sql`
    update sys_permission set is_leaf = not exists (select 1 from sys_permission c where c.parent_id = ${parentId} and c.del_flag = 0)
    where id = ${parentId}`);
}

/** Field rules of a menu, the same for add and edit. */
async function checkMenu(db: Db | Tx, input: MenuInput, selfId: string | null) {
  const isButton = input.menuType === 2;
  if (input.menuType !== 0 && !input.parentId) throw new BizError(isButton ? '按钮必须选择上级菜单' : '子菜单必须选择上级菜单');
  if (!isButton && !input.url) throw new BizError('请输入菜单路径');
  if (isButton && !input.perms) throw new BizError('按钮必须填写授权标识');
  if (input.perms && !/^[A-Za-z0-9_:,.\-]+$/.test(input.perms)) throw new BizError('授权标识只能包含字母、数字、冒号、逗号、点、下划线和横线');
  if (input.parentId) {
    const [parent] = await db.select().from(sysPermission).where(and(eq(sysPermission.id, input.parentId), live));
    if (!parent) throw new BizError('上级菜单不存在');
    if (parent.menuType === 2) throw new BizError('按钮下不能再添加菜单或按钮');
    if (selfId && (input.parentId === selfId || (await descendantIds(db, selfId)).includes(input.parentId))) {
      throw new BizError('上级菜单不能是自己或自己的下级');
    }
  }
  if (!isButton && input.url) {
    const clash = await db
      .select({ id: sysPermission.id })
      .from(sysPermission)
      .where(and(live, eq(sysPermission.url, input.url), ne(sysPermission.menuType, 2), selfId ? ne(sysPermission.id, selfId) : undefined));
    if (clash.length) throw new BizError('菜单路径已存在');
  }
}

function values(input: MenuInput) {
  const isButton = input.menuType === 2;
  return {
    parentId: input.menuType === 0 ? null : (input.parentId ?? null),
    name: input.name,
    menuType: input.menuType,
    url: isButton ? null : (input.url ?? null),
    component: isButton ? null : (input.component ?? null),
    componentName: isButton ? null : (input.componentName ?? null),
    redirect: isButton ? null : (input.redirect ?? null),
    icon: isButton ? null : (input.icon ?? null),
    perms: input.perms ?? null,
    permsType: input.permsType ?? '1',
    sortNo: input.sortNo ?? 1,
    isRoute: input.isRoute ?? true,
    keepAlive: input.keepAlive ?? false,
    hidden: input.hidden ?? false,
    hideTab: input.hideTab ?? false,
    alwaysShow: input.alwaysShow ?? false,
    internalOrExternal: input.internalOrExternal ?? false,
    description: input.description ?? null,
    status: input.status ?? '1',
  };
}

const ADMIN_ROLE_ID = seedId('role:admin');

export async function addMenu(ctx: AppContext, input: MenuInput, by: string) {
  const result = await ctx.db.transaction(async (tx) => {
    await checkMenu(tx, input, null);
    const [row] = await tx.insert(sysPermission).values({ ...values(input), isLeaf: true, createBy: by }).returning();
    await refreshLeaf(tx, row.parentId);
    // The administrator role holds every permission, new ones included.
    await tx.insert(sysRolePermission).values({ roleId: ADMIN_ROLE_ID, permissionId: row.id }).onConflictDoNothing();
    return toNode(row);
  });
  await ctx.identity.grantsChanged();
  return result;
}

export async function editMenu(ctx: AppContext, input: MenuInput & { id: string }, by: string) {
  const result = await ctx.db.transaction(async (tx) => {
    const [old] = await tx.select().from(sysPermission).where(and(eq(sysPermission.id, input.id), live));
    if (!old) throw new BizError('菜单不存在或已被删除');
    await checkMenu(tx, input, input.id);
    const v = values(input);
    if (v.menuType === 2 && (await descendantIds(tx, input.id)).length) throw new BizError('该菜单下还有子菜单或按钮，不能改为按钮');
    const [row] = await tx.update(sysPermission).set({ ...v, updateBy: by, updateTime: new Date() }).where(eq(sysPermission.id, input.id)).returning();
    if (old.parentId !== row.parentId) {
      await refreshLeaf(tx, old.parentId);
      await refreshLeaf(tx, row.parentId);
    }
    return toNode(row);
  });
  await ctx.identity.grantsChanged();
  return result;
}

/**
 * Deleting a menu deletes its whole subtree (after the screen's confirmation) in one transaction: the rows are
 * marked deleted (so a seeded menu is not brought back at the next start) and every grant of them is removed.
 */
export async function deleteMenus(ctx: AppContext, ids: string[], by: string) {
  await ctx.db.transaction(async (tx) => {
    const rows = await tx.select().from(sysPermission).where(and(inArray(sysPermission.id, ids), live));
    if (!rows.length) throw new BizError('菜单不存在或已被删除');
    const all = new Set<string>();
    for (const r of rows) {
      all.add(r.id);
      for (const d of await descendantIds(tx, r.id)) all.add(d);
    }
    const list = [...all];
    await tx.update(sysPermission).set({ delFlag: 1, updateBy: by, updateTime: new Date() }).where(inArray(sysPermission.id, list));
    await tx.delete(sysRolePermission).where(inArray(sysRolePermission.permissionId, list));
    await tx.delete(sysDepartPermission).where(inArray(sysDepartPermission.permissionId, list));
    await tx.delete(sysDepartRolePermission).where(inArray(sysDepartRolePermission.permissionId, list));
    await tx.delete(sysPermissionDataRule).where(inArray(sysPermissionDataRule.permissionId, list));
    for (const p of new Set(rows.map((r) => r.parentId))) await refreshLeaf(tx, p);
  });
  await ctx.identity.grantsChanged();
}

/** The authorisation tree of the role screen: every live menu and button. */
export function authTree(rows: Row[]): AuthTree {
  const kids = new Map<string | null, Row[]>();
  const ids = new Set(rows.map((r) => r.id));
  for (const r of [...rows].sort(bySort)) {
    const parent = r.parentId && ids.has(r.parentId) ? r.parentId : null;
    kids.set(parent, [...(kids.get(parent) ?? []), r]);
  }
  const build = (r: Row): AuthTreeNode => {
    const children = (kids.get(r.id) ?? []).map(build);
    const node: AuthTreeNode = { key: r.id, title: r.name, slotTitle: r.name, isLeaf: !children.length, ruleFlag: r.ruleFlag, menuType: r.menuType };
    if (children.length) node.children = children;
    return node;
  };
  return { treeList: (kids.get(null) ?? []).map(build), ids: rows.map((r) => r.id) };
}
