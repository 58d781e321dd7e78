import { describe, expect, it } from 'vitest';
import { createFrameReader } from './reader';
import { xk3190FrameEq } from './xk3190-eq';

/** Bytes of an ASCII text, so each frame below reads as the manuals print it. */
function ascii(text: string): Uint8Array {
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

function concat(...parts: Uint8Array[]): Uint8Array {
  return Uint8Array.from(parts.flatMap((part) => [...part]));
}

function clock(start = 0) {
  let t = start;
  return () => (t += 100);
}

// The manuals' own examples (XK3190-A26 "continuous communication format 1", XK3190-A23P "format 2"): display 3.000
// is sent "=000.3000", display −1.00 is sent "=00.1000-". Read backwards after "=": "0003.000", "-0001.00".
const THREE_T = ascii('=000.3000');
const MINUS_ONE_T = ascii('=00.1000-');
/** 48 960 kg on a kg display: written "0" (sign) + "0048960", reversed. */
const GROSS_48960_KG = ascii('=06984000');
/** 15.84 t with 2 decimals: written "0" + "0015.84", reversed. */
const TARE_15_84_T = ascii('=48.51000');

describe('xk3190 "=" frames', () => {
  it('reads the manuals\' examples and real-shaped truck weights', () => {
    const t = createFrameReader({ format: 'xk3190-eq', unit: 't', now: clock() });
    expect(t.push(concat(THREE_T, MINUS_ONE_T, TARE_15_84_T))).toEqual([
      { weightKg: 3000, raw: '=000.3000', at: 100 },
      { weightKg: -1000, raw: '=00.1000-', at: 200 },
      { weightKg: 15840, raw: '=48.51000', at: 300 },
    ]);
    const kg = createFrameReader({ format: 'xk3190-eq', unit: 'kg' });
    expect(kg.push(GROSS_48960_KG).map((r) => r.weightKg)).toEqual([48960]);
  });

  it('encodes what it decodes, byte for byte', () => {
    expect(xk3190FrameEq.encode(3000, { unit: 't', decimals: 3 })).toEqual(THREE_T);
    expect(xk3190FrameEq.encode(-1000, { unit: 't', decimals: 2 })).toEqual(MINUS_ONE_T);
    expect(xk3190FrameEq.encode(48960, { unit: 'kg', decimals: 0 })).toEqual(GROSS_48960_KG);
    expect(xk3190FrameEq.encode(15840, { unit: 't', decimals: 2 })).toEqual(TARE_15_84_T);
  });

  it('converts decimal places 0–3 to whole kilograms exactly', () => {
    const reader = createFrameReader({ format: 'xk3190-eq', unit: 't' });
    // 0000029, 000002.9, 00000.29, 0000.029 tonnes, each written after a "0" sign position and reversed.
    const frames = ['=92000000', '=9.200000', '=92.00000', '=920.0000'].map(ascii);
    expect(frames.map((frame) => reader.push(frame)[0].weightKg)).toEqual([29000, 2900, 290, 29]);
    const negative = createFrameReader({ format: 'xk3190-eq', unit: 'kg' });
    expect(negative.push(ascii('=0400000-'))[0].weightKg).toBe(-40);
  });

  it('refuses characters a display cannot send, and resynchronises at the next "="', () => {
    const reader = createFrameReader({ format: 'xk3190-eq', unit: 'kg', now: clock() });
    const noise = Uint8Array.of(0xff, 0x00, 0x30, 0x2e, 0x80);
    const letter = ascii('=069O4000'); // "O" for "8"
    const twoPoints = ascii('=0.9.4000');
    const signInside = ascii('=069-4000');
    const pointFirst = ascii('=.6984000'); // written "0004896." : a point with no decimals after it
    const stream = concat(noise, GROSS_48960_KG, letter, noise, twoPoints, signInside, pointFirst, GROSS_48960_KG);
    const readings = reader.push(stream);
    expect(readings.map((r) => r.weightKg)).toEqual([48960, 48960]);
    expect(reader.stats()).toEqual({ frames: 2, badCheck: 0, malformed: 4, truncated: 0, skippedBytes: 10 });
  });

  it('reads frames split across chunks at every byte boundary', () => {
    const stream = concat(GROSS_48960_KG, ascii('=0400000-'));
    for (let cut = 1; cut < stream.length; cut += 1) {
      const reader = createFrameReader({ format: 'xk3190-eq', unit: 'kg' });
      const readings = [...reader.push(stream.subarray(0, cut)), ...reader.push(stream.subarray(cut))];
      expect(readings.map((r) => r.weightKg)).toEqual([48960, -40]);
    }
  });

  it('drops a frame cut short by a pulled cable instead of merging it with the next', () => {
    const reader = createFrameReader({ format: 'xk3190-eq', unit: 'kg' });
    // "=0698" then the next frame: without the restart at "=", "=0698" + "=069" would be nine bytes.
    expect(reader.push(GROSS_48960_KG.subarray(0, 5))).toEqual([]);
    expect(reader.push(concat(ascii('=0400000-'), GROSS_48960_KG)).map((r) => r.weightKg)).toEqual([-40, 48960]);
    expect(reader.stats()).toMatchObject({ frames: 2, truncated: 1, malformed: 0 });
  });
});
