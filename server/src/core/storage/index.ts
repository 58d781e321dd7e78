import type { Config } from '../config';
import type { FileStore } from './fileStore';
import { createLocalStore } from './localStore';
import { createS3Store } from './s3Store';

export type { FileStore, StoredObject } from './fileStore';
export { localPathOf, uploadRoot } from './localStore';

/** The stores of this deployment: `current` takes new uploads; `of(kind)` reads a file where its row says it is. */
export interface FileStores {
  current: FileStore;
  of(kind: string): FileStore;
}

export function createFileStores(config: Config): FileStores {
  const local = createLocalStore(config.dataDir);
  const s3 = config.storage.kind === 's3' ? createS3Store(config.storage) : undefined;
  return {
    current: s3 ?? local,
    of: (kind) => (kind === 's3' && s3 ? s3 : local),
  };
}
