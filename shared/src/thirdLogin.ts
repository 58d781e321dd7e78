import { z } from 'zod';
import { loginSchema } from './password';

/**
 * Third-party sign-in (docs/single-sign-on.md): an OpenID Connect provider (authorization code with PKCE) and a CAS
 * server, each configured by settings. A provider's account signs in only once it is linked to a user of ours, and a
 * link is made only by an administrator or by the user proving the account with its password: never by a matching
 * e-mail address or name alone.
 */
export const THIRD_TYPES = ['oidc', 'cas'] as const;
export type ThirdType = (typeof THIRD_TYPES)[number];

/** The dictionary of link kinds (sys_third_account.third_type). */
export const THIRD_TYPE_ITEMS = [
  { value: 'oidc', text: 'OIDC 单点登录' },
  { value: 'cas', text: 'CAS 统一认证' },
] as const;

/** A ticket from a provider's sign-in is good for this long, and once. */
export const THIRD_TICKET_TTL_MINUTES = 5;

export const ThirdLoginTexts = {
  unknownType: '不支持的第三方登录方式',
  notConfigured: '未配置该第三方登录方式',
  ticketExpired: '第三方登录已超时，请重新登录',
  stateMismatch: '登录请求已失效，请从登录页重新发起',
  providerFailed: '第三方登录失败，请稍后重试',
  casRefused: '统一认证票据无效，请重新登录',
  bindRequired: '该第三方账号尚未绑定平台账号，请输入平台账号和密码完成绑定',
  alreadyLinked: '该第三方账号已绑定其他用户',
  userAlreadyLinked: '该用户已绑定此登录方式的其他账号',
  bound: '绑定成功',
  unbound: '已解除绑定',
  userOutsideTenant: '只能为本租户的用户绑定第三方账号',
  linkNotFound: '绑定记录不存在',
} as const;

/** One way in offered on the sign-in page besides the password and the phone. */
export interface SsoOption {
  type: ThirdType;
  /** The button's text, set by the deployment (OIDC_LABEL, CAS_LABEL). */
  label: string;
  /** Where the button sends the browser: the server's start of the sign-in (under its API prefix). */
  startUrl: string;
}

/**
 * `GET /sys/thirdLogin/getLoginUser/{ticket}/{thirdType}` and `GET /sys/cas/client/validateLogin` for an account
 * not linked yet: the ticket stays good (for `bindAccount`) and the page asks for the platform account.
 */
export interface ThirdBindRequired {
  bindRequired: true;
  thirdType: ThirdType;
  ticket: string;
  /** The provider's name for the person, shown so they know which account they are linking. */
  displayName: string | null;
}

const ticket = z.string({ error: ThirdLoginTexts.ticketExpired }).trim().min(20, ThirdLoginTexts.ticketExpired).max(100, ThirdLoginTexts.ticketExpired);
const thirdType = z.enum(THIRD_TYPES, { error: ThirdLoginTexts.unknownType });

/** `POST /sys/thirdLogin/bindAccount`: the platform account's name and password prove the link (a verified sign-in). */
export const thirdBindSchema = loginSchema.extend({ ticket, thirdType });

export const thirdTicketParamsSchema = z.object({ ticket, thirdType });

/** `GET /sys/cas/client/validateLogin`: the CAS service ticket and the service address it was issued for. */
export const casValidateSchema = z.object({
  ticket: z.string({ error: ThirdLoginTexts.casRefused }).trim().regex(/^ST-[A-Za-z0-9._-]{1,256}$/, ThirdLoginTexts.casRefused),
  service: z.string({ error: ThirdLoginTexts.casRefused }).url(ThirdLoginTexts.casRefused).max(2000),
});

/** `POST /sys/thirdAccount/add`: an administrator links a provider's account (its subject) to a user. */
export const thirdAccountAddSchema = z.object({
  userId: z.string({ error: '请选择用户' }).trim().min(1, '请选择用户').max(64),
  thirdType,
  subject: z.string({ error: '请输入第三方账号标识' }).trim().min(1, '请输入第三方账号标识').max(255, '第三方账号标识过长'),
});

/** A link as the account settings list it. */
export interface MyThirdAccount {
  id: string;
  thirdType: ThirdType;
  displayName: string | null;
  subject: string;
  createTime: string;
}
