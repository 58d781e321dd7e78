import { describe, expect, it } from 'vitest';
import { createStabilityDetector } from '../stability';
import { createPlatform, randomVisits, scriptedCycle, type Phase } from './platform';
import { createRandom } from './random';

/** The display every 100 ms over `ms` of scenario time, with the phase each reading fell in. */
function run(phases: Iterator<Phase>, ms: number, seed = 1) {
  let current: Phase | undefined;
  const platform = createPlatform({ phases, divisionKg: 20, random: createRandom(seed), onPhase: (p) => (current = p) });
  return Array.from({ length: ms / 100 }, (_, i) => {
    const weightKg = platform.step(100);
    return { at: (i + 1) * 100, weightKg, phase: current! };
  });
}

describe('simulated platform', () => {
  it('runs the scripted cycle: stable only when empty or standing, at the tare and the gross', () => {
    const readings = run(scriptedCycle(15840, 48960), 33_000);
    const detector = createStabilityDetector();
    const stable = readings.filter((r) => detector.push(r).stable);
    // A drive-on's first instants (no axle on yet) and a drive-off's (none off yet) read like the phase before.
    expect(new Set(stable.map((r) => r.weightKg))).toEqual(new Set([0, 20, 15840, 48960]));
    expect(new Set(stable.filter((r) => r.phase.kind === 'stand').map((r) => r.weightKg))).toEqual(new Set([15840, 48960]));
    // Each stand is stable from 2 s in, for its remaining 4 s.
    expect(stable.filter((r) => r.weightKg === 15840).length).toBeGreaterThanOrEqual(40);
  });

  it('drives on with overshoot and wobble, every display a multiple of the division', () => {
    const readings = run(scriptedCycle(15840, 48960), 13_000);
    const driveOn = readings.filter((r) => r.phase.kind === 'driveOn');
    expect(driveOn.length).toBeGreaterThanOrEqual(39);
    expect(Math.max(...driveOn.map((r) => r.weightKg))).toBeGreaterThan(15840 + 20);
    // Still swinging by more than a division in its last second: unstable for the whole phase.
    const lastSecond = driveOn.slice(-10).map((r) => r.weightKg);
    expect(Math.max(...lastSecond) - Math.min(...lastSecond)).toBeGreaterThan(20);
    expect(readings.every((r) => r.weightKg % 20 === 0 && r.weightKg >= 0)).toBe(true);
  });

  it('random trucks read stable only on an empty platform or at their own tare and gross', () => {
    for (const seed of [5, 6, 7]) {
      const readings = run(randomVisits(createRandom(seed), 20), 300_000, seed);
      const standing = new Set(readings.flatMap((r) => (r.phase.kind === 'stand' ? [r.phase.kg] : [])));
      const detector = createStabilityDetector();
      const stable = new Set(readings.filter((r) => detector.push(r).stable).map((r) => r.weightKg));
      expect(standing.size).toBeGreaterThan(10);
      expect([...stable].sort()).toEqual([0, 20, ...standing].sort());
    }
  });

  it('draws the same trucks from the same seed, tare 14–18 t and net 25–31 t in divisions', () => {
    const take = (seed: number) => {
      const visits = randomVisits(createRandom(seed), 20);
      return Array.from({ length: 16 }, () => visits.next().value as Phase);
    };
    expect(take(7)).toEqual(take(7));
    expect(take(7)).not.toEqual(take(8));
    const stands = take(7).filter((p): p is Extract<Phase, { kind: 'stand' }> => p.kind === 'stand');
    expect(stands).toHaveLength(4);
    for (const [tare, gross] of [stands.slice(0, 2), stands.slice(2, 4)]) {
      expect(tare.kg % 20 === 0 && gross.kg % 20 === 0).toBe(true);
      expect(tare.kg).toBeGreaterThanOrEqual(14000);
      expect(tare.kg).toBeLessThanOrEqual(18000);
      expect(gross.kg - tare.kg).toBeGreaterThanOrEqual(25000);
      expect(gross.kg - tare.kg).toBeLessThanOrEqual(31000);
    }
    const driveOns = take(7).filter((p) => p.kind === 'driveOn');
    expect(driveOns.every((p) => p.ms >= 3000 && p.ms <= 6000)).toBe(true);
  });
});
