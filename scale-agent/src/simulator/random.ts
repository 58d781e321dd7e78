/**
 * A seeded random source, so a simulator run (and every test over it) can be repeated exactly. Marsaglia's
 * xorshift32: statistically modest, which a scale's noise does not need to be better than.
 */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
}

export function createRandom(seed: number): Random {
  // xorshift has a fixed point at 0; any other 32-bit state will do.
  let state = seed >>> 0 || 0x9e3779b9;
  const next = () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 0x1_0000_0000;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
  };
}
