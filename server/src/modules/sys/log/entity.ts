import { sql } from 'drizzle-orm';
import { logMeta } from '@meiyun/shared';
import { bindEntity } from '../../../core/crud/index';
import { sysLog } from '../../../core/db/schema/index';
import { ownedBy } from '../../../core/tenancy/index';

/**
 * 系统日志: read-only (list and export); the tabs filter on logType. Each tenant reads its own entries; the
 * platform administrator also reads those of no tenant (sign-in attempts with an unknown user name).
 */
export const logEntity = bindEntity({
  meta: logMeta,
  table: sysLog,
  menuKey: 'menu:system:log',
  tenantScope: (u) => (u.platformAdmin ? sql`(${ownedBy(sysLog.tenantId, u.tenantId)} or ${sysLog.tenantId} is null)` : ownedBy(sysLog.tenantId, u.tenantId)),
});
