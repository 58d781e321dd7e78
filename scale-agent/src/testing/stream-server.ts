/**
 * A stand-in for the server's end of the scale stream (README "Wire format to the server"), for the tests: it
 * checks the upgrade's path, `scale` and Bearer token the way the server is to, refuses a wrong one with HTTP 401,
 * and records what it receives.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { STREAM_PATH, type ReadingMessage } from '../wire';

export interface StreamServer {
  /** The server's address to give `streamUrl`. */
  base: string;
  /** Every upgrade request: its path with query, its Authorization header, and whether it was let in. */
  upgrades: { url: string; authorization: string | undefined; accepted: boolean }[];
  messages: ReadingMessage[];
  /** Resolves once `test` holds of the messages received so far, or rejects after `ms`. */
  waitFor(test: (messages: ReadingMessage[]) => boolean, ms: number): Promise<void>;
  /** Ends every open connection, as a server restarting would. */
  dropAll(): void;
  close(): Promise<void>;
}

export async function startStreamServer(tokens: Record<string, string>): Promise<StreamServer> {
  const upgrades: StreamServer['upgrades'] = [];
  const messages: ReadingMessage[] = [];
  const waiters = new Set<() => void>();
  const sockets = new Set<WebSocket>();
  const wss = new WebSocketServer({ noServer: true });
  const server = http.createServer((_req, res) => res.writeHead(404).end());

  server.on('upgrade', (req, socket, head) => {
    // A client that gives up mid-handshake is not the test's failure.
    socket.on('error', () => {});
    const url = new URL(req.url ?? '/', 'http://localhost');
    const scale = url.searchParams.get('scale') ?? '';
    const authorization = req.headers.authorization;
    const accepted = url.pathname === `/api${STREAM_PATH}` && !!tokens[scale] && authorization === `Bearer ${tokens[scale]}`;
    upgrades.push({ url: req.url ?? '', authorization, accepted });
    if (!accepted) {
      socket.end('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      sockets.add(ws);
      ws.on('close', () => sockets.delete(ws));
      ws.on('message', (data) => {
        messages.push(JSON.parse(String(data)) as ReadingMessage);
        for (const wake of waiters) wake();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    base: `http://127.0.0.1:${port}`,
    upgrades,
    messages,
    waitFor(test, ms) {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!test(messages)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`not received within ${ms} ms (${messages.length} messages)`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    dropAll() {
      for (const ws of sockets) ws.terminate();
    },
    close() {
      for (const ws of sockets) ws.terminate();
      return new Promise<void>((resolve) => wss.close(() => server.close(() => resolve())));
    },
  };
}
