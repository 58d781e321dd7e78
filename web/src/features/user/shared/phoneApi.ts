import type { LoginOptions, LoginResult, PhoneVerificationResult, SmsPurpose } from '@meiyun/shared';
import { getAction, loadHttp, postAction } from '../../../lib/http/lazy';

/** The public calls of the phone flows (docs/phone-sign-in.md); each resolves to the reply envelope. */
export const sendSmsCode = (mobile: string, smsmode: SmsPurpose) => postAction<string>('/sys/sms', { mobile, smsmode });

export const phoneLogin = (mobile: string, captcha: string) => postAction<LoginResult>('/sys/phoneLogin', { mobile, captcha });

export const loginOptions = () => getAction<LoginOptions>('/sys/loginOptions', undefined, { skipErrorHandler: true });

export const registerAccount = (body: { username: string; realname: string; password: string; confirmpassword: string; phone: string; smscode: string }) =>
  postAction<{ status: 'active' | 'review' }>('/sys/user/register', body);

export const verifyPhone = (phone: string, smscode: string) => postAction<PhoneVerificationResult>('/sys/user/phoneVerification', { phone, smscode });

export async function resetPassword(body: { resetKey: string; password: string; confirmpassword: string }) {
  return (await loadHttp()).putAction<string>('/sys/user/passwordChange', body);
}
