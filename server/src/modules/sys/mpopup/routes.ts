import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { tableReaderOf } from '../../../core/tenancy/index';
import { visibleUsers } from '../user/entity';
import { BizError, ok } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { codesUnder, loadForm, loadTree, normalizePrefix, showText } from './service';

const ident = (label: string) => z.string(`${label}不能为空`).trim().min(1, `${label}不能为空`).max(64, `${label}过长`);
const optIdent = z.string().trim().max(64, '字段名过长').optional();
const json = z.string().max(4000, '查询条件过长').optional();
const prefix = z.string(`permsPrefix不能为空`).trim().min(1, 'permsPrefix不能为空').max(100, 'permsPrefix过长');

const treeQuery = z.object({
  tableName: ident('表名'),
  text: ident('显示字段'),
  code: ident('值字段'),
  pid: z.string().max(64, 'pid过长').optional().default(''),
  pidField: optIdent.transform((v) => v || 'pid'),
  hasChildField: optIdent,
  condition: json,
});

const formQuery = z.object({
  tableName: ident('表名'),
  showColumn: z.string('显示字段不能为空').trim().min(1, '显示字段不能为空').max(1000, '显示字段过长'),
  condition: json,
  queryByLike: json,
  pid: z.string().max(64, 'pid过长').optional(),
  pidField: optIdent,
  sort: z.string().max(80, '排序参数过长').optional(),
  pageNo: z.coerce.number('页码必须是数字').int().min(1, '页码至少为1').optional().default(1),
  pageSize: z.coerce.number('每页条数必须是数字').int().min(1, '每页条数至少为1').max(100, '每页条数不能超过100').optional().default(10),
});

const showTextQuery = z.object({
  tableName: ident('表名'),
  ids: z.string().max(20000, '参数过长').optional().default(''),
  showColumn: ident('显示字段'),
  queryColumn: ident('查询字段'),
});

/** `/utils/mpopup/*`: the popup record picker's tree, rows, display texts and row-action permissions. */
export async function mpopupRoutes(api: FastifyInstance, ctx: AppContext) {
  const signed = { config: { permission: 'authenticated' } } as const;

  api.get('/utils/mpopup/loadTree', signed, async (req) => ok(await loadTree(ctx, parseInput(treeQuery, req.query), await tableReaderOf(authOf(req)))));

  api.get('/utils/mpopup/loadForm', signed, async (req) => ok(await loadForm(ctx, parseInput(formQuery, req.query), await tableReaderOf(authOf(req)))));

  api.get('/utils/mpopup/setShowText', signed, async (req) => {
    const q = parseInput(showTextQuery, req.query);
    const ids = [...new Set(q.ids.split(',').map((s) => s.trim()).filter(Boolean))];
    if (ids.length > 500) throw new BizError('一次最多查询500条');
    return ok(await showText(ctx, { ...q, ids }, await tableReaderOf(authOf(req))));
  });

  // The codes under the prefix the current user does NOT hold: the buttons to hide.
  api.get('/utils/mpopup/queryAllAuth', signed, async (req) => {
    const p = normalizePrefix(parseInput(z.object({ permsPrefix: prefix }), req.query).permsPrefix);
    const held = await authOf(req).permissions();
    return ok((await codesUnder(ctx, p)).filter((c) => !held.has(c)));
  });

  // The codes under the prefix a user holds; the action column shows when there is at least one.
  api.get('/utils/mpopup/queryUserAuth', signed, async (req) => {
    const q = parseInput(z.object({ permsPrefix: prefix, userId: z.string().trim().max(64).optional() }), req.query);
    const auth = authOf(req);
    const self = !q.userId || q.userId === auth.user.id;
    if (!self && !(await auth.permissions()).has('system:user:list')) throw new BizError('无权查询其他用户的权限');
    if (!self) await visibleUsers(ctx.db, auth, [q.userId!]);
    const held = self ? await auth.permissions() : (await ctx.identity.grants(q.userId!)).codes;
    const p = normalizePrefix(q.permsPrefix);
    return ok([...held].filter((c) => c.startsWith(p)).sort());
  });
}
