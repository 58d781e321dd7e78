import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, idColumn } from '../../../core/db/schema/common';

/**
 * One uploaded file (文件管理): whose tenant it is, which folder, the original name, and the store that holds its
 * bytes (`local` or `s3`), so a deployment that moves to S3 still reads what it kept on disk.
 */
export const sysFile = pgTable(
  'sys_file',
  {
    id: idColumn(),
    tenantId: integer('tenant_id'),
    biz: text('biz').notNull(),
    /** The key in the store, the same as the upload's answer: `contract/20261127/name_x.pdf`. */
    path: text('path').notNull(),
    originalName: text('original_name').notNull(),
    ext: text('ext').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storage: text('storage').notNull(),
    ...audit(),
  },
  (t) => [uniqueIndex('sys_file_path_uq').on(t.path), index('sys_file_tenant_time_idx').on(t.tenantId, t.createTime)],
);
