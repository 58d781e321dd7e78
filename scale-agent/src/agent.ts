/**
 * The scale agent: the indicator's bytes (serial or TCP) → frame reader → stability detector → the server's
 * WebSocket, for one scale. Both ends reconnect on their own; a broken indicator line does not close the server
 * connection and a lost server does not stop the reading, so whichever comes back first is ready for the other.
 */
import { createBackoff, type Backoff } from './backoff';
import type { Input, InputConnection } from './input/types';
import { createFrameReader, type ReaderStats, type ScaleFormat, type WeightUnit } from './protocol';
import { createStabilityDetector } from './stability';
import { openUplink, type UplinkStats } from './uplink';
import type { ReadingMessage } from './wire';

export interface AgentOptions {
  scaleCode: string;
  format: ScaleFormat;
  unit?: WeightUnit;
  input: Input;
  /** The stream's full URL (wire.ts `streamUrl`) and the scale's token. */
  server: { url: string; token: string };
  windowMs?: number;
  divisionKg?: number;
  /** A pause between readings longer than this restarts the stability window (default 1 000 ms). */
  maxGapMs?: number;
  /** A reading that could not be sent within this long is dropped (default 1 000 ms). */
  staleMs?: number;
  now?: () => number;
  /** Backoffs for reopening the indicator line and the server connection; tests shorten them. */
  inputBackoff?: Backoff;
  serverBackoff?: Backoff;
  log?: (line: string) => void;
  /** Told every reading as it is sent on (the CLI's --verbose). */
  onReading?: (message: ReadingMessage) => void;
}

export interface Agent {
  stats(): { reader: ReaderStats; uplink: UplinkStats; inputOpens: number };
  stop(): Promise<void>;
}

export function startAgent(options: AgentOptions): Agent {
  const { scaleCode, format, unit = 'kg', input, server, now = Date.now, log = () => {}, onReading } = options;
  const reader = createFrameReader({ format, unit, now });
  const stability = createStabilityDetector({
    windowMs: options.windowMs,
    divisionKg: options.divisionKg,
    maxGapMs: options.maxGapMs,
  });
  const uplink = openUplink({
    url: server.url,
    token: server.token,
    staleMs: options.staleMs,
    backoff: options.serverBackoff,
    now,
    log,
  });
  const inputBackoff = options.inputBackoff ?? createBackoff({ baseMs: 1000, maxMs: 10_000 });
  let connection: InputConnection | null = null;
  let retry: NodeJS.Timeout | null = null;
  let stopped = false;
  let inputOpens = 0;

  const openInput = () => {
    retry = null;
    connection = input.open({
      onOpen() {
        inputOpens += 1;
        inputBackoff.reset();
        // Bytes of a frame from before the break can never be completed, and the platform may have changed meanwhile.
        reader.reset();
        stability.reset();
        log(`reading ${input.name}`);
      },
      onData(chunk) {
        for (const reading of reader.push(chunk)) {
          const state = stability.push(reading);
          const message: ReadingMessage = {
            type: 'reading',
            scaleCode,
            weightKg: state.weightKg,
            stable: state.stable,
            at: reading.at,
          };
          onReading?.(message);
          uplink.send(message);
        }
      },
      onClose(reason) {
        connection = null;
        if (stopped) return;
        const delay = inputBackoff.next();
        log(`${input.name}: ${reason}; reopening in ${delay} ms`);
        retry = setTimeout(openInput, delay);
      },
    });
  };
  openInput();

  return {
    stats: () => ({ reader: reader.stats(), uplink: uplink.stats(), inputOpens }),
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      connection?.close();
      await uplink.close();
    },
  };
}
