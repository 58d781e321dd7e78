/** What each deployment secret must look like; used by the settings (config.ts) and by the secrets file (secrets.ts). */
export interface SecretValues {
  /** Signs session tokens (HS256). */
  jwtSecret: string;
  /** The X-Sign key. */
  signSecret: string;
  /** 32 bytes in base64url (or base64) sealing stored data-source passwords (AES-256-GCM). */
  dataSourceKey: string;
}

export const SECRET_FIELDS = ['jwtSecret', 'signSecret', 'dataSourceKey'] as const satisfies readonly (keyof SecretValues)[];

/** The environment variable of each secret and why a value cannot serve as it (undefined when it can). */
export const SECRET_RULES: Record<keyof SecretValues, { env: string; problem(v: unknown): string | undefined }> = {
  jwtSecret: {
    env: 'JWT_SECRET',
    problem: (v) => (typeof v === 'string' && v.length >= 32 ? undefined : 'must be at least 32 characters'),
  },
  signSecret: {
    env: 'SIGN_SECRET',
    problem: (v) => (typeof v === 'string' && v.length >= 16 ? undefined : 'must be at least 16 characters'),
  },
  dataSourceKey: {
    env: 'DATA_SOURCE_KEY',
    problem: (v) =>
      typeof v === 'string' && /^[A-Za-z0-9+/_-]{43}=?$/.test(v) && Buffer.from(v, 'base64url').length === 32
        ? undefined
        : 'must be 32 bytes in base64 or base64url (e.g. the output of `openssl rand -base64 32`)',
  },
};
