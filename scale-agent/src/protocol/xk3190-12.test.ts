import { describe, expect, it } from 'vitest';
import { createFrameReader } from './reader';
import { xk3190Check, xk3190Frame12 } from './xk3190-12';

/**
 * 15 840 kg on a kg display: STX "+015840" "0" check ETX.
 * Check = XOR of bytes 2–9:
 *   0x2B "+" ^ 0x30 "0" = 0x1B;  ^ 0x31 "1" = 0x2A;  ^ 0x35 "5" = 0x1F;  ^ 0x38 "8" = 0x27;
 *   ^ 0x34 "4" = 0x13;  ^ 0x30 "0" = 0x23;  ^ 0x30 "0" (decimals) = 0x13  →  "1" (0x31) "3" (0x33)
 */
const TARE_15840_KG = Uint8Array.of(0x02, 0x2b, 0x30, 0x31, 0x35, 0x38, 0x34, 0x30, 0x30, 0x31, 0x33, 0x03);

/**
 * 48.96 t on a tonne display with 2 decimals: STX "+004896" "2" check ETX.
 * Check: 0x2B ^ 0x30 = 0x1B;  ^ 0x30 = 0x2B;  ^ 0x34 "4" = 0x1F;  ^ 0x38 "8" = 0x27;  ^ 0x39 "9" = 0x1E;
 *   ^ 0x36 "6" = 0x28;  ^ 0x32 "2" (decimals) = 0x1A  →  "1" (0x31) "A" (0x41: 0xA + 37h, uppercase)
 */
const GROSS_48_96_T = Uint8Array.of(0x02, 0x2b, 0x30, 0x30, 0x34, 0x38, 0x39, 0x36, 0x32, 0x31, 0x41, 0x03);

/**
 * −40 kg (a platform read below zero): STX "-000040" "0" check ETX.
 * Check: 0x2D "-" ^ 0x30 = 0x1D;  ^ 0x30 = 0x2D;  ^ 0x30 = 0x1D;  ^ 0x30 = 0x2D;  ^ 0x34 "4" = 0x19;
 *   ^ 0x30 = 0x29;  ^ 0x30 (decimals) = 0x19  →  "1" "9"
 */
const MINUS_40_KG = Uint8Array.of(0x02, 0x2d, 0x30, 0x30, 0x30, 0x30, 0x34, 0x30, 0x30, 0x31, 0x39, 0x03);

/**
 * 15.840 t with 3 decimals: the first frame's bytes with "3" as the decimal places: 0x23 (the XOR before the
 * decimals byte, above) ^ 0x33 = 0x10  →  "1" "0"
 */
const TARE_15_840_T = Uint8Array.of(0x02, 0x2b, 0x30, 0x31, 0x35, 0x38, 0x34, 0x30, 0x33, 0x31, 0x30, 0x03);

function concat(...parts: Uint8Array[]): Uint8Array {
  return Uint8Array.from(parts.flatMap((part) => [...part]));
}

function clock(start = 1_000) {
  let t = start;
  return () => (t += 100);
}

describe('xk3190-12 frames', () => {
  it('reads the hand-built frames, checks computed above', () => {
    expect(xk3190Check(TARE_15840_KG)).toBe(0x13);
    expect(xk3190Check(GROSS_48_96_T)).toBe(0x1a);
    const kg = createFrameReader({ format: 'xk3190-12', unit: 'kg', now: clock() });
    expect(kg.push(concat(TARE_15840_KG, MINUS_40_KG))).toEqual([
      { weightKg: 15840, raw: '\x02+015840013\x03', at: 1100 },
      { weightKg: -40, raw: '\x02-000040019\x03', at: 1200 },
    ]);
    const t = createFrameReader({ format: 'xk3190-12', unit: 't', now: clock() });
    expect(t.push(concat(GROSS_48_96_T, TARE_15_840_T)).map((r) => r.weightKg)).toEqual([48960, 15840]);
    expect(t.stats()).toEqual({ frames: 2, badCheck: 0, malformed: 0, truncated: 0, skippedBytes: 0 });
  });

  it('encodes what it decodes, byte for byte', () => {
    expect(xk3190Frame12.encode(15840, { unit: 'kg', decimals: 0 })).toEqual(TARE_15840_KG);
    expect(xk3190Frame12.encode(48960, { unit: 't', decimals: 2 })).toEqual(GROSS_48_96_T);
    expect(xk3190Frame12.encode(-40, { unit: 'kg', decimals: 0 })).toEqual(MINUS_40_KG);
    expect(xk3190Frame12.encode(15840, { unit: 't', decimals: 3 })).toEqual(TARE_15_840_T);
  });

  it('converts every decimal place count 0–3 to whole kilograms exactly', () => {
    // "+001005" with 0–3 decimals in tonnes: 1005 t, 100.5 t, 10.05 t, 1.005 t (1.005 × 1000 is 1004.9999999999999
    // in floating point).
    const reader = createFrameReader({ format: 'xk3190-12', unit: 't' });
    const weights = [0, 1, 2, 3].map((places) => reader.push(withDigits(TARE_15840_KG, '+', '001005', places))[0].weightKg);
    expect(weights).toEqual([1005000, 100500, 10050, 1005]);
    // A kg display with a decimal is rounded to the kilogram, half away from zero.
    const kg = createFrameReader({ format: 'xk3190-12', unit: 'kg' });
    expect(kg.push(withDigits(TARE_15840_KG, '-', '001255', 1))[0].weightKg).toBe(-126);
    expect(kg.push(withDigits(TARE_15840_KG, '+', '001254', 1))[0].weightKg).toBe(125);
    expect(kg.push(withDigits(TARE_15840_KG, '-', '000000', 0))[0].weightKg).toBe(0);
    expect(Object.is(kg.push(withDigits(TARE_15840_KG, '-', '000000', 0))[0].weightKg, -0)).toBe(false);
  });

  it('drops a frame whose check does not match, counts it, and reads the next', () => {
    const damaged = TARE_15840_KG.slice();
    damaged[5] = 0x39; // "8" became "9" on the line: the weight would read 15 940 kg
    const reader = createFrameReader({ format: 'xk3190-12', now: clock() });
    expect(reader.push(concat(damaged, MINUS_40_KG)).map((r) => r.weightKg)).toEqual([-40]);
    const wrongCheck = TARE_15840_KG.slice();
    wrongCheck[10] = 0x34; // "4" instead of "3"
    const lowercase = GROSS_48_96_T.slice();
    lowercase[10] = 0x61; // "a": the manuals write uppercase (add 37h)
    expect(reader.push(concat(wrongCheck, lowercase))).toEqual([]);
    expect(reader.stats()).toMatchObject({ frames: 1, badCheck: 3, malformed: 0 });
  });

  it('resynchronises after garbled bytes between and inside frames', () => {
    const noise = Uint8Array.of(0xff, 0x00, 0x2b, 0x31, 0x03, 0x80, 0x7f);
    const reader = createFrameReader({ format: 'xk3190-12', now: clock() });
    const garbledInside = TARE_15840_KG.slice();
    garbledInside[11] = 0x7e; // the ETX was hit: right length, wrong frame
    const readings = reader.push(concat(noise, TARE_15840_KG, noise, garbledInside, noise, MINUS_40_KG, noise));
    expect(readings.map((r) => r.weightKg)).toEqual([15840, -40]);
    expect(reader.stats()).toEqual({ frames: 2, badCheck: 0, malformed: 1, truncated: 0, skippedBytes: 28 });
  });

  it('refuses frames of the right length that are not frames', () => {
    const reader = createFrameReader({ format: 'xk3190-12' });
    const badSign = TARE_15840_KG.slice();
    badSign[1] = 0x20;
    const letterDigit = TARE_15840_KG.slice();
    letterDigit[4] = 0x4f; // "O" for "0"
    const fivePlaces = TARE_15840_KG.slice();
    fivePlaces[8] = 0x35;
    expect(reader.push(concat(badSign, letterDigit, fivePlaces))).toEqual([]);
    expect(reader.stats().malformed).toBe(3);
  });

  it('reads a frame split across chunks at every byte boundary, and one byte at a time', () => {
    const stream = concat(TARE_15840_KG, MINUS_40_KG);
    for (let cut = 1; cut < stream.length; cut += 1) {
      const reader = createFrameReader({ format: 'xk3190-12', unit: 'kg' });
      const readings = [...reader.push(stream.subarray(0, cut)), ...reader.push(stream.subarray(cut))];
      expect(readings.map((r) => r.weightKg)).toEqual([15840, -40]);
      expect(reader.stats()).toMatchObject({ frames: 2, truncated: 0, skippedBytes: 0 });
    }
    const reader = createFrameReader({ format: 'xk3190-12', unit: 'kg' });
    const oneByOne = [...stream].flatMap((byte) => reader.push(Uint8Array.of(byte)));
    expect(oneByOne.map((r) => r.raw)).toEqual(['\x02+015840013\x03', '\x02-000040019\x03']);
  });

  it('drops a frame cut short by a pulled cable instead of merging it with the next', () => {
    const reader = createFrameReader({ format: 'xk3190-12', now: clock() });
    // Seven bytes of 15 840 kg, then the cable comes back mid-stream with −40 kg: the first seven bytes plus the
    // next frame's first five would be twelve bytes, and must not be read as one frame.
    expect(reader.push(TARE_15840_KG.subarray(0, 7))).toEqual([]);
    expect(reader.push(MINUS_40_KG).map((r) => r.weightKg)).toEqual([-40]);
    expect(reader.stats()).toMatchObject({ frames: 1, truncated: 1, malformed: 0, badCheck: 0 });
    // A new connection forgets a partial frame without counting it as cut.
    reader.push(TARE_15840_KG.subarray(0, 4));
    reader.reset();
    expect(reader.push(TARE_15840_KG.subarray(4))).toEqual([]);
    expect(reader.push(TARE_15840_KG).map((r) => r.weightKg)).toEqual([15840]);
    expect(reader.stats().truncated).toBe(1);
  });
});

/** The frame with other sign, digits and decimal places, and its check recomputed. */
function withDigits(frame: Uint8Array, sign: '+' | '-', digits: string, places: number): Uint8Array {
  const out = frame.slice();
  out[1] = sign.charCodeAt(0);
  for (let i = 0; i < 6; i += 1) out[2 + i] = digits.charCodeAt(i);
  out[8] = 0x30 + places;
  const check = xk3190Check(out);
  out[9] = (check >> 4) + ((check >> 4) <= 9 ? 0x30 : 0x37);
  out[10] = (check & 15) + ((check & 15) <= 9 ? 0x30 : 0x37);
  return out;
}
