import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { tcpInput } from './tcp';

let server: net.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

describe('tcp input', () => {
  it('ends a connection that stays silent, so the agent reopens it', async () => {
    // A converter whose indicator went quiet: the TCP session is up, no byte comes.
    const held: net.Socket[] = [];
    server = net.createServer((socket) => {
      held.push(socket);
      socket.on('error', () => {}); // the agent's side ends it abruptly; that is the point
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const events: string[] = [];
    const closed = new Promise<string>((resolve) => {
      tcpInput({ host: '127.0.0.1', port, idleMs: 50 }).open({
        onOpen: () => events.push('open'),
        onData: () => events.push('data'),
        onClose: resolve,
      });
    });
    expect(await closed).toBe('no data for 50 ms');
    expect(events).toEqual(['open']);
    for (const socket of held) socket.destroy();
  });

  it('reports a converter that cannot be reached', async () => {
    // A port that was just free: nothing listens there.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const reason = await new Promise<string>((resolve) => {
      tcpInput({ host: '127.0.0.1', port }).open({ onOpen: () => {}, onData: () => {}, onClose: resolve });
    });
    expect(reason).toMatch(/ECONNREFUSED/);
  });
});
