/**
 * The worked example of Alibaba Cloud's signature V3 documentation (V3版本请求体&签名机制): a RunInstances call with a
 * fixed key, date and nonce and an empty body, and the headers Alibaba gives for it. The signer must produce them,
 * and the tests' stand-in server must accept them.
 */
export const ALIYUN_V3_EXAMPLE = {
  key: { accessKeyId: 'YourAccessKeyId', accessKeySecret: 'YourAccessKeySecret' },
  host: 'ecs.cn-shanghai.aliyuncs.com',
  action: 'RunInstances',
  version: '2014-05-26',
  query: { RegionId: 'cn-shanghai', ImageId: 'win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd' },
  date: new Date('2023-10-26T10:22:32Z'),
  nonce: '3156853299f313e23d1673dc12e1703d',
  headers: {
    'x-acs-action': 'RunInstances',
    'x-acs-version': '2014-05-26',
    'x-acs-date': '2023-10-26T10:22:32Z',
    'x-acs-signature-nonce': '3156853299f313e23d1673dc12e1703d',
    'x-acs-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    authorization:
      'ACS3-HMAC-SHA256 Credential=YourAccessKeyId,SignedHeaders=host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version,Signature=06563a9e1b43f5dfe96b81484da74bceab24a1d853912eee15083a6f0f3283c0',
  },
} as const;
