import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { ok, okMessage } from '../../../core/http/envelope';
import { authOf } from '../../../core/auth/guard';
import { addCategory, deleteCategory, editCategory } from './manage';
import { registerCrudRoutes } from '../../../core/crud/index';
import { categoryEntity } from './entity';
import { CATEGORY_ROOT_PID } from './table';
import { parseInput } from '../../../core/http/validate';
import { childList, loadOne, namesOf, rootList, treeChildren, treeData, treeRoot } from './service';

const id = z.string().max(64, 'id过长');
const rootQuery = z.object({
  async: z.enum(['true', 'false'], 'async只能是true或false').optional().default('true'),
  pcode: z.string().max(64, '编码过长').optional(),
});
const childrenQuery = z.object({ pid: id.min(1, 'pid不能为空') });
const treeDataQuery = z.object({ pid: id.optional(), pcode: z.string().max(64, '编码过长').optional(), condition: z.string().max(2000, 'condition过长').optional() });
const oneQuery = z.object({ field: z.string('field不能为空').min(1, 'field不能为空').max(32), val: z.string('val不能为空').max(200, 'val过长') });
const idsQuery = z.object({ ids: z.string().max(4000, 'ids过长').optional().default('') });
const pageQuery = z.object({
  pageNo: z.coerce.number().int().min(1, '页码至少为1').optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100, '每页条数不能超过100').optional().default(DEFAULT_PAGE_SIZE),
});
const childListQuery = z.object({ parentId: id.optional(), pid: id.optional() }).refine((q) => q.parentId || q.pid, 'parentId不能为空');

const name = z.string('请输入分类名称').trim().min(1, '请输入分类名称').max(100, '分类名称不能超过100个字符');
const addBody = z.object({ pid: id.optional().transform((v) => v || CATEGORY_ROOT_PID), name });
const editBody = z.object({ id: id.min(1, 'id不能为空'), name });
const idQuery = z.object({ id: id.min(1, 'id不能为空') });

export const CategoryPerm = {
  list: 'system:category:list',
  add: 'system:category:add',
  edit: 'system:category:edit',
  delete: 'system:category:delete',
  exportXls: 'system:category:exportXls',
} as const;

/** The category tree (§7): read endpoints for every signed-in user, writes for the 分类字典 screen. */
export async function categoryRoutes(app: FastifyInstance, ctx: AppContext) {
  const cfg = { config: { permission: 'authenticated' } } as const;
  const db = ctx.db;
  // The kit's list and export (an online tree list); adding, renaming and deleting are the routes below.
  await registerCrudRoutes(app, ctx, categoryEntity, { own: ['add', 'edit', 'delete'] });

  app.get('/sys/category/loadTreeRoot', cfg, async (req) => {
    const q = parseInput(rootQuery, req.query);
    return ok(await treeRoot(db, q.pcode, q.async === 'true'));
  });
  app.get('/sys/category/loadTreeChildren', cfg, async (req) => ok(await treeChildren(db, parseInput(childrenQuery, req.query).pid)));
  app.get('/sys/category/loadTreeData', cfg, async (req) => ok(await treeData(db, parseInput(treeDataQuery, req.query))));
  app.get('/sys/category/loadOne', cfg, async (req) => {
    const q = parseInput(oneQuery, req.query);
    return ok(await loadOne(db, q.field, q.val));
  });
  app.get('/sys/category/loadDictItem/', cfg, async (req) => {
    const ids = parseInput(idsQuery, req.query).ids.split(',').map((s) => s.trim()).filter(Boolean);
    return ok(await namesOf(db, ids));
  });
  app.get('/sys/category/rootList', cfg, async (req) => {
    const q = parseInput(pageQuery, req.query);
    return ok(await rootList(db, q.pageNo, q.pageSize));
  });
  app.get('/sys/category/childList', cfg, async (req) => {
    const q = parseInput(childListQuery, req.query);
    return ok(await childList(db, (q.parentId || q.pid)!));
  });

  app.post('/sys/category/add', { config: { permission: CategoryPerm.add, platformOnly: true } }, async (req) => {
    const input = parseInput(addBody, req.body);
    return ok(await addCategory(db, input, authOf(req).user.username), '添加成功！');
  });
  const edit = async (req: import('fastify').FastifyRequest) => {
    const input = parseInput(editBody, req.body);
    return ok(await editCategory(db, input, authOf(req).user.username), '编辑成功!');
  };
  app.put('/sys/category/edit', { config: { permission: CategoryPerm.edit, platformOnly: true } }, edit);
  app.post('/sys/category/edit', { config: { permission: CategoryPerm.edit, platformOnly: true } }, edit);
  app.delete('/sys/category/delete', { config: { permission: CategoryPerm.delete, platformOnly: true } }, async (req) => {
    await deleteCategory(db, parseInput(idQuery, req.query).id);
    return okMessage('删除成功!');
  });
}
