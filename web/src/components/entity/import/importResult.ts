import type { Envelope } from '@meiyun/shared';

/** Reading an import reply (§7, §8): 201 means imported with error rows, `result` the error file's path. */
export const IMPORT_PARTIAL_CODE = 201;
export const UPLOAD_FAILED = '文件上传失败';
export const ACCEPTED_EXTENSIONS = ['.xls', '.xlsx'] as const;

export type ImportOutcome =
  | { kind: 'ok'; message: string }
  | { kind: 'partial'; message: string; errorFile: string | null }
  | { kind: 'failed'; message: string };

export function importOutcome(env: Envelope<unknown>, fileNames: readonly string[]): ImportOutcome {
  if (env.success && Number(env.code) === IMPORT_PARTIAL_CODE) {
    return { kind: 'partial', message: env.message || '导入完成，部分数据有误', errorFile: typeof env.result === 'string' && env.result ? env.result : null };
  }
  if (env.success) return { kind: 'ok', message: env.message || '导入成功' };
  return { kind: 'failed', message: env.message ? `${fileNames.join('、')} ${env.message}` : UPLOAD_FAILED };
}

export const isSpreadsheet = (name: string) => ACCEPTED_EXTENSIONS.some((ext) => name.toLowerCase().endsWith(ext));
