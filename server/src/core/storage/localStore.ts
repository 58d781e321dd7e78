import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from './fileStore';

export const uploadRoot = (dataDir: string) => path.join(dataDir, 'upload');

/**
 * The key inside the upload folder, or undefined when it would leave it (`..`, absolute paths, NUL, backslashes used
 * as separators): such a key reads as not found.
 */
export function localPathOf(dataDir: string, key: string): string | undefined {
  if (!key || key.includes('\0') || key.includes('\\')) return undefined;
  const root = uploadRoot(dataDir);
  const full = path.resolve(root, '.' + path.posix.sep + key.replace(/^\/+/, ''));
  return full.startsWith(root + path.sep) ? full : undefined;
}

/** Uploads on the server's disk, under DATA_DIR/upload (the default). */
export function createLocalStore(dataDir: string): FileStore {
  return {
    kind: 'local',
    async put(key, data) {
      const full = localPathOf(dataDir, key);
      if (!full) throw new Error(`bad storage key ${key}`);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, data, { flag: 'wx' });
    },
    async get(key) {
      const full = localPathOf(dataDir, key);
      const info = full ? await stat(full).catch(() => null) : null;
      if (!full || !info?.isFile()) return undefined;
      return { size: info.size, stream: createReadStream(full) };
    },
    async remove(key) {
      const full = localPathOf(dataDir, key);
      if (full) await rm(full, { force: true });
    },
  };
}
