import { describe, expect, it } from 'vitest';
import { distanceM, outsideByM } from './geo';

describe('the fence check of the driver page', () => {
  it('measures great-circle distances (1° of latitude ≈ 111.2 km)', () => {
    expect(distanceM([110, 37], [110, 38])).toBeCloseTo(111_195, -1);
    expect(distanceM([110.8895, 37.4312], [110.8895, 37.4312])).toBe(0);
  });

  it('a circle: inside is 0, outside the metres beyond its edge', () => {
    const c = { kind: 'circle' as const, center: [110.8895, 37.4312] as [number, number], radiusM: 800 };
    expect(outsideByM(c, [110.8921, 37.4335])).toBe(0);
    const off = outsideByM(c, [110.93, 37.4312]);
    expect(off).toBeGreaterThan(2700);
    expect(off).toBeLessThan(2800);
  });

  it('a polygon: inside by ray casting, outside the metres to the nearest edge', () => {
    const square = { kind: 'polygon' as const, corners: [[110, 37], [110.01, 37], [110.01, 37.01], [110, 37.01]] as [number, number][] };
    expect(outsideByM(square, [110.005, 37.005])).toBe(0);
    // 0.001° north of the top edge: about 111 m.
    expect(outsideByM(square, [110.005, 37.011])).toBeCloseTo(111, 0);
    // Beyond a corner: the distance to the corner.
    expect(outsideByM(square, [110.011, 37.011])).toBeCloseTo(distanceM([110.01, 37.01], [110.011, 37.011]), -1);
  });
});
