/**
 * The streaming frame reader: bytes from the indicator in whatever chunks the serial port or the network delivers
 * them → readings, for the format the scale is set to. Frames that do not decode are counted and dropped; the reader
 * never throws on input, because the line is noisy and the agent must keep reading.
 */
import { createFramer } from './framer';
import { xk3190Frame12 } from './xk3190-12';
import { xk3190FrameEq } from './xk3190-eq';
import type { FrameCodec, ReaderStats, Reading, ScaleFormat, WeightUnit } from './types';

export const CODECS: Record<ScaleFormat, FrameCodec> = {
  'xk3190-12': xk3190Frame12,
  'xk3190-eq': xk3190FrameEq,
};

export interface FrameReaderOptions {
  format: ScaleFormat;
  /** The unit the indicator displays in (default kg). */
  unit?: WeightUnit;
  /** The clock stamping readings; injected so tests are deterministic. */
  now?: () => number;
}

export interface FrameReader {
  push(chunk: Uint8Array): Reading[];
  /** Forgets a partial frame: call it when the connection to the indicator is new. */
  reset(): void;
  stats(): ReaderStats;
}

export function createFrameReader({ format, unit = 'kg', now = Date.now }: FrameReaderOptions): FrameReader {
  const codec = CODECS[format];
  if (!codec) throw new Error(`unknown scale format: ${String(format)}`);
  const framer = createFramer(codec.startByte, codec.length);
  let frames = 0;
  let badCheck = 0;
  let malformed = 0;

  return {
    push(chunk) {
      const readings: Reading[] = [];
      for (const frame of framer.push(chunk)) {
        const decoded = codec.decode(frame, unit);
        if (decoded.ok) {
          frames += 1;
          readings.push({ weightKg: decoded.weightKg, raw: Buffer.from(frame).toString('latin1'), at: now() });
        } else if (decoded.reason === 'badCheck') {
          badCheck += 1;
        } else {
          malformed += 1;
        }
      }
      return readings;
    },
    reset() {
      framer.reset();
    },
    stats() {
      return { frames, badCheck, malformed, truncated: framer.truncated, skippedBytes: framer.skippedBytes };
    },
  };
}
