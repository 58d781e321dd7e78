import { describe, expect, it } from 'vitest';
import { createBackoff } from './backoff';

describe('backoff', () => {
  it('doubles up to the ceiling, jittered between half and all of it, and starts over after a reset', () => {
    const full = createBackoff({ baseMs: 500, maxMs: 4000, random: () => 0.999999 });
    expect(Array.from({ length: 6 }, () => full.next())).toEqual([500, 1000, 2000, 4000, 4000, 4000]);
    full.reset();
    expect(full.next()).toBe(500);
    const half = createBackoff({ baseMs: 500, maxMs: 4000, random: () => 0 });
    expect(Array.from({ length: 4 }, () => half.next())).toEqual([250, 500, 1000, 2000]);
  });
});
