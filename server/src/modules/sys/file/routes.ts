import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { UPLOAD_BIZ_FOLDERS } from '../common/storage';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { fmtTime } from '../../../core/http/dates';
import { BizError, ok, okMessage } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { LogType, writeLog } from '../../../core/oplog/writer';
import { sysFile } from './table';

export const FilePerm = { list: 'system:file:list', delete: 'system:file:delete' } as const;

const listQuery = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
  originalName: z.string().trim().max(100).optional(),
  biz: z.enum(UPLOAD_BIZ_FOLDERS, { error: '文件目录不正确' }).optional().or(z.literal('').transform(() => undefined)),
});
const idQuery = z.object({ id: z.string({ error: '请选择文件' }).min(1, '请选择文件').max(64) });

/** Escapes LIKE's own characters so a typed % or _ is matched as itself. */
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** 文件管理: the caller's tenant's uploads, newest first; a file is deleted from its store and its row together. */
export async function fileRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/sys/file/list', { config: { permission: FilePerm.list } }, async (req) => {
    const auth = authOf(req);
    const q = parseInput(listQuery, req.query);
    const where: SQL[] = [auth.tenantId === null ? eq(sysFile.tenantId, -1) : eq(sysFile.tenantId, auth.tenantId)];
    if (q.originalName) where.push(ilike(sysFile.originalName, likeText(q.originalName)));
    if (q.biz) where.push(eq(sysFile.biz, q.biz));
    const [[{ total }], rows] = await Promise.all([
      ctx.db.select({ total: count() }).from(sysFile).where(and(...where)),
      ctx.db
        .select()
        .from(sysFile)
        .where(and(...where))
        .orderBy(desc(sysFile.createTime), desc(sysFile.id))
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize),
    ]);
    return ok({
      records: rows.map((r) => ({ id: r.id, biz: r.biz, path: r.path, originalName: r.originalName, ext: r.ext, size: r.size, storage: r.storage, createBy: r.createBy, createTime: fmtTime(r.createTime) })),
      total,
      current: q.pageNo,
      size: q.pageSize,
    });
  });

  app.delete('/sys/file/delete', { config: { permission: FilePerm.delete } }, async (req) => {
    const auth = authOf(req);
    const { id } = parseInput(idQuery, req.query);
    const [row] = await ctx.db.select().from(sysFile).where(eq(sysFile.id, id));
    if (!row || row.tenantId !== auth.tenantId) throw new BizError('文件不存在');
    // The bytes first: a row without its file would list what cannot be opened; a failed removal leaves both.
    await ctx.files.of(row.storage).remove(row.path);
    await ctx.db.delete(sysFile).where(eq(sysFile.id, id));
    await writeLog(ctx.db, {
      logType: LogType.OPERATION,
      operateType: 4,
      logContent: `删除文件：${row.originalName}（${row.path}）`,
      userid: auth.user.id,
      username: auth.user.username,
      ip: req.ip,
      userAgent: String(req.headers['user-agent'] ?? ''),
      tenantId: auth.tenantId,
    });
    return okMessage('删除成功!');
  });
}
