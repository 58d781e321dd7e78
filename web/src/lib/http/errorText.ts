import { isAxiosError } from 'axios';

/** Text for an inline error; network failures were already announced by the client, so stay brief. */
export function errorText(error: unknown): string {
  if (isAxiosError(error)) return '数据加载失败，请稍后重试';
  return error instanceof Error && error.message ? error.message : '出错了，请联系管理员!';
}
