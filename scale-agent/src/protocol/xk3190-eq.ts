/**
 * The XK3190 indicators' 9-byte "=" continuous-output frame ("continuous communication format 1" in the XK3190-A26
 * manual, "format 2" in the XK3190-A23P one; README "Frame formats" cites them):
 *
 *   byte  1     "="
 *   bytes 2–8   the displayed value as text, decimal point included, least significant character first
 *   byte  9     sign position: "0", or "-" for a negative weight
 *
 * Read backwards, bytes 9…2 are the display as written: the manuals' 3.000 is sent "=000.3000" ("0003.000"
 * reversed) and −1.00 is sent "=00.1000-" ("-0001.00" reversed). Frames follow each other with no separator and no
 * check, so a damaged digit cannot be detected here: a single wrong reading only breaks the stability window, which
 * is why capture waits for a stable one. What can be refused is a character that is not part of a display.
 *
 * Other XK3190 models have a "format 2" that sends "=" with the sign and digits most significant first; that variant
 * is not this one and is not supported.
 */
import { toDisplay, toKilograms } from './weight';
import type { Decoded, Display, FrameCodec, WeightUnit } from './types';

const START = 0x3d; // "="
const LENGTH = 9;
/** Seven display characters: six digits and a point, or seven digits when there are no decimals. */
const DISPLAY_CHARS = 7;
/** The display read in writing order: sign position, then digits with at most one point between digits. */
const WRITTEN = /^([0-])(\d+(?:\.\d+)?)$/;

function decode(frame: Uint8Array, unit: WeightUnit): Decoded {
  if (frame[0] !== START) return { ok: false, reason: 'malformed' };
  const written = String.fromCharCode(...frame.slice(1).reverse());
  const match = WRITTEN.exec(written);
  if (!match) return { ok: false, reason: 'malformed' };
  const [whole, fraction = ''] = match[2].split('.');
  return { ok: true, weightKg: toKilograms(whole + fraction, fraction.length, match[1] === '-', unit) };
}

function encode(kg: number, display: Display): Uint8Array {
  const { digits, negative } = toDisplay(kg, display.decimals, display.unit);
  const { decimals } = display;
  if (decimals < 0 || decimals > 4) throw new Error(`decimals must be 0–4, not ${decimals}`);
  const digitCount = decimals > 0 ? DISPLAY_CHARS - 1 : DISPLAY_CHARS;
  const padded = String(digits).padStart(digitCount, '0');
  if (padded.length > digitCount) throw new Error(`${kg} kg does not fit the indicator's display`);
  const shown = decimals > 0 ? `${padded.slice(0, digitCount - decimals)}.${padded.slice(digitCount - decimals)}` : padded;
  const written = (negative ? '-' : '0') + shown;
  const frame = new Uint8Array(LENGTH);
  frame[0] = START;
  for (let i = 0; i < written.length; i += 1) frame[LENGTH - 1 - i] = written.charCodeAt(i);
  return frame;
}

export const xk3190FrameEq: FrameCodec = { startByte: START, length: LENGTH, decode, encode };
