/**
 * The XK3190 indicators' 12-byte continuous-output frame ("continuous communication format 0" in the XK3190-A26 and
 * XK3190-A23P manuals; README "Frame formats" cites them):
 *
 *   byte  1      STX 0x02
 *   byte  2      sign, "+" or "-"
 *   bytes 3–8    the displayed digits, most significant first, without a decimal point
 *   byte  9      how many of those digits are decimals, "0"…"4"
 *   bytes 10–11  XOR of bytes 2–9, high nibble then low nibble, each as an uppercase ASCII hex digit
 *                (the manuals' "add 30h if ≤ 9, else add 37h")
 *   byte  12     ETX 0x03
 */
import { toDisplay, toKilograms } from './weight';
import type { Decoded, Display, FrameCodec, WeightUnit } from './types';

const STX = 0x02;
const ETX = 0x03;
const LENGTH = 12;
const DIGITS = 6;

/** The XOR the frame's check characters carry: bytes 2–9 (indexes 1–8). */
export function xk3190Check(frame: Uint8Array): number {
  let check = 0;
  for (let i = 1; i <= 8; i += 1) check ^= frame[i];
  return check;
}

/** A nibble as the indicator writes it: "0"–"9", "A"–"F". */
function hexChar(nibble: number): number {
  return nibble <= 9 ? 0x30 + nibble : 0x37 + nibble;
}

function isDigit(byte: number): boolean {
  return byte >= 0x30 && byte <= 0x39;
}

function decode(frame: Uint8Array, unit: WeightUnit): Decoded {
  const sign = frame[1];
  const places = frame[8];
  if (frame[0] !== STX || frame[LENGTH - 1] !== ETX || (sign !== 0x2b && sign !== 0x2d)) {
    return { ok: false, reason: 'malformed' };
  }
  for (let i = 2; i < 2 + DIGITS; i += 1) if (!isDigit(frame[i])) return { ok: false, reason: 'malformed' };
  if (places < 0x30 || places > 0x34) return { ok: false, reason: 'malformed' };
  // The check is tested after the shape: a frame of the wrong shape is noise, one of the right shape with a wrong
  // check is a damaged reading, and the two counts tell different stories about the line.
  const check = xk3190Check(frame);
  if (frame[9] !== hexChar(check >> 4) || frame[10] !== hexChar(check & 0x0f)) return { ok: false, reason: 'badCheck' };
  const digits = String.fromCharCode(...frame.subarray(2, 2 + DIGITS));
  return { ok: true, weightKg: toKilograms(digits, places - 0x30, sign === 0x2d, unit) };
}

function encode(kg: number, display: Display): Uint8Array {
  const { digits, negative } = toDisplay(kg, display.decimals, display.unit);
  const text = String(digits).padStart(DIGITS, '0');
  if (text.length > DIGITS) throw new Error(`${kg} kg does not fit the indicator's ${DIGITS} digits`);
  if (display.decimals < 0 || display.decimals > 4) throw new Error(`decimals must be 0–4, not ${display.decimals}`);
  const frame = new Uint8Array(LENGTH);
  frame[0] = STX;
  frame[1] = negative ? 0x2d : 0x2b;
  for (let i = 0; i < DIGITS; i += 1) frame[2 + i] = text.charCodeAt(i);
  frame[8] = 0x30 + display.decimals;
  const check = xk3190Check(frame);
  frame[9] = hexChar(check >> 4);
  frame[10] = hexChar(check & 0x0f);
  frame[11] = ETX;
  return frame;
}

export const xk3190Frame12: FrameCodec = { startByte: STX, length: LENGTH, decode, encode };
