import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authOf } from '../../../core/auth/guard';
import { tableReaderOf } from '../../../core/tenancy/index';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { ok, okMessage } from '../../../core/http/envelope';
import { registerCrudRoutes } from '../../../core/crud/index';
import { parseInput } from '../../../core/http/validate';
import { dictTexts, getDictItems, invalidateAllDicts, searchDict, treeData, type DictReader } from '../../../core/dict/lookup';
import { dictEntity, dictItemEntity } from './entity';

/** A search never returns more than this many items, whatever the client asks. */
const MAX_PAGE_SIZE = 100;

const loadDictQuery = z.object({
  keyword: z.string().max(100, '搜索内容过长').optional().default(''),
  pageSize: z.coerce.number('每页条数必须是数字').int('每页条数必须是整数').min(1, '每页条数至少为1').max(MAX_PAGE_SIZE, `每页条数不能超过${MAX_PAGE_SIZE}`).optional().default(DEFAULT_PAGE_SIZE),
});

const loadDictItemQuery = z.object({ key: z.string().max(2000, '参数过长').optional().default('') });

const ident = (label: string) => z.string(`${label}不能为空`).trim().min(1, `${label}不能为空`).max(64, `${label}过长`);
const loadTreeQuery = z.object({
  pid: z.string().max(64, 'pid过长').optional().default(''),
  tableName: ident('表名'),
  text: ident('显示字段'),
  code: ident('值字段'),
  pidField: z.string().trim().max(64).optional().transform((v) => v || 'pid'),
  hasChildField: z.string().trim().max(64).optional(),
  condition: z.string().max(2000, 'condition过长').optional(),
});

export async function dictRoutes(app: FastifyInstance, ctx: AppContext) {
  const signed = { config: { permission: 'authenticated', sign: true } } as const;

  // X-Sign only proves the request was not altered; what may be read is decided by the reader's tenant and permissions.
  const readerOf = (req: FastifyRequest): Promise<DictReader> => tableReaderOf(authOf(req));

  app.get<{ Params: { code: string } }>('/sys/dict/getDictItems/:code', signed, async (req) => ok(await getDictItems(ctx, req.params.code, await readerOf(req))));

  app.get<{ Params: { dict: string } }>('/sys/dict/loadDict/:dict', signed, async (req) => {
    const q = parseInput(loadDictQuery, req.query);
    return ok(await searchDict(ctx, req.params.dict, q.keyword.trim(), q.pageSize, await readerOf(req)));
  });

  app.get<{ Params: { dict: string } }>('/sys/dict/loadDictItem/:dict', signed, async (req) => {
    const q = parseInput(loadDictItemQuery, req.query);
    const keys = q.key.split(',').map((k) => k.trim()).filter(Boolean);
    return ok(await dictTexts(ctx, req.params.dict, keys, await readerOf(req)));
  });

  app.get('/sys/dict/loadTreeData', signed, async (req) => ok(await treeData(ctx, parseInput(loadTreeQuery, req.query), await readerOf(req))));

  await registerCrudRoutes(app, ctx, dictEntity);
  await registerCrudRoutes(app, ctx, dictItemEntity);

  // JeecgBoot's spelling, kept for its clients.
  app.get('/sys/dict/refleshCache', { config: { permission: 'system:dict:list' } }, async () => {
    await invalidateAllDicts(ctx);
    return okMessage('刷新缓存完成！');
  });
}
