import { API_BASE } from '../../lib/http/client';

/**
 * The upload cell of spec §3 (Uploaded file) and §4 (Upload cell states), as pure functions so that the rules
 * are tested without a browser: empty → uploading (percent) → done (path) or error (message); the value is the
 * comma-separated paths of the done files.
 */
export type UploadStatus = 'uploading' | 'done' | 'error';

export interface UploadItem {
  uid: string;
  name: string;
  type?: string;
  size?: number;
  status: UploadStatus;
  percent: number;
  /** Stored path relative to the upload folder, once done. */
  path?: string;
  /** Address to show or open the file (the static prefix added for stored paths). */
  url?: string;
  /** Why it failed. */
  message?: string;
}

export const UploadTexts = {
  button: '点击上传',
  failed: '上传失败',
  fileFailed: (file: string) => `${file} 上传失败.`,
  unknown: '未知错误',
  notImage: '请上传图片',
  noFile: '未上传任何文件',
  unknownMove: '未知的操作',
  lastMove: '已到最后~',
} as const;

export const VALUE_SEPARATOR = ',';
export const STATIC_PREFIX = `${API_BASE}/sys/common/static/`;

/** §7: a path that does not start with http gets the API's static prefix; the token rides along for <img>. */
export function fileUrlOf(path: string, token?: string | null): string {
  if (/^https?:\/\//i.test(path)) return path;
  if (path.startsWith(STATIC_PREFIX)) return token ? `${path}?token=${encodeURIComponent(token)}` : path;
  const url = STATIC_PREFIX + path.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
  return token ? `${url}?token=${encodeURIComponent(token)}` : url;
}

export function fileNameOf(path: string): string {
  const last = path.split('?')[0].split('/').pop() ?? path;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** The comma-separated value as done items (what a form hands in). */
export function itemsFromValue(value: string | null | undefined, token?: string | null): UploadItem[] {
  if (!value) return [];
  return value
    .split(VALUE_SEPARATOR)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((path) => ({ uid: `v:${path}`, name: fileNameOf(path), status: 'done', percent: 100, path, url: fileUrlOf(path, token) }));
}

/** Only done files enter the value. */
export function valueOf(items: UploadItem[]): string {
  return items
    .filter((i) => i.status === 'done' && i.path)
    .map((i) => i.path)
    .join(VALUE_SEPARATOR);
}

/** Change is emitted only when no file is still uploading (removal emits at once, see `removeItem`). */
export function allSettled(items: UploadItem[]): boolean {
  return items.every((i) => i.status !== 'uploading');
}

export function startItem(items: UploadItem[], file: { uid: string; name: string; type?: string; size?: number }): UploadItem[] {
  return [...items, { uid: file.uid, name: file.name, type: file.type, size: file.size, status: 'uploading', percent: 0 }];
}

export function progressItem(items: UploadItem[], uid: string, percent: number): UploadItem[] {
  return items.map((i) => (i.uid === uid && i.status === 'uploading' ? { ...i, percent: Math.max(0, Math.min(99, Math.round(percent))) } : i));
}

export interface UploadResponse {
  success?: boolean;
  message?: string;
  result?: unknown;
  [field: string]: unknown;
}

/**
 * A reply arrived: done with the path from the named field (the envelope's `message`, as JeecgBoot answers),
 * or error with the reply's message, 未知错误 when it has none.
 */
export function finishItem(items: UploadItem[], uid: string, response: UploadResponse, token?: string | null, pathField = 'message'): UploadItem[] {
  return items.map((i) => {
    if (i.uid !== uid) return i;
    const path = response[pathField];
    if (response.success === false || typeof path !== 'string' || !path) {
      return { ...i, status: 'error', percent: 0, message: response.message || UploadTexts.unknown };
    }
    return { ...i, status: 'done', percent: 100, path, url: fileUrlOf(path, token), message: undefined };
  });
}

/** No reply (network, HTTP failure): 上传失败 unless the server said more. */
export function failItem(items: UploadItem[], uid: string, message?: string): UploadItem[] {
  return items.map((i) => (i.uid === uid ? { ...i, status: 'error', percent: 0, message: message || UploadTexts.failed } : i));
}

export function removeItem(items: UploadItem[], uid: string): UploadItem[] {
  return items.filter((i) => i.uid !== uid);
}

/**
 * Keeps the last `max` done files (single image mode is max 1); files still uploading or failed stay shown.
 * max 0 or less means no limit.
 */
export function limitDone(items: UploadItem[], max: number): UploadItem[] {
  if (!(max > 0)) return items;
  const done = items.filter((i) => i.status === 'done');
  const drop = new Set(done.slice(0, Math.max(0, done.length - max)).map((i) => i.uid));
  return items.filter((i) => !drop.has(i.uid));
}

/** The browser's MIME type must contain "image" (§5). */
export function isImageFile(file: { type?: string }): boolean {
  return (file.type ?? '').includes('image');
}

export type MoveResult = { items: UploadItem[] } | { warning: string };

/** Image lists: move one place left or right; the ends answer the warnings of §4. */
export function moveItem(items: UploadItem[], uid: string, direction: 'left' | 'right'): MoveResult {
  const index = items.findIndex((i) => i.uid === uid);
  if (index < 0) return { warning: UploadTexts.unknownMove };
  if (direction === 'left' && index === 0) return { warning: UploadTexts.unknownMove };
  if (direction === 'right' && index === items.length - 1) return { warning: UploadTexts.lastMove };
  const target = direction === 'left' ? index - 1 : index + 1;
  const next = [...items];
  [next[index], next[target]] = [next[target], next[index]];
  return { items: next };
}

/** Rows of the file popup's result. */
export interface FilePopupResult {
  name: string;
  url: string;
  path: string;
  status: 'done';
  id: string;
}

export function popupResultOf(items: UploadItem[]): FilePopupResult[] {
  return items
    .filter((i) => i.status === 'done' && i.path)
    .map((i) => ({ name: i.name, url: fileUrlOf(i.path!), path: i.path!, status: 'done', id: i.uid }));
}
