import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Fleet, type FleetPoint as GpsPoint } from '@meiyun/shared';
import { runLive } from './run';
import { createSender, RefusedError, type Sender } from './sender';

/** A gateway's server in the test: records every request, answers with the statuses queued in `answers`, then 200. */
async function receiver(answers: number[] = [], port = 0) {
  const requests: { headers: IncomingHttpHeaders; body: unknown; status: number }[] = [];
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      const status = answers.shift() ?? 200;
      requests.push({ headers: req.headers, body: JSON.parse(text), status });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(status === 200 ? { success: true, code: 200, result: null } : { success: false, code: status, message: '稍后再试' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/coal/gps/points`;
  const accepted = () => requests.filter((r) => r.status === 200).flatMap((r) => (Array.isArray(r.body) ? r.body : (r.body as { points: GpsPoint[] }).points));
  return { server, url, requests, accepted, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const START = Date.UTC(2026, 10, 26, 0, 0, 0);
const points = (n: number, cars = 3) => new Fleet({ cars, seed: 4, startMs: START }).advance(START + Math.ceil(n / cars) * 10_000).slice(0, n);

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0)) await f();
});
const track = <T extends { close: () => Promise<void> }>(x: T) => (cleanup.push(x.close), x);
const sender = (o: Parameters<typeof createSender>[0]): Sender => {
  const s = createSender({ baseMs: 10, maxMs: 80, ...o });
  cleanup.push(s.stop);
  return s;
};

describe('createSender', () => {
  it('posts { points } batches with the gateway token header, in order, and sends a batch again after a 503', async () => {
    const r = track(await receiver([503, 503]));
    const s = sender({ url: r.url, token: 'tok-1', batchSize: 40 });
    const sent = points(100);
    s.push(sent);
    await s.drained();
    expect(r.requests.map((q) => [q.status, (q.body as { points: unknown[] }).points.length])).toEqual([
      [503, 40],
      [503, 40],
      [200, 40],
      [200, 40],
      [200, 20],
    ]);
    for (const q of r.requests) expect(q.headers['x-gateway-token']).toBe('tok-1');
    expect(r.accepted()).toEqual(sent);
    expect(Object.keys(r.accepted()[0]).sort()).toEqual(['lat', 'lng', 'plateNo', 'speed', 'time']);
    expect(s.stats()).toEqual({ sent: 100, batches: 3, retries: 2, queued: 0 });
  });

  it('keeps the default header when the option is given as undefined (an absent flag)', async () => {
    const r = track(await receiver());
    const s = sender({ url: r.url, token: 'tok-3', header: undefined, bare: undefined });
    s.push(points(2));
    await s.drained();
    expect(r.requests[0].headers['x-gateway-token']).toBe('tok-3');
    expect(Array.isArray(r.requests[0].body)).toBe(false);
  });

  it('posts the bare array under another header name when asked', async () => {
    const r = track(await receiver());
    const s = sender({ url: r.url, token: 'tok-2', header: 'X-Tracker-Key', bare: true });
    s.push(points(5));
    await s.drained();
    expect(Array.isArray(r.requests[0].body)).toBe(true);
    expect(r.requests[0].headers['x-tracker-key']).toBe('tok-2');
    expect(r.requests[0].headers['x-gateway-token']).toBeUndefined();
  });

  it('keeps the points while the server is not there, and sends them once it is', async () => {
    const probe = await receiver();
    const port = Number(new URL(probe.url).port);
    await probe.close();
    const url = probe.url;
    const logs: string[] = [];
    const s = sender({ url, token: 't', log: (l) => logs.push(l) });
    const sent = points(30);
    s.push(sent);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(s.stats().queued).toBe(30);
    expect(s.stats().retries).toBeGreaterThan(0);
    expect(logs.some((l) => l.startsWith('cannot reach'))).toBe(true);
    const r = track(await receiver([], port));
    await s.drained();
    expect(r.accepted()).toEqual(sent);
  });

  it('stops on a refusal (wrong token, or an envelope saying no) with the points still queued', async () => {
    const r = track(await receiver([401]));
    const s = sender({ url: r.url, token: 'wrong' });
    s.push(points(10));
    await expect(s.drained()).rejects.toBeInstanceOf(RefusedError);
    expect(s.stats()).toMatchObject({ sent: 0, queued: 10 });
    expect(() => s.push(points(1))).toThrow(RefusedError);

    const no = track(
      await (async () => {
        const server = createServer((_req, res) => res.end(JSON.stringify({ success: false, code: 500, message: '车牌号不存在' })));
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
      })(),
    );
    const s2 = sender({ url: no.url });
    s2.push(points(2));
    await expect(s2.drained()).rejects.toThrow('车牌号不存在');
  });

  it('holds at most its capacity: a push that does not fit is refused, not trimmed', async () => {
    const r = track(await receiver([503, 503, 503, 503]));
    const s = sender({ url: r.url, capacity: 10 });
    s.push(points(8));
    expect(s.room()).toBe(2);
    expect(() => s.push(points(3))).toThrow(/holds 10 points/);
    expect(s.stats().queued).toBe(8);
  });
});

describe('runLive', () => {
  it('with the server away and a small queue, simulated time waits; every point arrives once, in order', async () => {
    const r = track(await receiver([503, 503, 503, 503, 503, 503]));
    const s = sender({ url: r.url, capacity: 6, batchSize: 4 });
    const fleet = new Fleet({ cars: 2, seed: 8, startMs: START });
    const logs: string[] = [];
    await runLive({ fleet, sender: s, startMs: START, speedup: 600, everyMs: 10, durationMs: 400, log: (l) => logs.push(l) });
    expect(logs.some((l) => l.startsWith('queue full'))).toBe(true);
    const expected = new Fleet({ cars: 2, seed: 8, startMs: START }).advance(fleet.clockMs);
    expect(expected.length).toBeGreaterThan(6);
    expect(r.accepted()).toEqual(expected);
  });
});
