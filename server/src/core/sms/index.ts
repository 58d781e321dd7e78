import type { FastifyBaseLogger } from 'fastify';
import type { SmsSettings } from '../config';
import { createAliyunSmsProvider } from './aliyunProvider';
import { createLogSmsProvider, type OutboxEntry } from './devOutbox';
import { createTencentSmsProvider } from './tencentProvider';
import type { SmsProvider } from './provider';

export { SmsSendError, type SmsMessage, type SmsNotice, type SmsProvider } from './provider';
export type { OutboxEntry } from './devOutbox';

/** The configured sender; `outbox` only with the development one (undefined means real messages go out). */
export interface SmsSender extends SmsProvider {
  outbox?: () => OutboxEntry[];
}

export function createSmsSender(settings: SmsSettings, log: () => FastifyBaseLogger): SmsSender {
  if (settings.provider === 'tencent') return createTencentSmsProvider(settings);
  if (settings.provider === 'aliyun') return createAliyunSmsProvider(settings);
  return createLogSmsProvider(log);
}
