/**
 * Bytes from a serial-to-Ethernet converter (or the simulator) over plain TCP.
 *
 * A continuous-mode indicator sends ~10 frames a second, so silence means trouble: a converter that lost power keeps
 * no TCP state and will never send the reset that would end our side of the connection. After `idleMs` without a byte
 * the connection is ended so the agent reopens it, which also recovers a converter that hung its TCP session.
 */
import net from 'node:net';
import type { Input } from './types';

export interface TcpInputOptions {
  host: string;
  port: number;
  /** End the connection after this long without a byte (default 5 000 ms). */
  idleMs?: number;
}

export function tcpInput({ host, port, idleMs = 5000 }: TcpInputOptions): Input {
  return {
    name: `tcp ${host}:${port}`,
    open(events) {
      const socket = net.connect({ host, port });
      let ended = false;
      const end = (reason: string) => {
        if (ended) return;
        ended = true;
        socket.destroy();
        events.onClose(reason);
      };
      socket.setKeepAlive(true, 10_000);
      socket.setTimeout(idleMs, () => end(`no data for ${idleMs} ms`));
      socket.on('connect', () => events.onOpen());
      socket.on('data', (chunk) => events.onData(chunk));
      socket.on('error', (error) => end(error.message));
      socket.on('close', () => end('closed by the converter'));
      return {
        close() {
          ended = true;
          socket.destroy();
        },
      };
    },
  };
}
