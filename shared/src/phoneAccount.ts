import { z } from 'zod';
import { PasswordMessages, isAcceptablePassword } from './password';
import { PATTERNS } from './validation/patterns';
import type { SsoOption } from './thirdLogin';

/**
 * The sign-in page's phone flows (docs/phone-sign-in.md): a code sent by SMS signs in, registers or sets a new
 * password. The same schemas check the form in the browser and the body on the server.
 */

/** What a code is for; a code sent for one purpose never serves another. */
export const SMS_PURPOSES = ['login', 'register', 'reset', 'bind'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** Six digits, good for five minutes, once. */
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_MINUTES = 5;
/** The wait the page shows on its 获取验证码 button, the same as the server's gap between two codes to a phone. */
export const SMS_RESEND_SECONDS = 60;

export const SmsTexts = {
  sent: '验证码已发送，5分钟内有效',
  codeRequired: '请输入验证码',
  codeFormat: '验证码为6位数字',
  codeWrong: '验证码错误',
  codeExpired: '验证码已失效，请重新获取',
  tooSoon: (seconds: number) => `发送过于频繁，请${seconds}秒后再试`,
  phoneLimit: '该手机号今日获取验证码次数过多，请稍后再试',
  addressLimit: '获取验证码次数过多，请稍后再试',
  sendFailed: '短信发送失败，请稍后重试',
  phoneAmbiguous: '该手机号绑定了多个账号，请使用账号密码登录',
  phoneUnknown: '该手机号未绑定账号',
  phoneTaken: '该手机号已注册',
  usernameTaken: '用户账号已存在',
  registrationOff: '本平台未开放自助注册，请联系系统管理员开通账号',
  registeredReview: '注册成功，账号待管理员审核后即可登录',
  registeredOpen: '注册成功，请使用新账号登录',
  resetExpired: '找回密码已超时，请重新验证手机号',
  passwordReset: '密码已重置，请使用新密码登录',
} as const;

const mobile = z
  .string({ error: '请输入手机号' })
  .trim()
  .min(1, '请输入手机号')
  .regex(PATTERNS.mobileWide.pattern, PATTERNS.mobileWide.message);

const code = z
  .string({ error: SmsTexts.codeRequired })
  .trim()
  .min(1, SmsTexts.codeRequired)
  .regex(/^\d{6}$/, SmsTexts.codeFormat);

const newPassword = z
  .string({ error: PasswordMessages.newRequired })
  .min(1, PasswordMessages.newRequired)
  .refine(isAcceptablePassword, PasswordMessages.changeRule);

/** `POST /sys/sms`: send a code; smsmode names the purpose. */
export const smsSendSchema = z.object({
  mobile,
  smsmode: z.enum(SMS_PURPOSES, { error: '验证码用途不正确' }),
});

/** `POST /sys/user/bindPhoneCode`: a code to a phone the signed-in user wants to bind. */
export const smsBindSchema = z.object({ mobile });

/** `PUT /sys/user/bindPhone`. */
export const phoneBindSchema = z.object({ mobile, smscode: code });

/** `POST /sys/phoneLogin`. */
export const phoneLoginSchema = z.object({ mobile, captcha: code });

/** `POST /sys/user/register`: an account of one's own, with the phone proven by a code. */
export const registerSchema = z
  .object({
    username: z.string({ error: '请输入用户名' }).trim().regex(PATTERNS.userName.pattern, PATTERNS.userName.message),
    realname: z.string({ error: '请输入姓名' }).trim().min(1, '请输入姓名').max(50, '姓名过长'),
    password: newPassword,
    confirmpassword: z.string({ error: PasswordMessages.confirmRequired }).min(1, PasswordMessages.confirmRequired),
    phone: mobile,
    smscode: code,
  })
  .refine((v) => v.password === v.confirmpassword, { message: PasswordMessages.mismatch, path: ['confirmpassword'] });

/** `POST /sys/user/phoneVerification`: the first step of 找回密码. */
export const phoneVerificationSchema = z.object({ phone: mobile, smscode: code });

/** `PUT /sys/user/passwordChange`: the second step, with the key the first one answered. */
export const passwordResetSchema = z
  .object({
    resetKey: z.string({ error: SmsTexts.resetExpired }).min(20, SmsTexts.resetExpired).max(100, SmsTexts.resetExpired),
    password: newPassword,
    confirmpassword: z.string({ error: PasswordMessages.confirmRequired }).min(1, PasswordMessages.confirmRequired),
  })
  .refine((v) => v.password === v.confirmpassword, { message: PasswordMessages.mismatch, path: ['confirmpassword'] });

/** Who may register: nobody (the default), anyone with a phone pending an administrator's review, or anyone. */
export type RegistrationMode = 'off' | 'review' | 'open';

/** `GET /sys/loginOptions`: what the sign-in pages offer (public). */
export interface LoginOptions {
  registration: RegistrationMode;
  /** The server's SMS sender is the development one: the codes are in the server log, not on anyone's phone. */
  devSms: boolean;
  /** Third-party ways in the deployment configured (OIDC, CAS), each a button under the forms. */
  sso: SsoOption[];
}

/** `POST /sys/user/phoneVerification` answers the account and a key for the next step (10 minutes, once). */
export interface PhoneVerificationResult {
  username: string;
  resetKey: string;
}
