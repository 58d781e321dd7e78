import type { Readable } from 'node:stream';

/** A stored file as it is read back: its length and its bytes as a stream. */
export interface StoredObject {
  size: number;
  stream: Readable;
}

/**
 * Where uploads are kept (config STORAGE). Keys are the upload's relative path (`contract/20261127/name_x.pdf`);
 * a missing key reads as undefined. Each stored file's row (sys_file) says which store holds it, so files uploaded
 * before a switch to S3 are still read from disk.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | undefined>;
  remove(key: string): Promise<void>;
}
