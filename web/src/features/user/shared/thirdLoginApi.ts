import type { LoginResult, ThirdBindRequired, ThirdType } from '@meiyun/shared';
import { getAction, postAction } from '../../../lib/http/lazy';

/** The calls of `/oauth2-app/login` (docs/single-sign-on.md); each resolves to the reply envelope. */
export type ThirdLoginReply = LoginResult | ThirdBindRequired;

export const thirdLoginUser = (ticket: string, thirdType: ThirdType) =>
  getAction<ThirdLoginReply>(`/sys/thirdLogin/getLoginUser/${encodeURIComponent(ticket)}/${thirdType}`, undefined, { skipErrorHandler: true });

export const casValidateLogin = (ticket: string, service: string) => getAction<ThirdLoginReply>('/sys/cas/client/validateLogin', { ticket, service }, { skipErrorHandler: true });

export const bindThirdAccount = (body: { ticket: string; thirdType: ThirdType; username: string; password: string; captcha?: string; checkKey?: string }) =>
  postAction<LoginResult>('/sys/thirdLogin/bindAccount', body, { skipErrorHandler: true });
