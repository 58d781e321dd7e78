import { randomBytes } from 'node:crypto';
import type { SmsSettings } from '../config';
import { canonicalQuery, signAcs3 } from './aliyunSignature';
import { SmsSendError, type SmsMessage, type SmsNotice, type SmsProvider } from './provider';

type AliyunSettings = Extract<SmsSettings, { provider: 'aliyun' }>;

/** Splits `http://127.0.0.1:9000` into origin and Host header; a bare host name means HTTPS. */
function endpointOf(setting: string): { origin: string; host: string } {
  const url = new URL(/^https?:\/\//.test(setting) ? setting : `https://${setting}`);
  return { origin: url.origin, host: url.host };
}

/** What dysmsapi answers; `Code` is `OK` only when the message was accepted. */
interface SendSmsReply {
  Code?: string;
  Message?: string;
}

/**
 * Aliyun SMS (dysmsapi 2017-05-25, SendSms), signed with Alibaba's signature V3 (ACS3-HMAC-SHA256). Aliyun templates
 * name their variables: the code template takes `${code}`; a notice's template takes the variables of the tenant's
 * 消息模板 under the same names. Mainland numbers go out as they are (no +86: SendSms takes them bare).
 */
export function createAliyunSmsProvider(s: AliyunSettings): SmsProvider {
  const { origin, host } = endpointOf(s.endpoint);
  async function sendSms(phone: string, templateCode: string, params: Record<string, string>) {
    const query: Record<string, string> = { PhoneNumbers: phone, SignName: s.signName, TemplateCode: templateCode };
    if (Object.keys(params).length) query.TemplateParam = JSON.stringify(params);
    const headers = signAcs3(
      { method: 'POST', host, action: 'SendSms', version: '2017-05-25', query, body: '', date: new Date(), nonce: randomBytes(16).toString('hex') },
      s,
    );
    let status: number;
    let text: string;
    try {
      const res = await fetch(`${origin}/?${canonicalQuery(query)}`, { method: 'POST', headers: { ...headers, accept: 'application/json' }, signal: AbortSignal.timeout(10_000) });
      status = res.status;
      text = await res.text();
    } catch (err) {
      throw new SmsSendError(`aliyun: ${err instanceof Error ? err.message : String(err)}`);
    }
    let reply: SendSmsReply = {};
    try {
      reply = JSON.parse(text) as SendSmsReply;
    } catch {
      // A proxy's error page, say: the status is all there is to tell.
    }
    if (reply?.Code !== 'OK') throw new SmsSendError(`aliyun: ${reply?.Code ?? `HTTP ${status}`} ${reply?.Message ?? ''}`.trim());
  }
  return {
    name: 'aliyun',
    // Only `code`: Aliyun's verification templates have that one variable, and the five minutes are in their wording.
    send: (m: SmsMessage) => sendSms(m.phone, s.templateCode, { code: m.code }),
    async sendNotice(n: SmsNotice) {
      if (!n.providerTemplateId) throw new SmsSendError('aliyun: the SMS template has no provider template id');
      await sendSms(n.phone, n.providerTemplateId, Object.fromEntries(n.paramNames.map((name, i) => [name, n.params[i]])));
    },
  };
}
