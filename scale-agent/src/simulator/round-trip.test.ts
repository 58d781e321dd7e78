import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createFrameReader, type Reading, type ScaleFormat } from '../protocol';
import { NO_FAULTS } from './faults';
import { createIndicator } from './indicator';
import { createPlatform, scriptedCycle } from './platform';
import { createRandom } from './random';
import { startSimulator, type RunningSimulator } from './server';

let simulator: RunningSimulator | undefined;
afterEach(async () => {
  await simulator?.close();
  simulator = undefined;
});

/** Connects to the simulator and reads until `done` says enough (or 3 s pass). */
function readFrom(port: number, format: ScaleFormat, unit: 'kg' | 't', done: (readings: Reading[]) => boolean) {
  const reader = createFrameReader({ format, unit });
  const readings: Reading[] = [];
  return new Promise<{ readings: Reading[]; stats: ReturnType<typeof reader.stats> }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ readings, stats: reader.stats() });
    };
    const timer = setTimeout(finish, 3000);
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      readings.push(...reader.push(chunk));
      if (done(readings)) finish();
    });
  });
}

const both = (readings: Reading[]) =>
  readings.some((r) => r.weightKg === 15840) && readings.some((r) => r.weightKg === 48960);

describe('simulator → reader', () => {
  it('every frame the indicator sends on a clean line reads back as the display, in both formats', () => {
    for (const [format, display] of [
      ['xk3190-12', { unit: 'kg', decimals: 0 }],
      ['xk3190-eq', { unit: 't', decimals: 2 }],
      ['xk3190-12', { unit: 't', decimals: 3 }],
    ] as const) {
      const shown: number[] = [];
      const platform = createPlatform({ phases: scriptedCycle(), divisionKg: 20, random: createRandom(3) });
      const tap = { step: (ms: number) => shown[shown.push(platform.step(ms)) - 1] };
      const indicator = createIndicator({ format, display, platform: tap, faults: NO_FAULTS, random: createRandom(3) });
      const reader = createFrameReader({ format, unit: display.unit });
      const read = Array.from({ length: 330 }, () => reader.push(indicator.output(100))).flat();
      expect(read.map((r) => r.weightKg)).toEqual(shown);
      expect(reader.stats()).toEqual({ frames: 330, badCheck: 0, malformed: 0, truncated: 0, skippedBytes: 0 });
    }
  });

  it('reads the tare and the gross over TCP through noise, bad checks and cut frames (xk3190-12, tonnes)', async () => {
    simulator = await startSimulator({
      format: 'xk3190-12',
      display: { unit: 't', decimals: 2 },
      faults: { garbleRate: 0.1, badFrameRate: 0.1, cutRate: 0.05 },
      intervalMs: 2,
      stepMs: 100,
      seed: 11,
    });
    const { readings, stats } = await readFrom(simulator.port, 'xk3190-12', 't', both);
    expect(both(readings)).toBe(true);
    expect(readings.every((r) => r.weightKg % 20 === 0 && r.weightKg >= 0)).toBe(true);
    expect(stats.badCheck).toBeGreaterThan(0);
    expect(stats.truncated).toBeGreaterThan(0);
    expect(stats.skippedBytes).toBeGreaterThan(0);
  });

  it('reads the tare and the gross over TCP in the "=" format', async () => {
    simulator = await startSimulator({
      format: 'xk3190-eq',
      faults: { garbleRate: 0.1, badFrameRate: 0.1, cutRate: 0.05 },
      intervalMs: 2,
      stepMs: 100,
      seed: 12,
    });
    const { readings, stats } = await readFrom(simulator.port, 'xk3190-eq', 'kg', both);
    expect(both(readings)).toBe(true);
    expect(readings.every((r) => r.weightKg % 20 === 0 && r.weightKg >= 0)).toBe(true);
    expect(stats.malformed).toBeGreaterThan(0);
    expect(stats.truncated).toBeGreaterThan(0);
  });
});
