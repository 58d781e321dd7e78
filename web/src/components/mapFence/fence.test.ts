import { describe, expect, it } from 'vitest';
import { circleBounds, cornerBounds, fenceProblem, initialFence, roundCoordinate } from './fence';

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
  it('opens the map on the circle: 1113.2 m is 0.01° of latitude, and of longitude twice that at 60°', () => {
    const [sw, ne] = circleBounds({ longitude: 110, latitude: 60, range: 1113.2 });
    expect(sw[0]).toBeCloseTo(59.99, 9);
    expect(ne[0]).toBeCloseTo(60.01, 9);
    expect(sw[1]).toBeCloseTo(109.98, 9);
    expect(ne[1]).toBeCloseTo(110.02, 9);
  });
  it('opens the map on the corners of a polygon, from two corners on', () => {
    expect(cornerBounds([[110.1, 39.2]])).toBeNull();
    expect(cornerBounds([[110.1, 39.2], [110.3, 39.1], [110.2, 39.4]])).toEqual([[39.1, 110.1], [39.4, 110.3]]);
  });
});
