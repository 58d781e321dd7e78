/**
 * Typed settings read from the environment, validated once at start.
 *
 * | Variable | Default | Meaning |
 * |---|---|---|
 * | `PORT` | `8080` | HTTP port |
 * | `HOST` | `0.0.0.0` | address to listen on |
 * | `DATA_DIR` | `./data` (repo root) | data folder: embedded database under `DATA_DIR/pglite`, uploads later |
 * | `DATABASE_URL` | unset | PostgreSQL URL (`postgres://user:pass@host:5432/db`); unset = embedded PGlite in `DATA_DIR` |
 * | `REDIS_URL` | unset | Redis URL; when set, sessions and dictionaries are cached in Redis so several instances agree |
 * | `API_PREFIX` | `/api` | prefix of every API route |
 * | `ADMIN_INITIAL_PASSWORD` | unset | password of the `admin` user created at first start; unset = `123456`, flagged weak (changed at first sign-in) |
 * | `SESSION_IDLE_MINUTES` | `120` | a session ends after this many minutes without a request |
 * | `SESSION_MAX_HOURS` | `168` | a session ends this many hours after sign-in, however active |
 * | `LOG_LEVEL` | `info` | `fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent` |
 * | `WEB_DIST` | `web/dist` (repo root) | built web client served at `/` when the folder exists |
 * | `TRUST_PROXY` | `false` | `true` (or a hop count / address list) when behind a reverse proxy, so the client address comes from `X-Forwarded-For` |
 * | `UPLOAD_MAX_BYTES` | `10485760` (10 MB) | largest file `POST /sys/common/upload` accepts |
 * | `SECRETS_FILE` | `DATA_DIR/secrets.json` | the deployment's secrets (outside the database), generated at first start with mode 0600 |
 * | `JWT_SECRET` | unset | token signing secret, at least 32 characters; wins over the file's |
 * | `SIGN_SECRET` | unset | X-Sign secret, at least 16 characters; wins over the file's |
 * | `DATA_SOURCE_KEY` | unset | 32 bytes in base64/base64url sealing data-source passwords; wins over the file's |
 * | `DATA_SOURCE_ALLOWED_HOSTS` | unset | inside hosts the data-source test may reach (comma-separated names, addresses, CIDRs) |
 * | `BUSINESS_TIME_ZONE` | `Asia/Shanghai` | IANA zone every shown time, business day and cron firing is reckoned in |
 * | `DEMO_DATA` | unset | `1`: the first start writes a demo coal company into tenant 1 (modules/coal/demo) |
 * | `SMS_PROVIDER` | `log` | `log`: codes go to the server log and 短信发件箱 (development only); `tencent`: Tencent Cloud SMS; `aliyun`: Aliyun SMS |
 * | `TENCENT_SMS_SECRET_ID`, `TENCENT_SMS_SECRET_KEY` | unset | the Tencent Cloud API key pair (required with `tencent`) |
 * | `TENCENT_SMS_APP_ID`, `TENCENT_SMS_SIGN_NAME`, `TENCENT_SMS_TEMPLATE_ID` | unset | the SMS application, the approved signature and a template `{1}` = code, `{2}` = minutes (required with `tencent`) |
 * | `TENCENT_SMS_REGION` | `ap-guangzhou` | the region the SMS application is in |
 * | `TENCENT_SMS_ENDPOINT` | `sms.tencentcloudapi.com` | the API host; `http://host:port` for a stand-in (tests) |
 * | `ALIYUN_SMS_ACCESS_KEY_ID`, `ALIYUN_SMS_ACCESS_KEY_SECRET` | unset | the Alibaba Cloud AccessKey pair (required with `aliyun`) |
 * | `ALIYUN_SMS_SIGN_NAME`, `ALIYUN_SMS_TEMPLATE_CODE` | unset | the approved signature and a template with `${code}` (required with `aliyun`) |
 * | `ALIYUN_SMS_ENDPOINT` | `dysmsapi.aliyuncs.com` | the API host; `http://host:port` for a stand-in (tests) |
 * | `STORAGE` | `local` | where uploads are kept: `local` (`DATA_DIR/upload`) or `s3` (an S3-compatible bucket) |
 * | `S3_BUCKET`, `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY` | unset | the bucket and key pair (required with `s3`) |
 * | `S3_REGION` | `us-east-1` | the bucket's region |
 * | `S3_ENDPOINT` | unset | an S3-compatible service's address (MinIO, OSS, COS, a test server); unset = AWS |
 * | `S3_FORCE_PATH_STYLE` | `true` with `S3_ENDPOINT` | `bucket` in the path rather than the host name |
 * | `REGISTRATION` | `off` | self-service registration: `off`, `review` (accounts wait for an administrator to unfreeze them) or `open` |
 * | `REGISTRATION_TENANT_ID` | `1` | the tenant registered accounts join |
 * | `REGISTRATION_ROLE_CODES` | unset | roles (codes, comma-separated) a registered account is given in that tenant |
 * | `PUBLIC_URL` | unset | the address users reach the product at (`https://coal.example.com`); unset = the request's own |
 * | `OIDC_ISSUER` | unset | an OpenID Connect provider's issuer address: turns on its sign-in button (docs/single-sign-on.md) |
 * | `OIDC_CLIENT_ID`, `OIDC_CLIENT_SECRET` | unset | the client registered at the provider (the secret unset = a public client, PKCE alone) |
 * | `OIDC_LABEL` | `单点登录` | the sign-in button's text |
 * | `OIDC_SCOPES` | `openid profile email` | the scopes asked for |
 * | `CAS_URL` | unset | a CAS server's address (`https://sso.example.com/cas`): turns on its sign-in button |
 * | `CAS_LABEL` | `统一认证登录` | the CAS button's text |
 * | `SMTP_HOST` | unset | the mail server notices are e-mailed through (docs/message-templates.md); unset = no e-mail |
 * | `SMTP_PORT` | `587` (`465` with `SMTP_SECURE`) | its port |
 * | `SMTP_SECURE` | `false` | `true`: TLS from the first byte (port 465); otherwise STARTTLS when the server offers it |
 * | `SMTP_USER`, `SMTP_PASS` | unset | the account to sign in with, when the server asks |
 * | `SMTP_FROM` | unset | the sender, e.g. `煤运调度平台 <noreply@coal.example.com>` (required with `SMTP_HOST`) |
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { canonicalTimeZone, DEFAULT_BUSINESS_TIME_ZONE, isTimeZone, type RegistrationMode } from '@meiyun/shared';
import { SECRET_RULES } from './secret-rules';

/** The repository root, found from this file so that the working directory does not matter. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface LoginThrottle {
  /** Failures older than this no longer count. */
  failureWindowMs: number;
  /** Failures (per user name or per address) after which the captcha is demanded. */
  captchaAfter: number;
  /** Failures for one user name from one address after which attempts are delayed. */
  pairDelayAfter: number;
  /** Failures from one address after which attempts are delayed. */
  ipDelayAfter: number;
  /** First delay; doubles with every further failure. */
  delayBaseMs: number;
  delayMaxMs: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  apiPrefix: string;
  adminInitialPassword: string | undefined;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  logLevel: string;
  webDist: string;
  trustProxy: boolean | number | string;
  /** Largest uploaded file, in bytes. */
  uploadMaxBytes: number;
  /** argon2id cost; tests lower it to stay fast. */
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  loginThrottle: LoginThrottle;
  /** Prefix of every cache key, so apps sharing one Redis (tests) do not collide. */
  cachePrefix: string;
  /** In-memory PGlite (tests): nothing written to DATA_DIR. */
  inMemoryDb?: boolean;
  /** The secrets file (created at first start, mode 0600), read unless all three secrets are set below. */
  secretsFile: string;
  /** Secrets set in the environment (JWT_SECRET, SIGN_SECRET, DATA_SOURCE_KEY); they win over the file. */
  secretsEnv: { jwtSecret?: string; signSecret?: string; dataSourceKey?: string };
  /** Hosts the data-source connection test may reach although they are inside (loopback, private, link-local). */
  dataSourceAllowedHosts: string[];
  /** The IANA zone times are shown, days counted and cron expressions fired in (the web gets it with the permissions). */
  businessTimeZone: string;
  /** DEMO_DATA=1: seed the demo coal company into tenant 1 at the first start (README "Demo data"). */
  demoData: boolean;
  /** Who sends the SMS codes of the phone flows (core/sms). */
  sms: SmsSettings;
  /** Where uploads are kept (core/storage). */
  storage: StorageSettings;
  /** Self-service registration (modules/sys/register). */
  registration: { mode: RegistrationMode; tenantId: number; roleCodes: string[] };
  /** The address users reach the product at, for the addresses handed to providers; undefined = the request's. */
  publicUrl: string | undefined;
  /** Third-party sign-in (modules/sys/thirdLogin); each is off while undefined. */
  sso: SsoSettings;
  /** The SMTP server notices are e-mailed through (core/mail); undefined = no e-mail. */
  smtp: SmtpSettings | undefined;
}

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
  from: string;
}

export interface SsoSettings {
  oidc?: { issuer: string; clientId: string; clientSecret?: string; label: string; scopes: string };
  cas?: { url: string; label: string };
}

export type StorageSettings =
  | { kind: 'local' }
  | { kind: 's3'; bucket: string; region: string; endpoint?: string; forcePathStyle: boolean; accessKeyId: string; secretAccessKey: string };

export type SmsSettings =
  | { provider: 'log' }
  | {
      provider: 'tencent';
      secretId: string;
      secretKey: string;
      appId: string;
      signName: string;
      templateId: string;
      region: string;
      endpoint: string;
    }
  | {
      provider: 'aliyun';
      accessKeyId: string;
      accessKeySecret: string;
      signName: string;
      templateCode: string;
      endpoint: string;
    };

const intIn = (min: number, max: number, def: number) =>
  z.coerce.number().int(`须为整数`).min(min).max(max).default(def);

/** An optional secret from the environment, refused at start when too weak (see secret-rules.ts). */
const secretSetting = (field: keyof typeof SECRET_RULES) =>
  z
    .string()
    .optional()
    .superRefine((v, c) => {
      const problem = v === undefined ? undefined : SECRET_RULES[field].problem(v);
      if (problem) c.addIssue({ code: 'custom', message: problem });
    });

/** A DATA_SOURCE_ALLOWED_HOSTS entry: a host name, an IP address or a CIDR. */
function isAllowListEntry(entry: string): boolean {
  if (entry.includes('/')) return ipaddr.isValidCIDR(entry);
  return ipaddr.isValid(entry) || /^[a-z0-9]([a-z0-9_-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9_-]*[a-z0-9])?)*$/.test(entry);
}

const envSchema = z.object({
  PORT: intIn(1, 65535, 8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  API_PREFIX: z
    .string()
    .regex(/^\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/, 'API_PREFIX must look like /api')
    .default('/api'),
  ADMIN_INITIAL_PASSWORD: z.string().min(1).optional(),
  SESSION_IDLE_MINUTES: intIn(1, 60 * 24 * 30, 120),
  SESSION_MAX_HOURS: intIn(1, 24 * 365, 168),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1).default('web/dist'),
  TRUST_PROXY: z.string().default('false'),
  UPLOAD_MAX_BYTES: intIn(1, 1024 * 1024 * 1024, 10 * 1024 * 1024),
  SECRETS_FILE: z.string().min(1).optional(),
  JWT_SECRET: secretSetting('jwtSecret'),
  SIGN_SECRET: secretSetting('signSecret'),
  DATA_SOURCE_KEY: secretSetting('dataSourceKey'),
  DATA_SOURCE_ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean))
    .refine((hosts) => hosts.every(isAllowListEntry), 'DATA_SOURCE_ALLOWED_HOSTS must be comma-separated host names, IP addresses or CIDRs (10.1.0.0/16)'),
  DEMO_DATA: z.enum(['0', '1', 'true', 'false'], { message: 'DEMO_DATA must be 1 or 0' }).default('0'),
  BUSINESS_TIME_ZONE: z
    .string()
    .trim()
    .default(DEFAULT_BUSINESS_TIME_ZONE)
    .refine(isTimeZone, 'BUSINESS_TIME_ZONE must be an IANA time zone such as Asia/Shanghai')
    .transform((zone) => canonicalTimeZone(zone) ?? zone),
  SMS_PROVIDER: z.enum(['log', 'tencent', 'aliyun'], { message: 'SMS_PROVIDER must be log, tencent or aliyun' }).default('log'),
  TENCENT_SMS_SECRET_ID: z.string().optional(),
  TENCENT_SMS_SECRET_KEY: z.string().optional(),
  TENCENT_SMS_APP_ID: z.string().optional(),
  TENCENT_SMS_SIGN_NAME: z.string().optional(),
  TENCENT_SMS_TEMPLATE_ID: z.string().optional(),
  TENCENT_SMS_REGION: z.string().default('ap-guangzhou'),
  TENCENT_SMS_ENDPOINT: z.string().default('sms.tencentcloudapi.com'),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().optional(),
  ALIYUN_SMS_ENDPOINT: z
    .string()
    .regex(/^(https?:\/\/)?[A-Za-z0-9.-]+(:\d{1,5})?\/?$/, 'ALIYUN_SMS_ENDPOINT must be a host name such as dysmsapi.aliyuncs.com, or http://host:port')
    .default('dysmsapi.aliyuncs.com'),
  STORAGE: z.enum(['local', 's3'], { message: 'STORAGE must be local or s3' }).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url('S3_ENDPOINT must be an address such as http://127.0.0.1:9000').optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { message: 'S3_FORCE_PATH_STYLE must be true or false' }).optional(),
  REGISTRATION: z.enum(['off', 'review', 'open'], { message: 'REGISTRATION must be off, review or open' }).default('off'),
  REGISTRATION_TENANT_ID: intIn(1, 2_147_483_647, 1),
  REGISTRATION_ROLE_CODES: z.string().default(''),
  PUBLIC_URL: z.string().url('PUBLIC_URL must be an address such as https://coal.example.com').optional(),
  OIDC_ISSUER: z.string().url('OIDC_ISSUER must be an address such as https://sso.example.com').optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_LABEL: z.string().default('单点登录'),
  OIDC_SCOPES: z.string().default('openid profile email'),
  CAS_URL: z.string().url('CAS_URL must be an address such as https://sso.example.com/cas').optional(),
  CAS_LABEL: z.string().default('统一认证登录'),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int('SMTP_PORT must be a port number').min(1).max(65535).optional(),
  SMTP_SECURE: z.enum(['true', 'false'], { message: 'SMTP_SECURE must be true or false' }).default('false'),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  SMTP_FROM: z.string().optional(),
}).superRefine((e, c) => {
  if (e.SMTP_HOST && !e.SMTP_FROM) c.addIssue({ code: 'custom', path: ['SMTP_FROM'], message: 'SMTP_FROM is required with SMTP_HOST' });
  if (e.OIDC_ISSUER && !e.OIDC_CLIENT_ID) c.addIssue({ code: 'custom', path: ['OIDC_CLIENT_ID'], message: 'OIDC_CLIENT_ID is required with OIDC_ISSUER' });
  if (e.STORAGE === 's3') {
    for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!e[key]) c.addIssue({ code: 'custom', path: [key], message: `${key} is required with STORAGE=s3` });
    }
  }
  if (e.SMS_PROVIDER === 'tencent') {
    for (const key of ['TENCENT_SMS_SECRET_ID', 'TENCENT_SMS_SECRET_KEY', 'TENCENT_SMS_APP_ID', 'TENCENT_SMS_SIGN_NAME', 'TENCENT_SMS_TEMPLATE_ID'] as const) {
      if (!e[key]) c.addIssue({ code: 'custom', path: [key], message: `${key} is required with SMS_PROVIDER=tencent` });
    }
  }
  if (e.SMS_PROVIDER === 'aliyun') {
    for (const key of ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE'] as const) {
      if (!e[key]) c.addIssue({ code: 'custom', path: [key], message: `${key} is required with SMS_PROVIDER=aliyun` });
    }
  }
});

function storageSettings(e: z.infer<typeof envSchema>): StorageSettings {
  if (e.STORAGE === 'local') return { kind: 'local' };
  return {
    kind: 's3',
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : Boolean(e.S3_ENDPOINT),
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
  };
}

function smsSettings(e: z.infer<typeof envSchema>): SmsSettings {
  if (e.SMS_PROVIDER === 'log') return { provider: 'log' };
  if (e.SMS_PROVIDER === 'aliyun') {
    return {
      provider: 'aliyun',
      accessKeyId: e.ALIYUN_SMS_ACCESS_KEY_ID!,
      accessKeySecret: e.ALIYUN_SMS_ACCESS_KEY_SECRET!,
      signName: e.ALIYUN_SMS_SIGN_NAME!,
      templateCode: e.ALIYUN_SMS_TEMPLATE_CODE!,
      endpoint: e.ALIYUN_SMS_ENDPOINT,
    };
  }
  return {
    provider: 'tencent',
    secretId: e.TENCENT_SMS_SECRET_ID!,
    secretKey: e.TENCENT_SMS_SECRET_KEY!,
    appId: e.TENCENT_SMS_APP_ID!,
    signName: e.TENCENT_SMS_SIGN_NAME!,
    templateId: e.TENCENT_SMS_TEMPLATE_ID!,
    region: e.TENCENT_SMS_REGION,
    endpoint: e.TENCENT_SMS_ENDPOINT,
  };
}

function parseTrustProxy(v: string): boolean | number | string {
  if (v === 'true') return true;
  if (v === 'false' || v === '') return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}

export const defaultLoginThrottle: LoginThrottle = {
  failureWindowMs: 30 * 60_000,
  captchaAfter: 3,
  pairDelayAfter: 5,
  ipDelayAfter: 10,
  delayBaseMs: 1000,
  delayMaxMs: 5 * 60_000,
};

/** Reads the environment; throws with every problem listed when a value is invalid. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(clean);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const resolve = (p: string) => (path.isAbsolute(p) ? p : path.resolve(REPO_ROOT, p));
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    apiPrefix: e.API_PREFIX,
    adminInitialPassword: e.ADMIN_INITIAL_PASSWORD,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionMaxHours: e.SESSION_MAX_HOURS,
    logLevel: e.LOG_LEVEL,
    webDist: resolve(e.WEB_DIST),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    secretsFile: resolve(e.SECRETS_FILE ?? path.join(e.DATA_DIR, 'secrets.json')),
    secretsEnv: { jwtSecret: e.JWT_SECRET, signSecret: e.SIGN_SECRET, dataSourceKey: e.DATA_SOURCE_KEY },
    dataSourceAllowedHosts: e.DATA_SOURCE_ALLOWED_HOSTS,
    businessTimeZone: e.BUSINESS_TIME_ZONE,
    demoData: e.DEMO_DATA === '1' || e.DEMO_DATA === 'true',
    sms: smsSettings(e),
    storage: storageSettings(e),
    registration: {
      mode: e.REGISTRATION,
      tenantId: e.REGISTRATION_TENANT_ID,
      roleCodes: e.REGISTRATION_ROLE_CODES.split(',').map((r) => r.trim()).filter(Boolean),
    },
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    sso: {
      oidc: e.OIDC_ISSUER ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID!, clientSecret: e.OIDC_CLIENT_SECRET, label: e.OIDC_LABEL, scopes: e.OIDC_SCOPES } : undefined,
      cas: e.CAS_URL ? { url: e.CAS_URL.replace(/\/+$/, ''), label: e.CAS_LABEL } : undefined,
    },
    smtp: e.SMTP_HOST
      ? { host: e.SMTP_HOST, port: e.SMTP_PORT ?? (e.SMTP_SECURE === 'true' ? 465 : 587), secure: e.SMTP_SECURE === 'true', user: e.SMTP_USER, pass: e.SMTP_PASS, from: e.SMTP_FROM! }
      : undefined,
    argon2: { memoryCost: 19456, timeCost: 2, parallelism: 1 },
    loginThrottle: defaultLoginThrottle,
    cachePrefix: 'meiyun:',
    ...overrides,
  };
}

export function webDistAvailable(config: Config): boolean {
  return existsSync(path.join(config.webDist, 'index.html'));
}
