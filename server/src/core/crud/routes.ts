import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, inArray, sql } from 'drizzle-orm';
import { ResultCode, entityActions, permissionCode, type EntityAction } from '@meiyun/shared';
import type { AppContext } from '../context';
import { authOf } from '../auth/guard';
import { BizError, ok, okMessage } from '../http/envelope';
import { OperateType } from '../oplog/writer';
import type { ColumnValues, EntityBinding } from './binding';
import { toApiRecord } from './records';
import { checkForWrite } from './validate-record';
import { describe, idList, listPage, loadOne, loadScoped, notFound, withUniqueGuard } from './service';
import { keepVersion, logOperation, markStart } from './audit';
import { exportXls } from './export';
import { importExcel } from './import';
import { importTemplate } from './template';
import { dropCounts } from './counts';
import { PLATFORM_ONLY, writeScope } from '../tenancy/index';
import { stampOrg } from './org-stamp';
import { recordToCheck, refuseByRecordCheck } from './record-checks';
import { publishEntityChange } from '../realtime/entity-changes';

const body = (req: FastifyRequest): Record<string, unknown> => {
  const b = req.body;
  if (!b || typeof b !== 'object' || Array.isArray(b)) throw new BizError('请求参数格式错误');
  return b as Record<string, unknown>;
};
const query = (req: FastifyRequest) => (req.query ?? {}) as Record<string, unknown>;

/** Routes a feature may serve itself at the same path, with the same permission, instead of the generic ones. */
export type OwnRoute = 'queryById' | 'add' | 'edit' | 'delete';

/**
 * The routes a declaration offers under `meta.api`, each guarded by `${perm}:${action}`: list, queryById, add,
 * edit, delete, deleteBatch, exportXls, importExcel (with importTemplate) and, for soft-deleted entities, the recycle bin.
 * `own` leaves some of them to the feature: announcements answer queryById to their readers too; an online report
 * is read, added and edited with its columns and parameters; a category is added, renamed and deleted by the
 * category routes, which keep its code and its parent's child flag in step.
 */
export async function registerCrudRoutes(app: FastifyInstance, ctx: AppContext, b: EntityBinding, opts: { own?: readonly OwnRoute[] } = {}): Promise<void> {
  const { meta } = b;
  const actions = new Set<EntityAction>(entityActions(meta));
  // Platform-wide rows are read by every tenant but written by the platform administrator alone.
  const writes = new Set<EntityAction>(['add', 'edit', 'delete', 'deleteBatch', 'importExcel', 'recycleBin', 'deleteForever']);
  const platformOnly = async (req: FastifyRequest) => {
    if (!(await authOf(req).isPlatformAdmin())) throw new BizError(PLATFORM_ONLY, ResultCode.NO_PERMISSION);
  };
  const perm = (a: EntityAction) => ({
    config: { permission: permissionCode(meta, a) },
    onRequest: async (req: FastifyRequest) => markStart(req),
    ...(meta.platformWide && writes.has(a) ? { preHandler: platformOnly } : {}),
  });
  const path = (p: string) => `${meta.api}/${p}`;
  const own = new Set<OwnRoute>(opts.own ?? []);

  if (actions.has('list')) {
    app.get(path('list'), perm('list'), async (req) => ok(await listPage(ctx, b, authOf(req), query(req))));
    if (!own.has('queryById'))
      app.get(path('queryById'), perm('list'), async (req) => {
        const id = query(req).id;
        if (typeof id !== 'string' || !id) throw new BizError('id不能为空');
        return ok(await loadOne(ctx, b, authOf(req), id));
      });
  }

  if (actions.has('add') && !own.has('add')) {
    app.post(path('add'), perm('add'), async (req) => {
      const auth = authOf(req);
      const checked = await checkForWrite(ctx, b, body(req), 'add', await writeScope(auth));
      const values: ColumnValues = { ...checked.values, createBy: auth.user.username };
      if (b.tenant) values.tenantId = auth.tenantId;
      stampOrg(b, auth, values, 'add');
      await refuseByRecordCheck({ ctx, auth, db: ctx.db }, b, recordToCheck(b, auth, checked.input));
      const record = await withUniqueGuard(() =>
        ctx.db.transaction(async (tx) => {
          await b.hooks.beforeAdd?.({ ctx, auth, tx }, values, checked.input);
          const [row] = (await tx.insert(b.table).values(values).returning(b.readable as never)) as unknown as Record<string, unknown>[];
          return toApiRecord(b, row);
        }),
      );
      await dropCounts(ctx, b);
      await b.hooks.afterChange?.(ctx, 'add', [record]);
      await publishEntityChange(ctx, b, 'add', [record], auth);
      await logOperation(ctx, req, auth, OperateType.ADD, `添加${meta.title}：${describe(b, record)}`);
      return ok(record, '添加成功！');
    });
  }

  if (actions.has('edit') && !own.has('edit')) {
    const edit = async (req: FastifyRequest) => {
      const auth = authOf(req);
      const input = body(req);
      const id = input.id;
      if (typeof id !== 'string' || !id) throw new BizError('id不能为空');
      const [existing] = await loadScoped(ctx.db, b, auth, [id]);
      if (!existing) throw notFound();
      const checked = await checkForWrite(ctx, b, input, 'edit', await writeScope(auth), existing);
      const values: ColumnValues = { ...checked.values, updateBy: auth.user.username, updateTime: new Date() };
      stampOrg(b, auth, values, 'edit');
      await refuseByRecordCheck({ ctx, auth, db: ctx.db }, b, recordToCheck(b, auth, checked.input, existing));
      const record = await withUniqueGuard(() =>
        ctx.db.transaction(async (tx) => {
          await keepVersion(tx, b.tableName, existing, auth.user.username);
          await b.hooks.beforeEdit?.({ ctx, auth, tx }, values, checked.input, existing);
          const [row] = (await tx
            .update(b.table)
            .set(values)
            .where(sql`${b.id} = ${id}`)
            .returning(b.readable as never)) as unknown as Record<string, unknown>[];
          return toApiRecord(b, row);
        }),
      );
      await dropCounts(ctx, b);
      await b.hooks.afterChange?.(ctx, 'edit', [existing, record]);
      await publishEntityChange(ctx, b, 'edit', [existing, record], auth);
      await logOperation(ctx, req, auth, OperateType.UPDATE, `编辑${meta.title}：${describe(b, record)}`);
      return ok(record, '编辑成功!');
    };
    app.put(path('edit'), perm('edit'), edit);
    app.post(path('edit'), perm('edit'), edit);
  }

  /** Soft delete (delFlag 1) for entities with a recycle bin; otherwise the rows go. */
  const remove = async (req: FastifyRequest, ids: string[]) => {
    const auth = authOf(req);
    const existing = await loadScoped(ctx.db, b, auth, ids);
    if (existing.length !== ids.length) throw notFound();
    await ctx.db.transaction(async (tx) => {
      await b.hooks.beforeDelete?.({ ctx, auth, tx }, existing, !b.delFlag);
      if (b.delFlag) {
        await tx
          .update(b.table)
          .set({ delFlag: 1, updateBy: auth.user.username, updateTime: new Date() } as never)
          .where(inArray(b.id, ids));
      } else {
        await tx.delete(b.table).where(inArray(b.id, ids));
      }
    });
    await dropCounts(ctx, b);
    await b.hooks.afterChange?.(ctx, 'delete', existing);
    await publishEntityChange(ctx, b, 'delete', existing, auth);
    await logOperation(ctx, req, auth, OperateType.DELETE, `删除${meta.title}：${existing.map((r) => describe(b, r)).join('、')}`);
  };
  if (actions.has('delete') && !own.has('delete')) {
    app.delete(path('delete'), perm('delete'), async (req) => {
      const id = query(req).id;
      if (typeof id !== 'string' || !id) throw new BizError('id不能为空');
      await remove(req, [id]);
      return okMessage('删除成功!');
    });
  }
  if (actions.has('deleteBatch')) {
    app.delete(path('deleteBatch'), perm('deleteBatch'), async (req) => {
      await remove(req, idList(query(req).ids));
      return okMessage('批量删除成功!');
    });
  }

  if (actions.has('exportXls')) {
    app.get(path('exportXls'), perm('exportXls'), async (req, reply) => exportXls(ctx, b, req, reply));
  }
  if (actions.has('importExcel')) {
    app.post(path('importExcel'), perm('importExcel'), async (req) => importExcel(ctx, b, req));
    // The empty file to fill in: whoever may import may have it.
    app.get(path('importTemplate'), perm('importExcel'), async (req, reply) => importTemplate(ctx, b, req, reply));
  }

  if (b.delFlag && actions.has('recycleBin')) {
    app.get(path('recycleBin'), perm('recycleBin'), async (req) => ok(await listPage(ctx, b, authOf(req), query(req), { deleted: true })));
    app.put(path('putRecycleBin'), perm('recycleBin'), async (req) => {
      const auth = authOf(req);
      const input = body(req);
      // JeecgBoot's user screens send `userIds`.
      const ids = idList(input.ids ?? input.userIds);
      const existing = await loadScoped(ctx.db, b, auth, ids, true);
      if (existing.length !== ids.length) throw notFound();
      await withUniqueGuard(() =>
        ctx.db
          .update(b.table)
          .set({ delFlag: 0, updateBy: auth.user.username, updateTime: new Date() } as never)
          .where(inArray(b.id, ids)),
      );
      await dropCounts(ctx, b);
      await b.hooks.afterChange?.(ctx, 'restore', existing);
      await publishEntityChange(ctx, b, 'restore', existing, auth);
      await logOperation(ctx, req, auth, OperateType.UPDATE, `还原${meta.title}：${existing.map((r) => describe(b, r)).join('、')}`);
      return okMessage(`还原${meta.title}成功！`);
    });
  }
  if (b.delFlag && actions.has('deleteForever')) {
    app.delete(path('deleteRecycleBin'), perm('deleteForever'), async (req) => {
      const auth = authOf(req);
      const q = query(req);
      const ids = idList(q.ids ?? q.userIds);
      const existing = await loadScoped(ctx.db, b, auth, ids, true);
      if (existing.length !== ids.length) throw notFound();
      await ctx.db.transaction(async (tx) => {
        await b.hooks.beforeDelete?.({ ctx, auth, tx }, existing, true);
        await tx.delete(b.table).where(and(inArray(b.id, ids), sql`${b.delFlag} = 1`));
      });
      await dropCounts(ctx, b);
      await b.hooks.afterChange?.(ctx, 'deleteForever', existing);
      await publishEntityChange(ctx, b, 'deleteForever', existing, auth);
      await logOperation(ctx, req, auth, OperateType.DELETE, `彻底删除${meta.title}：${existing.map((r) => describe(b, r)).join('、')}`);
      return okMessage(`彻底删除${meta.title}成功！`);
    });
  }
}

