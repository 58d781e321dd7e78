/**
 * The upload cell's file states of §3 and §4: empty, uploading with a percent, done with the path taken from the
 * response field, or error with the response's message or 未知错误.
 */
export interface UploadedFile {
  uid: string;
  name: string;
  size?: number;
  type?: string;
  status: 'uploading' | 'done' | 'error';
  percent?: number;
  path?: string;
  url?: string;
  message?: string;
}

export const UNKNOWN_ERROR = '未知错误';
export const UPLOAD_FAILED = '上传失败';

/** The reply of POST /sys/common/upload (or a column's own action). */
export interface UploadReply {
  success?: boolean;
  message?: string;
  result?: unknown;
  [field: string]: unknown;
}

/** Where a reply leaves a file: done with the path from `responseName` (default message), or error. */
export function settleUpload(file: UploadedFile, reply: UploadReply | undefined, responseName = 'message'): UploadedFile {
  if (!reply || reply.success === false) {
    return { ...file, status: 'error', percent: undefined, message: reply?.message || UNKNOWN_ERROR };
  }
  const path = reply[responseName];
  if (typeof path !== 'string' || !path) return { ...file, status: 'error', percent: undefined, message: reply.message || UNKNOWN_ERROR };
  return { ...file, status: 'done', percent: 100, path, message: undefined };
}

/** A failed request (network, HTTP status): the server's message when it sent one, else 上传失败. */
export function failUpload(file: UploadedFile, serverMessage?: string): UploadedFile {
  return { ...file, status: 'error', percent: undefined, message: serverMessage || UPLOAD_FAILED };
}

/**
 * The files kept after one more is done: a single-file cell keeps the last one, a limit N>0 keeps the last N.
 */
export function keepFiles(files: UploadedFile[], multi: boolean, limit = 0): UploadedFile[] {
  if (!multi) return files.slice(-1);
  return limit > 0 ? files.slice(-limit) : files;
}

/** The cell's value: the done paths comma-joined; '' when none. */
export function pathsOf(files: readonly UploadedFile[]): string {
  return files
    .filter((f) => f.status === 'done' && f.path)
    .map((f) => f.path)
    .join(',');
}

/** Files of a stored value (comma-separated paths). */
export function filesOf(value: unknown): UploadedFile[] {
  if (typeof value !== 'string' || !value) return [];
  return value.split(',').filter(Boolean).map((path, i) => ({ uid: `v${i}-${path}`, name: path.split('/').pop() ?? path, status: 'done' as const, path, percent: 100 }));
}
