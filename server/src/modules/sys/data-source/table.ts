import { integer, text, uniqueIndex, pgTable } from 'drizzle-orm/pg-core';
import { audit, idColumn } from '../../../core/db/schema/common';

/** External databases the platform may connect to (reports, data exchange). */
export const sysDataSource = pgTable(
  'sys_data_source',
  {
    id: idColumn(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** One of DATA_SOURCE_KINDS. */
    kind: text('kind').notNull(),
    host: text('host').notNull(),
    port: integer('port').notNull(),
    databaseName: text('database_name').notNull(),
    userName: text('user_name').notNull(),
    /** AES-256-GCM of the password (iv.tag.ciphertext, base64url) under the deployment's data-source key; never read out. */
    passwordEnc: text('password_enc'),
    remark: text('remark'),
    tenantId: integer('tenant_id'),
    ...audit(),
  },
  (t) => [uniqueIndex('sys_data_source_tenant_code_uq').on(t.tenantId, t.code)],
);
