import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('BUSINESS_TIME_ZONE', () => {
  it('defaults to the contract’s China time', () => {
    expect(loadConfig({}).businessTimeZone).toBe('Asia/Shanghai');
  });

  it('takes any IANA zone, in its own spelling', () => {
    expect(loadConfig({ BUSINESS_TIME_ZONE: 'Europe/Berlin' }).businessTimeZone).toBe('Europe/Berlin');
    expect(loadConfig({ BUSINESS_TIME_ZONE: ' asia/shanghai ' }).businessTimeZone).toBe('Asia/Shanghai');
    expect(loadConfig({ BUSINESS_TIME_ZONE: 'UTC' }).businessTimeZone).toBe('UTC');
  });

  it('stops the start on a zone that does not exist', () => {
    expect(() => loadConfig({ BUSINESS_TIME_ZONE: 'China/Beijing' })).toThrow(/BUSINESS_TIME_ZONE must be an IANA time zone/);
    expect(() => loadConfig({ BUSINESS_TIME_ZONE: '+08:00' })).toThrow(/BUSINESS_TIME_ZONE/);
  });
});

describe('SMS_PROVIDER', () => {
  const aliyun = {
    SMS_PROVIDER: 'aliyun',
    ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5tExample',
    ALIYUN_SMS_ACCESS_KEY_SECRET: 'aliyun-secret-value',
    ALIYUN_SMS_SIGN_NAME: '煤运调度',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_123456789',
  };

  it('is the development sender unless set', () => {
    expect(loadConfig({}).sms).toEqual({ provider: 'log' });
  });

  it('takes Aliyun SMS with its key pair, signature and code template, on dysmsapi.aliyuncs.com by default', () => {
    expect(loadConfig(aliyun).sms).toEqual({
      provider: 'aliyun',
      accessKeyId: 'LTAI5tExample',
      accessKeySecret: 'aliyun-secret-value',
      signName: '煤运调度',
      templateCode: 'SMS_123456789',
      endpoint: 'dysmsapi.aliyuncs.com',
    });
    expect(loadConfig({ ...aliyun, ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:9000' }).sms).toMatchObject({ endpoint: 'http://127.0.0.1:9000' });
  });

  it('names every missing Aliyun setting, and never shows the secret', () => {
    const problem = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (err) {
        return (err as Error).message;
      }
      return '';
    };
    const none = problem({ SMS_PROVIDER: 'aliyun' });
    for (const key of ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE']) {
      expect(none).toContain(`${key}: ${key} is required with SMS_PROVIDER=aliyun`);
    }
    const badEndpoint = problem({ ...aliyun, ALIYUN_SMS_ENDPOINT: 'ftp://dysms/x y' });
    expect(badEndpoint).toMatch(/ALIYUN_SMS_ENDPOINT must be a host name such as dysmsapi\.aliyuncs\.com/);
    expect(badEndpoint).not.toContain('aliyun-secret-value');
    // The Tencent settings are not asked for with Aliyun, nor the other way round.
    expect(none).not.toContain('TENCENT_SMS');
    expect(problem({ SMS_PROVIDER: 'tencent' })).not.toContain('ALIYUN_SMS');
  });

  it('refuses an unknown provider, naming the three', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(/SMS_PROVIDER must be log, tencent or aliyun/);
  });
});
