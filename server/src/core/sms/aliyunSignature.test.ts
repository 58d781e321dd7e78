import { describe, expect, it } from 'vitest';
import { acsDate, canonicalQuery, percentEncode, signAcs3 } from './aliyunSignature';
import { ALIYUN_V3_EXAMPLE } from '../../../test/support/aliyun-v3-example';

describe('Alibaba Cloud signature V3 (ACS3-HMAC-SHA256)', () => {
  it('reproduces the worked example of Alibaba’s documentation (V3版本请求体&签名机制)', () => {
    // The documented RunInstances call: its fixed key, date and nonce, an empty body; the signature is Alibaba's.
    const x = ALIYUN_V3_EXAMPLE;
    const headers = signAcs3(
      { method: 'POST', host: x.host, action: x.action, version: x.version, query: { ...x.query }, body: '', date: x.date, nonce: x.nonce },
      x.key,
    );
    expect(headers).toEqual(x.headers);
  });

  it('a different secret, parameter or host gives a different signature', () => {
    const call = { method: 'POST' as const, host: 'dysmsapi.aliyuncs.com', action: 'SendSms', version: '2017-05-25', query: { PhoneNumbers: '13912345678' }, body: '', date: new Date('2026-01-01T00:00:00Z'), nonce: 'n' };
    const key = { accessKeyId: 'id', accessKeySecret: 'secret' };
    const base = signAcs3(call, key).authorization;
    expect(signAcs3(call, { ...key, accessKeySecret: 'secreT' }).authorization).not.toBe(base);
    expect(signAcs3({ ...call, query: { PhoneNumbers: '13912345679' } }, key).authorization).not.toBe(base);
    expect(signAcs3({ ...call, host: 'dysmsapi.aliyuncs.com:8443' }, key).authorization).not.toBe(base);
    expect(base).not.toContain('secret');
  });

  it('encodes the query as Alibaba documents it for SendSms (Chinese sign name, JSON parameters)', () => {
    // The parameters and the canonical query string of the SendSms example in Aliyun SMS's signature documentation.
    const query = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(canonicalQuery(query)).toBe(
      'AccessKeyId=testId&Action=SendSms&Format=XML&OutId=123&PhoneNumbers=15300000001&RegionId=cn-hangzhou' +
        '&SignName=%E9%98%BF%E9%87%8C%E4%BA%91%E7%9F%AD%E4%BF%A1%E6%B5%8B%E8%AF%95%E4%B8%93%E7%94%A8&SignatureMethod=HMAC-SHA1' +
        '&SignatureNonce=45e25e9b-0a6f-4070-8c85-2956eda1b466&SignatureVersion=1.0&TemplateCode=SMS_71390007' +
        '&TemplateParam=%7B%22customer%22%3A%22test%22%7D&Timestamp=2017-07-12T02%3A42%3A19Z&Version=2017-05-25',
    );
  });

  it('percent-encodes as RFC 3986: space %20, * ! \' ( ) encoded, ~ - _ . kept', () => {
    expect(percentEncode("a b*c!d'e(f)g~h-i_j.k/l+m=n&o")).toBe('a%20b%2Ac%21d%27e%28f%29g~h-i_j.k%2Fl%2Bm%3Dn%26o');
    // Names sort by code unit, upper case before lower case.
    expect(canonicalQuery({ b: '1', a: '2', B: '3' })).toBe('B=3&a=2&b=1');
  });

  it('writes the date without milliseconds', () => {
    expect(acsDate(new Date('2026-03-04T05:06:07.890Z'))).toBe('2026-03-04T05:06:07Z');
  });
});
