import { Messages, ResultCode, type Envelope } from '@meiyun/shared';

export function ok<T>(result: T, message = '操作成功！'): Envelope<T> {
  return { success: true, message, code: ResultCode.OK, result, timestamp: Date.now() };
}

/** A reply that only carries a text: clients read it from `message`, some from `result`. */
export function okMessage(message: string): Envelope<string> {
  return ok(message, message);
}

export function fail<T = null>(code: number, message: string, result: T = null as T): Envelope<T> {
  return { success: false, message, code, result, timestamp: Date.now() };
}

/**
 * A business error: answered HTTP 200 (HTTP 401/403 for the two session failures) with the envelope, as the
 * JeecgBoot clients expect. The message must be a Chinese sentence a user can act on.
 */
export class BizError extends Error {
  constructor(
    message: string,
    readonly code: number = ResultCode.ERROR,
    readonly result: unknown = null,
    readonly httpStatus = 200,
  ) {
    super(message);
    this.name = 'BizError';
  }
}

export const noPermission = () => new BizError(Messages.noPermission, ResultCode.NO_PERMISSION);
export const unauthorized = () => new BizError(Messages.tokenInvalid, ResultCode.UNAUTHORIZED, null, 401);
