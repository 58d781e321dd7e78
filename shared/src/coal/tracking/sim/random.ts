/** A seeded generator (mulberry32): the same seed drives the same cars along the same roads on every machine. */
export interface Random {
  /** [0, 1) */
  next(): number;
  between(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** An offset in metres uniform in a disc of radius r. */
  inDisc(r: number): [number, number];
}

export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const between = (min: number, max: number) => min + (max - min) * next();
  return {
    next,
    between,
    int: (min, max) => Math.floor(between(min, max + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    inDisc(r) {
      const d = r * Math.sqrt(next());
      const angle = 2 * Math.PI * next();
      return [d * Math.cos(angle), d * Math.sin(angle)];
    },
  };
}

/** A seed for one purpose drawn from the run's seed and a name, so adding a car does not move the roads. */
export function subSeed(seed: number, name: string): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  for (const ch of name) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  return h;
}
