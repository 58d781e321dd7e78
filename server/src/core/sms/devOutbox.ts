import type { FastifyBaseLogger } from 'fastify';
import type { SmsPurpose } from '@meiyun/shared';
import { PURPOSE_TEXT, type SmsMessage, type SmsNotice, type SmsProvider } from './provider';

export interface OutboxEntry {
  phone: string;
  purpose: SmsPurpose | 'notice';
  purposeText: string;
  /** The verification code; empty for a notice, whose words are in `text`. */
  code: string;
  text?: string;
  sentAt: string;
}

/** How many messages the development outbox keeps (the oldest go first). */
export const OUTBOX_SIZE = 200;

/**
 * The development sender: nothing leaves the machine. Each code is written to the server log and kept in memory for
 * 短信发件箱, so a developer or a tester signs in by phone without an SMS account. It is the default only because a
 * fresh `npm start` must work offline; a deployment sets SMS_PROVIDER, and the server warns at start until it does.
 */
export function createLogSmsProvider(log: () => FastifyBaseLogger): SmsProvider & { outbox(): OutboxEntry[] } {
  const entries: OutboxEntry[] = [];
  const keep = (entry: OutboxEntry) => {
    entries.push(entry);
    if (entries.length > OUTBOX_SIZE) entries.splice(0, entries.length - OUTBOX_SIZE);
  };
  return {
    name: 'log',
    async send(m: SmsMessage) {
      const entry: OutboxEntry = { phone: m.phone, purpose: m.purpose, purposeText: PURPOSE_TEXT[m.purpose], code: m.code, sentAt: new Date().toISOString() };
      keep(entry);
      log().warn(`开发用短信通道（未真实发送）：${m.phone} ${entry.purposeText}验证码 ${m.code}，${m.ttlMinutes}分钟内有效`);
    },
    async sendNotice(n: SmsNotice) {
      keep({ phone: n.phone, purpose: 'notice', purposeText: '通知', code: '', text: n.text, sentAt: new Date().toISOString() });
      log().warn(`开发用短信通道（未真实发送）：${n.phone} 通知 ${n.text}`);
    },
    outbox: () => [...entries].reverse(),
  };
}
