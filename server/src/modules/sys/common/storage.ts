import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { businessToday } from '@meiyun/shared';
import { BizError } from '../../../core/http/envelope';

/** Folders an upload may go to; a biz outside this list is refused rather than becoming a new folder. */
export const UPLOAD_BIZ_FOLDERS = ['temp', 'avatar', 'notice', 'editor', 'contract', 'bill', 'car', 'driver', 'quality', 'import'] as const;
export type UploadBiz = (typeof UPLOAD_BIZ_FOLDERS)[number];

export function uploadRoot(dataDir: string): string {
  return path.join(dataDir, 'upload');
}

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

/** Writes the file and answers its path relative to the upload folder, always with forward slashes. */
export async function storeUpload(dataDir: string, biz: UploadBiz, originalName: string, ext: string, data: Buffer): Promise<string> {
  const day = businessToday().replaceAll('-', '');
  const dir = path.join(uploadRoot(dataDir), biz, day);
  await mkdir(dir, { recursive: true });
  const name = storedNameOf(originalName, ext);
  await writeFile(path.join(dir, name), data, { flag: 'wx' });
  return `${biz}/${day}/${name}`;
}

/**
 * Resolves a requested relative path inside the upload folder. Anything that would leave it (`..`, absolute
 * paths, NUL, backslashes used as separators) is treated as not found.
 */
export function resolveStored(dataDir: string, relative: string): string {
  const notFound = new BizError('文件不存在', 404, null, 404);
  if (!relative || relative.includes('\0') || relative.includes('\\')) throw notFound;
  const root = uploadRoot(dataDir);
  const full = path.resolve(root, '.' + path.posix.sep + relative.replace(/^\/+/, ''));
  if (!full.startsWith(root + path.sep)) throw notFound;
  return full;
}

export async function openStored(full: string) {
  const info = await stat(full).catch(() => null);
  if (!info?.isFile()) throw new BizError('文件不存在', 404, null, 404);
  return { size: info.size, stream: createReadStream(full) };
}
