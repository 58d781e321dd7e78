/**
 * The simulated weigh indicator: the platform's display, framed in the scale's format, with the line's faults, one
 * output period at a time. Kept apart from the TCP server so a test can take its bytes without a socket.
 */
import { CODECS } from '../protocol';
import type { Display, ScaleFormat } from '../protocol';
import { injectFaults, type FaultRates } from './faults';
import type { Platform } from './platform';
import type { Random } from './random';

export interface IndicatorOptions {
  format: ScaleFormat;
  display: Display;
  platform: Platform;
  faults: FaultRates;
  random: Random;
}

export interface Indicator {
  /** The bytes sent over the next `ms` of scenario time: one frame, perhaps damaged, perhaps after noise. */
  output(ms: number): Uint8Array;
}

export function createIndicator({ format, display, platform, faults, random }: IndicatorOptions): Indicator {
  const codec = CODECS[format];
  return {
    output(ms) {
      return injectFaults(codec.encode(platform.step(ms), display), format, faults, random);
    },
  };
}
