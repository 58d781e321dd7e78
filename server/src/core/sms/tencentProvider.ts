import * as tencentSms from 'tencentcloud-sdk-nodejs-sms';
import type { SmsSettings } from '../config';
import { SmsSendError, type SmsMessage, type SmsNotice, type SmsProvider } from './provider';

type TencentSettings = Extract<SmsSettings, { provider: 'tencent' }>;

/** Splits `http://127.0.0.1:9000` into the SDK's protocol and host; a bare host name means HTTPS. */
function endpointOf(setting: string): { protocol: string; endpoint: string } {
  const m = /^(https?:\/\/)(.+?)\/?$/.exec(setting);
  return m ? { protocol: m[1], endpoint: m[2] } : { protocol: 'https://', endpoint: setting };
}

/**
 * Tencent Cloud SMS (API 2021-01-11, SendSms) through Tencent's own SDK, which signs each call (TC3-HMAC-SHA256).
 * The template takes the code as {1} and the minutes as {2}; mainland numbers go out as +86.
 */
export function createTencentSmsProvider(s: TencentSettings): SmsProvider {
  const client = new tencentSms.sms.v20210111.Client({
    credential: { secretId: s.secretId, secretKey: s.secretKey },
    region: s.region,
    profile: { httpProfile: { ...endpointOf(s.endpoint), reqTimeout: 10 } },
  });
  async function sendSms(templateId: string, params: string[], phone: string) {
    let reply;
    try {
      reply = await client.SendSms({ PhoneNumberSet: [`+86${phone}`], SmsSdkAppId: s.appId, SignName: s.signName, TemplateId: templateId, TemplateParamSet: params });
    } catch (err) {
      throw new SmsSendError(`tencent: ${err instanceof Error ? err.message : String(err)}`);
    }
    const status = reply.SendStatusSet?.[0];
    if (status?.Code !== 'Ok') throw new SmsSendError(`tencent: ${status?.Code ?? 'no status'} ${status?.Message ?? ''}`.trim());
  }
  return {
    name: 'tencent',
    send: (m: SmsMessage) => sendSms(s.templateId, [m.code, String(m.ttlMinutes)], m.phone),
    // Tencent sends approved templates only: a notice names its template and passes the variables in order.
    async sendNotice(n: SmsNotice) {
      if (!n.providerTemplateId) throw new SmsSendError('tencent: the SMS template has no provider template id');
      await sendSms(n.providerTemplateId, n.params, n.phone);
    },
  };
}
