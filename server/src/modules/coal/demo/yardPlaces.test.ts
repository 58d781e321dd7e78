import { YARD_PLACES } from '@meiyun/shared';
import { describe, expect, it } from 'vitest';
import { YARDS } from './data';

describe('YARD_PLACES (the GPS simulator’s yards, shared/src/coal/tracking/sim/places.ts)', () => {
  it('are the demo data’s yards, so the simulated cars stop inside the yards the demo fences are drawn around', () => {
    expect(YARD_PLACES.map((p) => [p.code, p.name, p.lng, p.lat])).toEqual(YARDS.map((y) => [y[0], y[1], Number(y[5]), Number(y[6])]));
  });
});
