import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { DATA_SOURCE_KINDS, DataSourceTexts } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { registerCrudRoutes } from '../../../core/crud/index';
import { sysDataSource } from './table';
import { BizError, okMessage } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { KIND_REFUSED, dataSourceEntity } from './entity';
import { openPassword } from './sealed-password';
import { tryConnect } from './connection-test';
import { outsideAddress } from './outside-address';
import { authOf } from '../../../core/auth/guard';
import { ownedBy } from '../../../core/tenancy/index';

export const DATA_SOURCE_TEST_PERM = 'system:datasource:testConnection';

const blank = (v: unknown) => (v === null || v === undefined ? '' : v);
const testSchema = z.object({
  id: z.preprocess(blank, z.string().max(64)),
  kind: z.string({ error: '请选择数据库类型' }).refine((k) => (DATA_SOURCE_KINDS as readonly string[]).includes(k), KIND_REFUSED),
  host: z
    .string({ error: '请输入主机' })
    .trim()
    .min(1, '请输入主机')
    .max(253, '主机名过长')
    .regex(/^[A-Za-z0-9._:-]+$/, '主机只能是域名或IP地址'),
  port: z.coerce.number({ error: '请输入端口' }).int('端口不正确').min(1, '端口不正确').max(65535, '端口不正确'),
  databaseName: z.string({ error: '请输入数据库名' }).trim().min(1, '请输入数据库名').max(63, '数据库名过长'),
  userName: z.string({ error: '请输入用户名' }).trim().min(1, '请输入用户名').max(63, '用户名过长'),
  password: z.preprocess(blank, z.string().max(128, '密码过长')),
});

export async function dataSourceRoutes(app: FastifyInstance, ctx: AppContext) {
  await registerCrudRoutes(app, ctx, dataSourceEntity);

  /**
   * Tries the connection the form describes, field by field (never a URL). An empty password with the id of a
   * stored data source of the session's tenant uses the stored one. The host is resolved once and refused when any
   * of its addresses is inside (loopback, private, link-local... unless DATA_SOURCE_ALLOWED_HOSTS allows it); the
   * connection then goes to that checked address, never to the name again. Every failure answers the same
   * 数据库连接失败: an unknown host, a closed port, a refused inside address, a wrong password and another tenant's id
   * look alike, so the test cannot map the network behind the server. The reason goes to the server log (info).
   */
  app.post('/sys/dataSource/testConnection', { config: { permission: DATA_SOURCE_TEST_PERM } }, async (req) => {
    const input = parseInput(testSchema, req.body ?? {});
    const failed = (reason: string, address?: string) => {
      req.log.info({ host: input.host, address, port: input.port, database: input.databaseName, user: input.userName, reason }, 'data-source connection test failed');
      return new BizError(DataSourceTexts.failed);
    };
    let password = input.password;
    if (!password && input.id) {
      const auth = authOf(req);
      const [row] = await ctx.db
        .select({ sealed: sysDataSource.passwordEnc })
        .from(sysDataSource)
        .where(and(eq(sysDataSource.id, input.id), ownedBy(sysDataSource.tenantId, auth.tenantId)));
      if (!row) throw failed(`data source ${input.id} is not one of tenant ${auth.tenantId}`);
      if (row.sealed) {
        try {
          password = openPassword(ctx.secrets.dataSourceKey, row.sealed);
        } catch {
          // The deployment's DATA_SOURCE_KEY changed since the password was sealed: the password must be typed again.
          req.log.warn({ dataSourceId: input.id }, 'stored data-source password cannot be opened with the current DATA_SOURCE_KEY');
          throw failed('stored password cannot be opened');
        }
      }
    }
    const target = await outsideAddress(input.host, ctx.config.dataSourceAllowedHosts);
    if (!target.ok) throw failed(target.reason);
    const result = await tryConnect({
      kind: input.kind as (typeof DATA_SOURCE_KINDS)[number],
      address: target.address,
      port: input.port,
      databaseName: input.databaseName,
      userName: input.userName,
      password,
    });
    if (!result.ok) throw failed(result.reason, target.address);
    return okMessage(DataSourceTexts.connected);
  });
}
