import { fileTypeFromBuffer } from 'file-type';

/**
 * The files the platform keeps: extension → what its content must be detected as (file-type's ext), or a text
 * rule for formats without a signature. Anything not listed is refused.
 */
type ContentRule = { kind: 'binary'; detected: string[] } | { kind: 'text' } | { kind: 'svg' };

const binary = (...detected: string[]): ContentRule => ({ kind: 'binary', detected });
const TEXT: ContentRule = { kind: 'text' };

export const ALLOWED_EXTENSIONS: Record<string, ContentRule> = {
  jpg: binary('jpg'),
  jpeg: binary('jpg'),
  png: binary('png'),
  gif: binary('gif'),
  bmp: binary('bmp'),
  webp: binary('webp'),
  ico: binary('ico', 'cur'),
  svg: { kind: 'svg' },
  pdf: binary('pdf'),
  // Legacy Office files are compound documents; OOXML is a zip whose parts file-type usually recognises.
  doc: binary('cfb'),
  xls: binary('cfb'),
  ppt: binary('cfb'),
  docx: binary('docx', 'zip'),
  xlsx: binary('xlsx', 'zip'),
  pptx: binary('pptx', 'zip'),
  zip: binary('zip'),
  rar: binary('rar'),
  '7z': binary('7z'),
  mp4: binary('mp4', 'm4v'),
  mp3: binary('mp3'),
  txt: TEXT,
  csv: TEXT,
  md: TEXT,
  json: TEXT,
  log: TEXT,
};

/** Content types the static route answers with; unknown ones are served as a download. */
export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  ico: 'image/x-icon',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  '7z': 'application/x-7z-compressed',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  json: 'application/json; charset=utf-8',
  log: 'text/plain; charset=utf-8',
};

/** Shown in the browser; everything else (SVG and HTML above all: they can carry script) is an attachment. */
const INLINE = new Set(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'ico', 'pdf', 'txt', 'csv', 'md', 'log', 'json', 'mp4', 'mp3']);

export function isInline(ext: string): boolean {
  return INLINE.has(ext);
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** Why the content does not agree with the extension, or null when it does. */
export async function contentProblem(ext: string, data: Buffer): Promise<string | null> {
  const rule = ALLOWED_EXTENSIONS[ext];
  if (!rule) return `不支持的文件类型：.${ext || '(无扩展名)'}`;
  if (data.length === 0) return '文件内容为空';
  const mismatch = '文件内容与扩展名不符';
  if (rule.kind === 'binary') {
    const detected = await fileTypeFromBuffer(data);
    return detected && rule.detected.includes(detected.ext) ? null : mismatch;
  }
  if (data.includes(0)) return mismatch;
  if ((await fileTypeFromBuffer(data)) !== undefined) return mismatch;
  if (rule.kind === 'svg' && !/<svg[\s>]/i.test(data.subarray(0, 4096).toString('utf8'))) return mismatch;
  return null;
}
