/**
 * Whether the weight on the platform has settled: stable when every reading over the last window (default 2 s)
 * stays within one division (default 20 kg) of the others. A truck still rolling, or a driver still climbing down,
 * moves the display by more than a division, and a weighing captured then would not be the truck's weight.
 *
 * The window must be observed in full: the detector keeps the newest reading from before the window's start, so
 * "stable" means the display held for the whole window, not that the few readings since a reconnection agree. For
 * the same reason a gap in the readings (a pulled cable, a stalled converter) longer than `maxGapMs` starts over:
 * what the platform did during the gap is unknown.
 */
export interface StabilityOptions {
  windowMs?: number;
  divisionKg?: number;
  /** A pause between readings longer than this forgets what came before (default 1 000 ms). */
  maxGapMs?: number;
}

export interface StabilityState {
  /** The latest reading's weight: the indicator shows multiples of the division, so this is one too. */
  weightKg: number;
  stable: boolean;
  /** When `stable` took its present value, in the readings' clock. */
  since: number;
}

export interface StabilityDetector {
  push(reading: { weightKg: number; at: number }): StabilityState;
  /** Forgets every reading: the next ones start a new window. */
  reset(): void;
}

export function createStabilityDetector({
  windowMs = 2000,
  divisionKg = 20,
  maxGapMs = 1000,
}: StabilityOptions = {}): StabilityDetector {
  let history: { weightKg: number; at: number }[] = [];
  let state: StabilityState | null = null;

  return {
    push(reading) {
      const last = history[history.length - 1];
      if (last && reading.at - last.at > maxGapMs) history = [];
      history.push({ weightKg: reading.weightKg, at: reading.at });
      const windowStart = reading.at - windowMs;
      // Keep one reading at or before the window's start: it is what the display showed when the window opened.
      while (history.length > 1 && history[1].at <= windowStart) history.shift();
      let min = Infinity;
      let max = -Infinity;
      for (const { weightKg } of history) {
        if (weightKg < min) min = weightKg;
        if (weightKg > max) max = weightKg;
      }
      const stable = history[0].at <= windowStart && max - min <= divisionKg;
      const since = state && state.stable === stable ? state.since : reading.at;
      state = { weightKg: reading.weightKg, stable, since };
      return state;
    },
    reset() {
      history = [];
      state = null;
    },
  };
}
