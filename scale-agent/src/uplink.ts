/**
 * The agent's WebSocket to the server: connects with the scale's token, reconnects with backoff whenever the
 * connection ends, and sends only the latest reading.
 *
 * Why latest-only: a clerk captures the weight on the platform now. A reading queued during a network stall and
 * delivered later would show the station screen a truck that has already left, so at most one reading waits (a
 * newer one replaces it), it waits only while it is fresher than `staleMs`, and only one message is in flight in the
 * socket at a time (a newer reading replaces a waiting one instead of queueing behind it on a slow link).
 */
import WebSocket from 'ws';
import { createBackoff, type Backoff } from './backoff';
import type { ReadingMessage } from './wire';

export interface UplinkOptions {
  url: string;
  token: string;
  /** A waiting reading older than this is dropped, not sent (default 1 000 ms). */
  staleMs?: number;
  backoff?: Backoff;
  now?: () => number;
  log?: (line: string) => void;
}

export interface UplinkStats {
  sent: number;
  /** Readings replaced by a newer one or dropped as stale: how much the server did not see. */
  skipped: number;
  connects: number;
}

export interface Uplink {
  send(message: ReadingMessage): void;
  readonly connected: boolean;
  stats(): UplinkStats;
  close(): Promise<void>;
}

export function openUplink(options: UplinkOptions): Uplink {
  const { url, token, staleMs = 1000, backoff = createBackoff(), now = Date.now, log = () => {} } = options;
  let socket: WebSocket | null = null;
  let open = false;
  let closing = false;
  let inFlight = false;
  let waiting: ReadingMessage | null = null;
  let retry: NodeJS.Timeout | null = null;
  const stats: UplinkStats = { sent: 0, skipped: 0, connects: 0 };

  const pump = () => {
    if (!open || inFlight || !waiting || !socket) return;
    const message = waiting;
    waiting = null;
    if (now() - message.at > staleMs) {
      stats.skipped += 1;
      return;
    }
    inFlight = true;
    socket.send(JSON.stringify(message), (error) => {
      inFlight = false;
      if (!error) stats.sent += 1;
      pump();
    });
  };

  const connect = () => {
    retry = null;
    const ws = new WebSocket(url, { headers: { Authorization: `Bearer ${token}` }, handshakeTimeout: 10_000 });
    socket = ws;
    ws.on('open', () => {
      open = true;
      stats.connects += 1;
      backoff.reset();
      log(`connected to ${url}`);
      pump();
    });
    ws.on('error', (error) => {
      // ws reports a refused upgrade as "Unexpected server response: 401"; a wrong token is worth saying plainly,
      // since retrying will not fix it until someone changes the token.
      const status = /Unexpected server response: (\d+)/.exec(error.message)?.[1];
      if (status === '401' || status === '403') log(`the server refused this scale's token (HTTP ${status})`);
      else log(`server connection: ${error.message}`);
    });
    ws.on('close', () => {
      const wasOpen = open;
      open = false;
      inFlight = false;
      if (socket === ws) socket = null;
      if (closing) return;
      const delay = backoff.next();
      if (wasOpen) log(`server connection lost; reconnecting in ${delay} ms`);
      retry = setTimeout(connect, delay);
    });
  };
  connect();

  return {
    send(message) {
      if (waiting) stats.skipped += 1;
      waiting = message;
      pump();
    },
    get connected() {
      return open;
    },
    stats: () => ({ ...stats }),
    close() {
      closing = true;
      if (retry) clearTimeout(retry);
      const ws = socket;
      if (!ws || ws.readyState === WebSocket.CLOSED) return Promise.resolve();
      return new Promise<void>((resolve) => {
        // A server that does not answer the goodbye within a second is not waited for.
        const deadline = setTimeout(() => ws.terminate(), 1000);
        ws.once('close', () => {
          clearTimeout(deadline);
          resolve();
        });
        // A socket still connecting cannot be closed politely; one that is open says goodbye with 1001 (going away).
        if (ws.readyState === WebSocket.CONNECTING) ws.terminate();
        else ws.close(1001, 'agent stopping');
      });
    },
  };
}
