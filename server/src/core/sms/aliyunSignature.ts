import { createHash, createHmac } from 'node:crypto';

/**
 * Alibaba Cloud's request signature V3 (ACS3-HMAC-SHA256, "V3版本请求体&签名机制"), the version Alibaba asks new
 * callers to use instead of the older RPC HMAC-SHA1 one. Only what an RPC-style call with its parameters in the query
 * string needs: the path is always `/`.
 */
export const ACS3_ALGORITHM = 'ACS3-HMAC-SHA256';

export interface Acs3Call {
  method: 'GET' | 'POST';
  /** The Host header as it goes out: with `:port` when the port is not the scheme's own. */
  host: string;
  action: string;
  version: string;
  query: Record<string, string>;
  body: string;
  date: Date;
  /** Alibaba refuses a nonce it has seen before (replay protection), so each call brings a fresh one. */
  nonce: string;
}

export interface Acs3Key {
  accessKeyId: string;
  accessKeySecret: string;
}

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** RFC 3986 percent-encoding as Alibaba specifies it: encodeURIComponent leaves !'()* alone, Alibaba does not. */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The parameters sorted by name (code-unit order) and encoded; also what the URL carries, so both always agree. */
export function canonicalQuery(query: Record<string, string>): string {
  return Object.keys(query)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((k) => `${percentEncode(k)}=${percentEncode(query[k])}`)
    .join('&');
}

/** `2023-10-26T10:22:32Z`: Alibaba's ISO 8601 form has no milliseconds. */
export const acsDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The headers a call sends (Host apart, which fetch sets from the URL), Authorization included. */
export function signAcs3(call: Acs3Call, key: Acs3Key): Record<string, string> {
  const headers: Record<string, string> = {
    'x-acs-action': call.action,
    'x-acs-version': call.version,
    'x-acs-date': acsDate(call.date),
    'x-acs-signature-nonce': call.nonce,
    'x-acs-content-sha256': sha256Hex(call.body),
  };
  const signed: Record<string, string> = { host: call.host, ...headers };
  const names = Object.keys(signed).sort();
  const canonicalRequest = [
    call.method,
    '/',
    canonicalQuery(call.query),
    names.map((n) => `${n}:${signed[n].trim()}\n`).join(''),
    names.join(';'),
    headers['x-acs-content-sha256'],
  ].join('\n');
  const stringToSign = `${ACS3_ALGORITHM}\n${sha256Hex(canonicalRequest)}`;
  const signature = createHmac('sha256', key.accessKeySecret).update(stringToSign, 'utf8').digest('hex');
  return { ...headers, authorization: `${ACS3_ALGORITHM} Credential=${key.accessKeyId},SignedHeaders=${names.join(';')},Signature=${signature}` };
}
