/**
 * What the indicator protocols give the rest of the agent: readings in whole kilograms, and counts of what was thrown
 * away, so a bad cable shows up as numbers rather than as silence.
 */

/** The continuous-output format an indicator is set to; chosen per scale, since the stream does not say. */
export type ScaleFormat = 'xk3190-12' | 'xk3190-eq';

export const SCALE_FORMATS: readonly ScaleFormat[] = ['xk3190-12', 'xk3190-eq'];

/**
 * The unit the indicator displays in. The frame carries the displayed number only, so whether "48.96" means tonnes is
 * a setting of the scale (truck scales often show tonnes with 2 or 3 decimals, others whole kilograms).
 */
export type WeightUnit = 'kg' | 't';

export interface Reading {
  /** The displayed weight in whole kilograms. */
  weightKg: number;
  /** The frame exactly as received (latin1), for logs and for a clerk's dispute. */
  raw: string;
  /** When the frame was complete, in ms from the reader's clock. */
  at: number;
}

export interface ReaderStats {
  /** Frames decoded into readings. */
  frames: number;
  /** Frames of the right shape whose check characters did not match (xk3190-12 only: the "=" frame has none). */
  badCheck: number;
  /** Frames of the right length that were not a frame (a wrong character, a missing end byte). */
  malformed: number;
  /** Frames cut short by a new start byte: the cable was pulled, or bytes were lost. */
  truncated: number;
  /** Bytes outside any frame (line noise, a frame's tail after resynchronising). */
  skippedBytes: number;
}

/** A full-length frame judged by its format. */
export type Decoded = { ok: true; weightKg: number } | { ok: false; reason: 'badCheck' | 'malformed' };

/** How an indicator's display is configured: the unit it shows and its decimal places. */
export interface Display {
  unit: WeightUnit;
  decimals: number;
}

/** One continuous-output format: how its frames start, how long they are, and both directions of the translation. */
export interface FrameCodec {
  readonly startByte: number;
  readonly length: number;
  decode(frame: Uint8Array, unit: WeightUnit): Decoded;
  /** The frame an indicator so configured sends while showing `kg` (the simulator's side). */
  encode(kg: number, display: Display): Uint8Array;
}
