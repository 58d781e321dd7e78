import { afterEach, describe, expect, it } from 'vitest';
import { createBackoff } from './backoff';
import { startStreamServer, type StreamServer } from './testing/stream-server';
import { openUplink, type Uplink } from './uplink';
import { streamUrl, type ReadingMessage } from './wire';

let server: StreamServer | undefined;
const uplinks: Uplink[] = [];
afterEach(async () => {
  await Promise.all(uplinks.splice(0).map((u) => u.close()));
  await server?.close();
  server = undefined;
});

const quick = () => createBackoff({ baseMs: 20, maxMs: 50 });
const reading = (weightKg: number, at: number): ReadingMessage => ({
  type: 'reading',
  scaleCode: 'S1',
  weightKg,
  stable: false,
  at,
});

async function until(test: () => boolean, ms = 2000) {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('uplink', () => {
  it('presents the scale token as a Bearer header, and says so plainly when it is refused', async () => {
    server = await startStreamServer({ S1: 'right-token' });
    const lines: string[] = [];
    const url = streamUrl(server.base, 'S1');
    uplinks.push(openUplink({ url, token: 'wrong-token', backoff: quick(), log: (l) => lines.push(l) }));
    await until(() => lines.some((l) => l.includes('refused')));
    expect(lines).toContain("the server refused this scale's token (HTTP 401)");
    expect(server.upgrades[0]).toEqual({
      url: '/api/coal/scale/stream?scale=S1',
      authorization: 'Bearer wrong-token',
      accepted: false,
    });
    // It keeps trying (a token can be corrected on the server without touching the agent), with backoff.
    await until(() => server!.upgrades.length >= 2);
  });

  it('sends only the latest reading once connected, and drops one that went stale while waiting', async () => {
    server = await startStreamServer({ S1: 'right-token' });
    let now = 10_000;
    // Reconnecting after 100–200 ms leaves the test time to see the connection down.
    const backoff = createBackoff({ baseMs: 200, maxMs: 200 });
    const uplink = openUplink({ url: streamUrl(server.base, 'S1'), token: 'right-token', backoff, now: () => now });
    uplinks.push(uplink);
    // Not connected yet: three readings arrive, each replacing the one waiting.
    uplink.send(reading(100, 10_000));
    uplink.send(reading(200, 10_000));
    uplink.send(reading(300, 10_000));
    await server.waitFor((m) => m.length === 1, 2000);
    expect(server.messages).toEqual([reading(300, 10_000)]);

    // The server goes away; a reading taken meanwhile is 5 s old when the connection is back, and is not sent.
    server.dropAll();
    await until(() => !uplink.connected);
    uplink.send(reading(400, 10_100));
    now = 15_100;
    await until(() => uplink.connected);
    uplink.send(reading(500, 15_100));
    await server.waitFor((m) => m.length === 2, 2000);
    expect(server.messages.map((m) => m.weightKg)).toEqual([300, 500]);
    expect(uplink.stats()).toEqual({ sent: 2, skipped: 3, connects: 2 });
  });
});
