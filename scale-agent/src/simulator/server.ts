/**
 * The scale simulator on the network: a TCP server that behaves like a serial-to-Ethernet converter in front of an
 * indicator in continuous mode, sending a frame every output period (~10 a second) to whoever is connected. The
 * scale does not wait for listeners: its scenario runs from the start, as a real one would.
 */
import net from 'node:net';
import { CODECS, toDisplay } from '../protocol';
import type { Display, ScaleFormat } from '../protocol';
import { DEFAULT_FAULTS, type FaultRates } from './faults';
import { createIndicator } from './indicator';
import { createPlatform, randomVisits, scriptedCycle, type Phase } from './platform';
import { createRandom } from './random';

export interface SimulatorOptions {
  format: ScaleFormat;
  /** 0 picks a free port (tests); the CLI's default is 4001. */
  port?: number;
  host?: string;
  /** What the indicator displays: kg with no decimals unless told. */
  display?: Display;
  divisionKg?: number;
  /** `cycle`: a tare and a gross visit, repeated; `random`: endless trucks from the seed. */
  scenario?: 'cycle' | 'random';
  seed?: number;
  tareKg?: number;
  grossKg?: number;
  faults?: FaultRates;
  /** Real time between frames (default 100 ms). */
  intervalMs?: number;
  /** Scenario time each frame stands for (default: intervalMs). Larger runs the trucks faster, for tests. */
  stepMs?: number;
  onPhase?: (phase: Phase) => void;
}

export interface RunningSimulator {
  port: number;
  close(): Promise<void>;
}

export async function startSimulator(options: SimulatorOptions): Promise<RunningSimulator> {
  const {
    format,
    port = 0,
    host = '127.0.0.1',
    display = { unit: 'kg', decimals: 0 },
    divisionKg = 20,
    scenario = 'cycle',
    seed = 1,
    tareKg = 15840,
    grossKg = 48960,
    faults = DEFAULT_FAULTS,
    intervalMs = 100,
    stepMs = intervalMs,
    onPhase,
  } = options;
  // Refuse at start what the display could not show, rather than throwing at the first frame of a standing truck:
  // a division finer than the display's step, or a heaviest truck (random ones weigh up to 49 t) too long for it.
  toDisplay(divisionKg, display.decimals, display.unit);
  for (const kg of [tareKg, grossKg]) {
    if (kg % divisionKg !== 0) throw new Error(`${kg} kg is not a multiple of the ${divisionKg} kg division`);
  }
  CODECS[format].encode(Math.max(tareKg, grossKg, scenario === 'random' ? 49_000 : 0), display);

  const random = createRandom(seed);
  const phases = scenario === 'random' ? randomVisits(random, divisionKg) : scriptedCycle(tareKg, grossKg);
  const platform = createPlatform({ phases, divisionKg, random, onPhase });
  const indicator = createIndicator({ format, display, platform, faults, random });

  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    // A listener that goes away is no fault of the scale's: forget it and keep sending to the others.
    socket.on('error', () => socket.destroy());
    socket.on('close', () => sockets.delete(socket));
    // Anything the listener sends is ignored: continuous mode does not take commands.
    socket.resume();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the simulator has no TCP port');

  const timer = setInterval(() => {
    const bytes = indicator.output(stepMs);
    for (const socket of sockets) if (socket.writable) socket.write(bytes);
  }, intervalMs);

  return {
    port: address.port,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(timer);
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
