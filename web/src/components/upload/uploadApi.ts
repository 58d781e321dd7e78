import { UPLOAD_BIZ_DEFAULT } from '@meiyun/shared';
import { uploadAction } from '../../lib/http';
import type { UploadResponse } from './uploadState';

export const UPLOAD_URL = '/sys/common/upload';

/** The upload folders the server accepts (`server/src/modules/sys/common/storage.ts`). */
export type UploadBiz = 'temp' | 'avatar' | 'notice' | 'editor' | 'contract' | 'bill' | 'car' | 'driver' | 'quality' | 'import';

export interface UploadOptions {
  biz?: UploadBiz;
  /** The rich-text editor's uploads. */
  jeditor?: boolean;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** POST /sys/common/upload (multipart: file, isup=1, biz); resolves to the reply envelope. */
export async function uploadFile(
  file: File | Blob,
  name: string,
  { biz = UPLOAD_BIZ_DEFAULT as UploadBiz, jeditor, onProgress, signal }: UploadOptions = {},
): Promise<UploadResponse & { result: string }> {
  const form = new FormData();
  form.append('isup', '1');
  form.append('biz', biz);
  if (jeditor) form.append('jeditor', '1');
  form.append('file', file, name);
  const reply = await uploadAction<string>(UPLOAD_URL, form, {
    signal,
    onUploadProgress: (e) => {
      if (onProgress && e.total) onProgress((e.loaded / e.total) * 100);
    },
  });
  return { ...reply } as UploadResponse & { result: string };
}
