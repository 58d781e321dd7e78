import { describe, expect, it } from 'vitest';
import { fenceProblem, initialFence, roundCoordinate } from './fence';

describe('electronic fence', () => {
  it('starts from the defaults of §9 where nothing usable is given', () => {
    expect(initialFence()).toEqual({ longitude: 116.397428, latitude: 39.90923, range: 1000 });
    expect(initialFence({ longitude: 112.5, latitude: 200, range: 0 })).toEqual({ longitude: 112.5, latitude: 39.90923, range: 1000 });
  });
  it('refuses coordinates off the globe and radii that are not whole metres', () => {
    expect(fenceProblem({ longitude: 181, latitude: 0, range: 1 })).toContain('经度');
    expect(fenceProblem({ longitude: 0, latitude: -91, range: 1 })).toContain('纬度');
    expect(fenceProblem({ longitude: 0, latitude: 0, range: 1.5 })).toContain('半径');
    expect(fenceProblem({ longitude: 112.55, latitude: 37.87, range: 1000 })).toBeNull();
  });
  it('rounds coordinates to six decimals', () => {
    expect(roundCoordinate(112.123456789)).toBe(112.123457);
  });
});
