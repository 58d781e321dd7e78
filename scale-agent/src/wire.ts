/**
 * The contract between the agent and the server (README "Wire format to the server" says it in full): one
 * WebSocket per scale at `<API prefix>/coal/scale/stream?scale=<code>`, authenticated by the scale's own token in
 * the upgrade's `Authorization: Bearer` header, carrying one JSON text message per reading.
 */

/** What the agent sends, one text message per reading, ~10 a second. */
export interface ReadingMessage {
  type: 'reading';
  /** The scale's code in the base data (地磅编码); the same as the URL's `scale`. */
  scaleCode: string;
  /** The displayed weight in whole kilograms; may be negative (a platform below zero). */
  weightKg: number;
  /** Whether every reading over the agent's window stayed within one division (stability.ts). */
  stable: boolean;
  /** When the frame was read, ms since the epoch on the agent's clock. */
  at: number;
}

export const STREAM_PATH = '/coal/scale/stream';

/**
 * The stream's URL from the server's address as a person would type it: `http://host:8080` becomes
 * `ws://host:8080/api/coal/scale/stream?scale=…`, `https://…` becomes `wss://…`, and a path (a server behind a
 * proxy at `/meiyun`) is kept in front of the API prefix.
 */
export function streamUrl(server: string, scaleCode: string, apiPrefix = '/api'): string {
  const url = new URL(server);
  const schemes: Record<string, string> = { 'http:': 'ws:', 'https:': 'wss:', 'ws:': 'ws:', 'wss:': 'wss:' };
  const scheme = schemes[url.protocol];
  if (!scheme) throw new Error(`the server address must be http(s) or ws(s), not ${url.protocol}`);
  url.protocol = scheme;
  const prefix = `/${apiPrefix.replace(/^\/+|\/+$/g, '')}`.replace(/^\/$/, '');
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${prefix}${STREAM_PATH}`;
  url.search = '';
  url.searchParams.set('scale', scaleCode);
  return url.toString();
}
