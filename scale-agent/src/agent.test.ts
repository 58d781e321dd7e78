import { afterEach, describe, expect, it } from 'vitest';
import { startAgent, type Agent } from './agent';
import { createBackoff } from './backoff';
import { tcpInput } from './input/tcp';
import { startSimulator, type RunningSimulator } from './simulator/server';
import { startStreamServer, type StreamServer } from './testing/stream-server';
import { streamUrl, type ReadingMessage } from './wire';

let simulator: RunningSimulator | undefined;
let server: StreamServer | undefined;
let agent: Agent | undefined;
afterEach(async () => {
  await agent?.stop();
  await simulator?.close();
  await server?.close();
  agent = simulator = server = undefined;
});

// The simulator runs twenty times faster than life (a frame every 10 ms standing for 200 ms of trucks), so the
// agent's window is a twentieth of the 2 s too: 100 ms, ten frames. A pause of 60 ms (over a second of simulated
// time) restarts the window.
const FAST = { intervalMs: 10, stepMs: 200 };
const FAST_AGENT = { windowMs: 100, maxGapMs: 60, divisionKg: 20 };
const quick = () => createBackoff({ baseMs: 20, maxMs: 50 });

const stableAt = (kg: number) => (messages: ReadingMessage[]) => messages.some((m) => m.stable && m.weightKg === kg);

describe('simulator → agent → server', () => {
  it('streams readings over the authenticated socket, stable at the tare and at the gross', async () => {
    simulator = await startSimulator({ format: 'xk3190-12', display: { unit: 't', decimals: 2 }, seed: 4, ...FAST });
    server = await startStreamServer({ S1: 'token-of-S1' });
    agent = startAgent({
      scaleCode: 'S1',
      format: 'xk3190-12',
      unit: 't',
      input: tcpInput({ host: '127.0.0.1', port: simulator.port }),
      server: { url: streamUrl(server.base, 'S1'), token: 'token-of-S1' },
      ...FAST_AGENT,
    });
    await server.waitFor((m) => stableAt(15840)(m) && stableAt(48960)(m), 8000);

    expect(server.upgrades).toEqual([
      { url: '/api/coal/scale/stream?scale=S1', authorization: 'Bearer token-of-S1', accepted: true },
    ]);
    const [first] = server.messages;
    expect(Object.keys(first).sort()).toEqual(['at', 'scaleCode', 'stable', 'type', 'weightKg']);
    expect(first).toMatchObject({ type: 'reading', scaleCode: 'S1' });
    // The trucks were seen moving too, and never reported stable while the display swung.
    const tareIndex = server.messages.findIndex((m) => m.stable && m.weightKg === 15840);
    const driveOn = server.messages.slice(0, tareIndex).filter((m) => m.weightKg > 1000);
    expect(driveOn.length).toBeGreaterThan(10);
    expect(driveOn.some((m) => !m.stable)).toBe(true);
    expect(server.messages.every((m) => Number.isInteger(m.weightKg) && m.weightKg % 20 === 0)).toBe(true);
    expect(agent.stats().reader.frames).toBeGreaterThan(100);
  });

  it('carries on through a lost server and a pulled indicator line ("=" frames)', async () => {
    simulator = await startSimulator({ format: 'xk3190-eq', seed: 9, ...FAST });
    const { port } = simulator;
    server = await startStreamServer({ 'S-2': 'token-of-S2' });
    const lines: string[] = [];
    agent = startAgent({
      scaleCode: 'S-2',
      format: 'xk3190-eq',
      input: tcpInput({ host: '127.0.0.1', port }),
      server: { url: streamUrl(server.base, 'S-2'), token: 'token-of-S2' },
      inputBackoff: quick(),
      serverBackoff: quick(),
      log: (line) => lines.push(line),
      ...FAST_AGENT,
    });
    await server.waitFor(stableAt(0), 4000);

    // The server restarts and the scale's line is pulled: the simulator goes away and comes back on the same port,
    // its truck cycle starting over.
    server.dropAll();
    await simulator.close();
    const before = server.messages.length;
    simulator = await startSimulator({ format: 'xk3190-eq', port, seed: 10, ...FAST });
    await server.waitFor((m) => stableAt(15840)(m.slice(before)), 6000);

    const { inputOpens, uplink } = agent.stats();
    expect(inputOpens).toBeGreaterThanOrEqual(2);
    expect(uplink.connects).toBeGreaterThanOrEqual(2);
    expect(lines.some((l) => l.startsWith('tcp 127.0.0.1:') && l.includes('reopening'))).toBe(true);
    expect(server.messages.every((m) => m.scaleCode === 'S-2')).toBe(true);
  });
});
