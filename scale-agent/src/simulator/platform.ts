/**
 * What a truck scale's display shows over time: an empty platform, a truck driving on (the weight climbing with
 * overshoot and wobble as the axles roll on and the suspension settles), standing still, driving off. The shapes are
 * made to exercise the stability rule, not to model a suspension: while a truck moves the display swings by several
 * divisions for the whole phase, so the only stable readings are those of an empty platform or a standing truck.
 */
import type { Random } from './random';

export type Phase =
  | { kind: 'empty'; ms: number }
  | { kind: 'driveOn'; ms: number; kg: number }
  | { kind: 'stand'; ms: number; kg: number }
  | { kind: 'driveOff'; ms: number; kg: number };

/** A tare and a gross visit, repeated: the scripted cycle (33 s) of `--scenario cycle`. */
export function* scriptedCycle(tareKg = 15840, grossKg = 48960): Generator<Phase> {
  for (;;) {
    yield { kind: 'empty', ms: 3000 };
    yield { kind: 'driveOn', ms: 4000, kg: tareKg };
    yield { kind: 'stand', ms: 6000, kg: tareKg };
    yield { kind: 'driveOff', ms: 3000, kg: tareKg };
    yield { kind: 'empty', ms: 3000 };
    yield { kind: 'driveOn', ms: 5000, kg: grossKg };
    yield { kind: 'stand', ms: 6000, kg: grossKg };
    yield { kind: 'driveOff', ms: 3000, kg: grossKg };
  }
}

/**
 * Endless trucks from a seed: each comes empty for its tare (14–18 t) and loaded for its gross (25–31 t more, so
 * within the 49 t of a six-axle truck), both multiples of the division; drive-ons unstable 3–6 s, stands 4–9 s.
 */
export function* randomVisits(random: Random, divisionKg: number): Generator<Phase> {
  const multiple = (minKg: number, maxKg: number) =>
    random.int(Math.ceil(minKg / divisionKg), Math.floor(maxKg / divisionKg)) * divisionKg;
  // Durations in tenths of a second, so at the default output period a phase begins exactly on a frame and its
  // first frame shows what the platform held (a truck that has not started moving yet), not a value half a step in.
  const ms = (minMs: number, maxMs: number) => random.int(minMs / 100, maxMs / 100) * 100;
  for (;;) {
    const tareKg = multiple(14000, 18000);
    const grossKg = tareKg + multiple(25000, 31000);
    for (const kg of [tareKg, grossKg]) {
      yield { kind: 'empty', ms: ms(2000, 6000) };
      yield { kind: 'driveOn', ms: ms(3000, 6000), kg };
      yield { kind: 'stand', ms: ms(4000, 9000), kg };
      yield { kind: 'driveOff', ms: ms(2000, 4000), kg };
    }
  }
}

export interface Platform {
  /** Moves the scenario on by `ms` and answers the display: whole kg, a multiple of the division. */
  step(ms: number): number;
}

export interface PlatformOptions {
  phases: Iterator<Phase>;
  divisionKg: number;
  random: Random;
  /** Told each phase as it begins (the simulator's CLI prints them). */
  onPhase?: (phase: Phase) => void;
}

/** Eases 0 → 1 without a jump at either end, as a truck's axles load the platform one after another. */
function smoothstep(x: number): number {
  const t = Math.min(1, Math.max(0, x));
  return t * t * (3 - 2 * t);
}

/** The wobble's period in scenario time: a loaded truck rocks at about 1.4 Hz. */
const WOBBLE_PERIOD_MS = 700;

export function createPlatform({ phases, divisionKg, random, onPhase }: PlatformOptions): Platform {
  const nextPhase = (): Phase => {
    const { value, done } = phases.next();
    if (done) throw new Error('the scenario ended');
    onPhase?.(value);
    return value;
  };
  let phase = nextPhase();
  let elapsed = 0;

  const moving = (kg: number, base: number) => {
    // Wobble of at least three divisions (plus a little of the load) with up to a division of noise on top: a moving
    // truck's display never holds within one division for long. The noise grows in over the first 300 ms, as the
    // truck starts to move, so the instant a phase begins still reads what the platform held.
    const amplitude = 3 * divisionKg + kg * 0.04 * (1 - elapsed / phase.ms);
    const wobble = amplitude * Math.sin((2 * Math.PI * elapsed) / WOBBLE_PERIOD_MS);
    const noise = (random.next() * 2 - 1) * divisionKg * Math.min(1, elapsed / 300);
    return Math.max(0, base + wobble + noise);
  };

  return {
    step(ms) {
      elapsed += ms;
      while (elapsed >= phase.ms) {
        elapsed -= phase.ms;
        phase = nextPhase();
      }
      const progress = elapsed / phase.ms;
      let kg: number;
      switch (phase.kind) {
        case 'empty':
          // Wind and vibration: now and then one division, never more, so an empty platform reads stable at 0.
          kg = random.next() < 0.1 ? divisionKg : 0;
          break;
        case 'stand':
          kg = phase.kg;
          break;
        case 'driveOn':
          // Axles roll on over the first half, then the load rocks and settles; the overshoot is the wobble's first
          // swing past the full weight.
          kg = moving(phase.kg, phase.kg * smoothstep(progress / 0.5));
          break;
        case 'driveOff':
          kg = moving(phase.kg, phase.kg * (1 - smoothstep(progress)));
          break;
      }
      return Math.round(kg / divisionKg) * divisionKg;
    },
  };
}
