import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { normalizeByRules, permissionCode } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { BizError, noPermission, okMessage } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { boundEntities } from '../../../core/crud/binding';
import { ERROR_FILE_TTL_MS, errorDir } from '../../../core/crud/import';
import { contentDisposition } from '../../../core/crud/export';
import { parseValue } from '../../../core/query/values';

const duplicateSchema = z.object({
  tableName: z.string({ error: '表名不能为空' }).min(1, '表名不能为空').max(64),
  fieldName: z.string({ error: '字段名不能为空' }).min(1, '字段名不能为空').max(64),
  fieldVal: z.string().max(500).optional(),
  dataId: z.string().max(64).optional(),
});

/** What the generic list kit needs beside each entity's own routes. */
export async function listSupportRoutes(app: FastifyInstance, ctx: AppContext) {
  /** The refused rows of an import, for the user who imported them, for a day. */
  app.get<{ Params: { name: string } }>('/sys/common/importErrors/:name', { config: { permission: 'authenticated' } }, async (req, reply) => {
    const auth = authOf(req);
    const name = req.params.name;
    if (!/^[a-f0-9]{32}\.xlsx$/.test(name)) throw new BizError('文件不存在或已过期');
    const file = path.join(errorDir(ctx, auth.user.id), name);
    const s = await stat(file).catch(() => undefined);
    if (!s) throw new BizError('文件不存在或已过期');
    if (Date.now() - s.mtimeMs > ERROR_FILE_TTL_MS) {
      await rm(file, { force: true });
      throw new BizError('文件不存在或已过期');
    }
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', contentDisposition('导入错误数据.xlsx'))
      .send(createReadStream(file));
  });

  /**
   * Whether a value is free: only tables of declared entities and their declared, non-secret fields (by API name
   * or column name); the caller must hold a permission of that entity. Deleted records count, as they can be
   * restored.
   */
  app.get('/sys/duplicate/check', { config: { permission: 'authenticated' } }, async (req) => {
    const q = parseInput(duplicateSchema, req.query);
    const b = boundEntities().get(q.tableName) ?? [...boundEntities().values()].find((x) => x.meta.name === q.tableName);
    if (!b) throw new BizError('该表不支持重复校验');
    const perms = await authOf(req).permissions();
    if (!(['list', 'add', 'edit'] as const).some((a) => perms.has(permissionCode(b.meta, a)))) throw noPermission();
    const f = b.fields.get(q.fieldName) ?? [...b.fields.values()].find((x) => x.column.name === q.fieldName);
    if (!f) throw new BizError('该字段不支持重复校验');
    if (q.fieldVal === undefined || q.fieldVal.trim() === '') return okMessage('该值可用！');
    let value;
    try {
      // Compared in the stored form: 晋a12345 finds the 晋A12345 on file.
      value = parseValue(f.meta, f.meta.rules?.length ? normalizeByRules(f.meta.rules, q.fieldVal.trim()) : q.fieldVal);
    } catch {
      return okMessage('该值可用！');
    }
    const conds = [sql`${f.column} = ${value}`];
    const tenantId = authOf(req).tenantId;
    if (b.tenant) conds.push(tenantId === null ? sql`false` : eq(b.tenant, tenantId));
    if (q.dataId) conds.push(ne(b.id, q.dataId));
    const [hit] = await ctx.db.select({ id: b.id }).from(b.table).where(and(...conds)).limit(1);
    if (hit) throw new BizError('该值不可用，系统中已存在！');
    return okMessage('该值可用！');
  });
}
