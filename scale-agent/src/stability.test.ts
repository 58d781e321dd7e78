import { describe, expect, it } from 'vitest';
import { createStabilityDetector } from './stability';

/** Feeds weights at 10 readings a second from `start`, answering the last state. */
function feed(detector: ReturnType<typeof createStabilityDetector>, weights: number[], start = 0, stepMs = 100) {
  return weights.map((weightKg, i) => detector.push({ weightKg, at: start + i * stepMs }));
}

describe('stability', () => {
  it('is stable once the same weight has held for the whole window, not before', () => {
    const states = feed(createStabilityDetector(), Array(25).fill(15840));
    expect(states[19]).toEqual({ weightKg: 15840, stable: false, since: 0 }); // 1.9 s
    expect(states[20]).toEqual({ weightKg: 15840, stable: true, since: 2000 }); // 2.0 s
    expect(states[24]).toEqual({ weightKg: 15840, stable: true, since: 2000 });
  });

  it('allows jitter of one division, not two', () => {
    const within = feed(createStabilityDetector(), Array.from({ length: 30 }, (_, i) => (i % 3 === 0 ? 15860 : 15840)));
    expect(within[29].stable).toBe(true);
    const detector = createStabilityDetector();
    feed(detector, Array(30).fill(48960));
    // One reading two divisions off breaks it, and it stays broken until a whole window has passed without one.
    const [broken] = feed(detector, [49000], 3000);
    expect(broken).toEqual({ weightKg: 49000, stable: false, since: 3000 });
    const after = feed(detector, Array(21).fill(48960), 3100);
    expect(after.findIndex((s) => s.stable)).toBe(20); // 3100 + 2000 ms: the window no longer holds 49 000
    expect(after[20].since).toBe(5100);
  });

  it('never calls a truck driving on stable, overshoot and wobble included', () => {
    // 4 s of a damped wobble around 15 840 kg, on the display's 20 kg steps: the swing is still over a division at
    // the end, so no 2 s window of it is calm.
    const wobble = (i: number) => 15840 * (1 - Math.exp(-i / 8) * Math.cos(i / 2));
    const driveOn = Array.from({ length: 40 }, (_, i) => Math.round(wobble(i) / 20) * 20);
    expect(Math.max(...driveOn.slice(20)) - Math.min(...driveOn.slice(20))).toBeGreaterThan(20);
    const states = feed(createStabilityDetector(), driveOn);
    expect(states.some((s) => s.stable)).toBe(false);
  });

  it('starts over after a gap in the readings', () => {
    const detector = createStabilityDetector();
    feed(detector, Array(25).fill(15840));
    const [afterGap] = feed(detector, [15840], 2400 + 1500);
    expect(afterGap.stable).toBe(false);
    // The new window opens at the first reading after the gap (3 900 ms), so it is full at 5 900 ms.
    const resumed = feed(detector, Array(21).fill(15840), 4000);
    expect(resumed[18].stable).toBe(false);
    expect(resumed[19]).toEqual({ weightKg: 15840, stable: true, since: 5900 });
  });

  it('takes its window and division from the scale', () => {
    const detector = createStabilityDetector({ windowMs: 500, divisionKg: 50 });
    const states = feed(detector, [48960, 49000, 48960, 49010, 48980, 48960]);
    expect(states.map((s) => s.stable)).toEqual([false, false, false, false, false, true]);
    detector.reset();
    expect(detector.push({ weightKg: 48960, at: 10_000 })).toEqual({ weightKg: 48960, stable: false, since: 10_000 });
  });
});
