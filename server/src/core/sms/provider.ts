import type { SmsPurpose } from '@meiyun/shared';

/** One verification code on its way to a phone. */
export interface SmsMessage {
  phone: string;
  purpose: SmsPurpose;
  code: string;
  ttlMinutes: number;
}

/** A notice by SMS (消息模板 of the 短信 channel): its text, and for a provider that sends only approved templates,
 * that template and its parameters in order, with their variable names (Tencent numbers its variables, Aliyun names
 * them). */
export interface SmsNotice {
  phone: string;
  text: string;
  providerTemplateId: string | null;
  params: string[];
  /** The variable each of `params` fills, at the same index. */
  paramNames: string[];
}

/**
 * Whoever delivers the codes (config SMS_PROVIDER). `send` resolves once the provider has accepted the message and
 * throws SmsSendError otherwise; the caller then tells the user to try again and the code is not kept.
 */
export interface SmsProvider {
  readonly name: 'log' | 'tencent' | 'aliyun';
  send(message: SmsMessage): Promise<void>;
  /** Sends a notice; throws SmsSendError as `send` does. */
  sendNotice(notice: SmsNotice): Promise<void>;
}

/** The provider refused or could not be reached; `detail` is for the server log, never for the user. */
export class SmsSendError extends Error {
  constructor(readonly detail: string) {
    super(`SMS not sent: ${detail}`);
  }
}

export const PURPOSE_TEXT: Record<SmsPurpose, string> = {
  login: '登录',
  register: '注册',
  reset: '找回密码',
  bind: '绑定手机',
};
