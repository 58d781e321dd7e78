import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { ok } from '../../../core/http/envelope';
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

/** Read endpoints of the category tree (§7); the management screen writes through its own routes. */
export async function categoryRoutes(app: FastifyInstance, ctx: AppContext) {
  const cfg = { config: { permission: 'authenticated' } } as const;
  const db = ctx.db;

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
}
