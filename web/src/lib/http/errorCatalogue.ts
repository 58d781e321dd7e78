/**
 * What the user sees for a failed call (§8). Pure: the client performs the returned reaction.
 */
export type ErrorReaction =
  | { kind: 'notify'; title: string; description: string }
  | { kind: 'unauthorized'; title: string; description: string }
  | { kind: 'sessionExpired'; title: string; content: string };

export interface FailedCall {
  /** HTTP status, undefined when no response arrived. */
  status?: number;
  /** The envelope's message, when the body was one. */
  serverMessage?: string;
  timedOut?: boolean;
  hasToken: boolean;
}

export const ErrorTexts = {
  title: '系统提示',
  forbidden: '拒绝访问',
  notFound: '很抱歉，资源未找到!',
  timeout: '网络超时',
  unauthorized: '未授权，请重新登录',
  expiredTitle: '登录已过期',
  expiredContent: '很抱歉，登录已过期，请重新登录',
  unspecified: '出错了，请联系管理员!',
  downloadFailed: '文件下载失败',
} as const;

export function reactionFor(call: FailedCall): ErrorReaction {
  const notify = (description: string): ErrorReaction => ({ kind: 'notify', title: ErrorTexts.title, description });
  if (call.timedOut) return notify(ErrorTexts.timeout);
  switch (call.status) {
    case 401:
      return { kind: 'unauthorized', title: ErrorTexts.title, description: ErrorTexts.unauthorized };
    case 403:
      return notify(ErrorTexts.forbidden);
    case 404:
      return notify(ErrorTexts.notFound);
    case 504:
      return notify(ErrorTexts.timeout);
    case 500:
      if (call.hasToken && call.serverMessage?.includes('Token失效')) {
        return { kind: 'sessionExpired', title: ErrorTexts.expiredTitle, content: ErrorTexts.expiredContent };
      }
      return notify(call.serverMessage || ErrorTexts.unspecified);
    default:
      return notify(call.serverMessage || ErrorTexts.unspecified);
  }
}
