import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';

/** Listens on a free local port (websockets need a real connection, not inject); answers the ws base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace(/^http/, 'ws');
}

export interface TestSocket {
  ws: WebSocket;
  /** Every text message received so far. */
  received: string[];
  /** Resolves with the first message (from now on or already received) that satisfies `pred`. */
  next(pred: (text: string) => boolean, timeoutMs?: number): Promise<string>;
  closed: Promise<{ code: number }>;
}

/** Opens a socket; rejects with the HTTP status when the upgrade is refused. */
export function openSocket(url: string, protocols?: string[]): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, protocols);
    const received: string[] = [];
    const waiters: { pred: (t: string) => boolean; resolve: (t: string) => void }[] = [];
    ws.on('message', (data) => {
      const text = data.toString();
      received.push(text);
      for (const w of [...waiters]) if (w.pred(text)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(text);
      }
    });
    const closed = new Promise<{ code: number }>((r) => ws.on('close', (code) => r({ code })));
    ws.on('unexpected-response', (_req, res) => reject(new Error(`refused: HTTP ${res.statusCode}`)));
    ws.on('error', reject);
    ws.on('open', () =>
      resolve({
        ws,
        received,
        closed,
        next(pred, timeoutMs = 3000) {
          const hit = received.find(pred);
          if (hit) return Promise.resolve(hit);
          return new Promise((res, rej) => {
            const timer = setTimeout(() => rej(new Error('no such message in time')), timeoutMs);
            waiters.push({ pred, resolve: (t) => (clearTimeout(timer), res(t)) });
          });
        },
      }),
    );
  });
}

export const isCmd = (cmd: string, msgId?: string) => (text: string) => {
  try {
    const m = JSON.parse(text) as { cmd?: string; msgId?: string };
    return m.cmd === cmd && (msgId === undefined || m.msgId === msgId);
  } catch {
    return false;
  }
};
