import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { businessToday } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { BizError } from '../../../core/http/envelope';
import type { StoredObject } from '../../../core/storage/index';
import { sysFile } from '../file/table';

/** Folders an upload may go to; a biz outside this list is refused rather than becoming a new folder. */
export const UPLOAD_BIZ_FOLDERS = ['temp', 'avatar', 'notice', 'editor', 'contract', 'bill', 'car', 'driver', 'quality', 'import'] as const;
export type UploadBiz = (typeof UPLOAD_BIZ_FOLDERS)[number];

/**
 * The stored name keeps a readable part of the original (letters, digits, CJK, - and _) so that downloads are
 * recognisable, and a random suffix so that names never collide or can be guessed.
 */
export function storedNameOf(originalName: string, ext: string): string {
  const base = path.basename(originalName).replace(/\.[^.]*$/, '');
  const readable = base.replace(/[^\p{L}\p{N}_-]+/gu, '_').replace(/^_+|_+$/g, '').slice(0, 40);
  const random = randomBytes(6).toString('hex');
  return `${readable ? `${readable}_` : ''}${random}.${ext}`;
}

export interface Uploader {
  tenantId: number | null;
  username: string;
}

/**
 * Puts the file in the deployment's store (local disk or S3) and records it for 文件管理; answers its key, always with
 * forward slashes (`biz/yyyymmdd/name_x.ext`), which is also the path the client keeps.
 */
export async function storeUpload(ctx: AppContext, by: Uploader, biz: UploadBiz, originalName: string, ext: string, contentType: string, data: Buffer): Promise<string> {
  const day = businessToday().replaceAll('-', '');
  const key = `${biz}/${day}/${storedNameOf(originalName, ext)}`;
  const store = ctx.files.current;
  await store.put(key, data, contentType);
  await ctx.db.insert(sysFile).values({
    tenantId: by.tenantId,
    biz,
    path: key,
    originalName: path.basename(originalName).slice(0, 200),
    ext,
    size: data.length,
    storage: store.kind,
    createBy: by.username,
  });
  return key;
}

const notFound = () => new BizError('文件不存在', 404, null, 404);

/**
 * A stored file for a reader of `tenantId`: one recorded in another tenant reads as not found (the platform
 * administrator reads any). Files kept before they were recorded are on the local disk and open to any session,
 * as they were.
 */
export async function openStored(ctx: AppContext, key: string, reader: { tenantId: number | null; platformAdmin: () => Promise<boolean> }): Promise<StoredObject> {
  if (!key || key.includes('\0') || key.includes('\\') || key.split('/').includes('..')) throw notFound();
  const [row] = await ctx.db.select({ tenantId: sysFile.tenantId, storage: sysFile.storage }).from(sysFile).where(eq(sysFile.path, key));
  if (row && row.tenantId !== reader.tenantId && !(await reader.platformAdmin())) throw notFound();
  const found = await ctx.files.of(row?.storage ?? 'local').get(key);
  if (!found) throw notFound();
  return found;
}
