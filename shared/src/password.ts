import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './constants';

/** Messages of product-spec §5, verbatim. */
export const PasswordMessages = {
  strongRule: '密码由8-16位数字、大小写字母及特殊字符组成!',
  changeRule: '密码由8-16位数字、大小写字母组成!',
  confirmAgain: '请重新输入登录密码!',
  mismatch: '两次输入的密码不一样！',
  oldRequired: '请输入旧密码!',
  newRequired: '请输入新密码!',
  confirmRequired: '请确认新密码!',
  oldWrong: '旧密码输入错误',
  sameAsOld: '新密码不能与旧密码相同',
} as const;

/**
 * Why a user must set a new password before going on: their password is weak (the first start's admin/123456), or
 * an administrator set it (a user they added, a password they reset), however strong; theirs to replace.
 */
export type PasswordChangeReason = 'weak' | 'adminSet';

/** The forced set-password dialog's opening sentence, by reason. */
export const PasswordChangeLeads: Record<PasswordChangeReason, string> = {
  weak: '您的密码强度较弱，请设置新密码后继续使用。',
  adminSet: '管理员为您设置了初始密码，请设置您自己的密码。',
};

const lengthOk = (p: string) => p.length >= PASSWORD_MIN && p.length <= PASSWORD_MAX;
const hasLetter = (p: string) => /[A-Za-z]/.test(p);
const hasDigit = (p: string) => /\d/.test(p);
const hasSpecial = (p: string) => /[^A-Za-z0-9\s]/.test(p);

/** The forced set-password dialog's rule: 8-16, a letter, a digit and a special character. */
export function isStrongPassword(p: string): boolean {
  return lengthOk(p) && hasLetter(p) && hasDigit(p) && hasSpecial(p) && !/\s/.test(p);
}

/** The password-change dialog's rule, and the server's floor for any new password: 8-16 with a letter and a digit. */
export function isAcceptablePassword(p: string): boolean {
  return lengthOk(p) && hasLetter(p) && hasDigit(p) && !/\s/.test(p);
}

export const changePasswordSchema = z
  .object({
    username: z.string().min(1, '请输入用户名'),
    password: z.string({ error: PasswordMessages.newRequired }).min(1, PasswordMessages.newRequired).refine(isAcceptablePassword, PasswordMessages.changeRule),
    confirmpassword: z.string({ error: PasswordMessages.confirmRequired }).min(1, PasswordMessages.confirmRequired),
  })
  .refine((v) => v.password === v.confirmpassword, { message: PasswordMessages.mismatch, path: ['confirmpassword'] });

export const updatePasswordSchema = z
  .object({
    username: z.string().min(1, '请输入用户名'),
    oldpassword: z.string({ error: PasswordMessages.oldRequired }).min(1, PasswordMessages.oldRequired),
    password: z.string({ error: PasswordMessages.newRequired }).min(1, PasswordMessages.newRequired).refine(isAcceptablePassword, PasswordMessages.changeRule),
    confirmpassword: z.string({ error: PasswordMessages.confirmRequired }).min(1, PasswordMessages.confirmRequired),
  })
  .refine((v) => v.password === v.confirmpassword, { message: PasswordMessages.mismatch, path: ['confirmpassword'] });

export const loginSchema = z.object({
  username: z.string({ error: '请输入用户名' }).trim().min(1, '请输入用户名').max(64, '用户名过长'),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(128, '密码过长'),
  captcha: z.string().max(16).optional().nullable(),
  checkKey: z.string().max(64).optional().nullable(),
  remember_me: z.boolean().optional(),
});
