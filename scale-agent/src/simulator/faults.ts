/**
 * The line trouble a scale's RS-232 run sees, applied to the simulator's frames so the agent's reader is exercised
 * by every run: noise bytes between frames, a frame damaged in transit, a frame cut short (a cable pulled and
 * plugged back). Rates are chances per frame.
 */
import type { ScaleFormat } from '../protocol';
import type { Random } from './random';

export interface FaultRates {
  /** A few noise bytes before a frame. */
  garbleRate: number;
  /** A frame with one character changed: a bad check on xk3190-12, a character no display sends on "=" frames. */
  badFrameRate: number;
  /** Only the first part of a frame is sent. */
  cutRate: number;
}

export const DEFAULT_FAULTS: FaultRates = { garbleRate: 0.02, badFrameRate: 0.01, cutRate: 0.005 };
export const NO_FAULTS: FaultRates = { garbleRate: 0, badFrameRate: 0, cutRate: 0 };

/** Noise never holds a start byte (STX, "="): one would begin a frame of noise, and the counts would be harder to read. */
function noiseByte(random: Random): number {
  for (;;) {
    const byte = random.int(0, 255);
    if (byte !== 0x02 && byte !== 0x3d) return byte;
  }
}

export function injectFaults(frame: Uint8Array, format: ScaleFormat, rates: FaultRates, random: Random): Uint8Array {
  let out = frame;
  if (random.next() < rates.badFrameRate) {
    out = frame.slice();
    if (format === 'xk3190-12') {
      // One weight digit changed to another: the shape stays right, the XOR cannot match.
      const at = random.int(2, 7);
      out[at] = 0x30 + ((out[at] - 0x30 + random.int(1, 9)) % 10);
    } else {
      // The "=" frame has no check: what a reader can catch is a character a display never sends.
      out[random.int(1, 7)] = 0x3f; // "?"
    }
  }
  if (random.next() < rates.cutRate) out = out.subarray(0, random.int(1, out.length - 1));
  if (random.next() < rates.garbleRate) {
    const noise = Array.from({ length: random.int(1, 5) }, () => noiseByte(random));
    out = Uint8Array.from([...noise, ...out]);
  }
  return out;
}
