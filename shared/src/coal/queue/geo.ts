/**
 * Is the driver's phone inside the yard's electronic fence? Fence coordinates are read as the browser gives its
 * position (WGS-84 longitude and latitude). Distances on a sphere of the Earth's mean radius: a yard's fence spans a
 * few kilometres at most, where the error is far below a phone's own.
 */
const EARTH_RADIUS_M = 6_371_008.8;
const rad = (d: number) => (d * Math.PI) / 180;

/** Great-circle distance in metres between two [lng, lat] points. */
export function distanceM(a: readonly [number, number], b: readonly [number, number]): number {
  const [lng1, lat1] = a;
  const [lng2, lat2] = b;
  const dLat = rad(lat2 - lat1);
  const dLng = rad(lng2 - lng1);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type FenceShape = { kind: 'circle'; center: [number, number]; radiusM: number } | { kind: 'polygon'; corners: [number, number][] };

/** Ray casting over the corners as a plane: exact enough at a yard's size, far from the poles. */
function inPolygon(p: readonly [number, number], corners: readonly [number, number][]): boolean {
  const [x, y] = p;
  let inside = false;
  for (let i = 0, j = corners.length - 1; i < corners.length; j = i++) {
    const [xi, yi] = corners[i];
    const [xj, yj] = corners[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Metres from a point to the segment a–b, on a local flat projection around the point. */
export function toSegmentM(p: readonly [number, number], a: readonly [number, number], b: readonly [number, number]): number {
  const k = Math.cos(rad(p[1]));
  const ax = (a[0] - p[0]) * k, ay = a[1] - p[1];
  const bx = (b[0] - p[0]) * k, by = b[1] - p[1];
  const dx = bx - ax, dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 ? Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2)) : 0;
  const cx = ax + t * dx, cy = ay + t * dy;
  return rad(Math.hypot(cx, cy)) * EARTH_RADIUS_M;
}

/** 0 inside the fence, else the metres to its edge. */
export function outsideByM(shape: FenceShape, p: readonly [number, number]): number {
  if (shape.kind === 'circle') return Math.max(0, distanceM(shape.center, p) - shape.radiusM);
  if (inPolygon(p, shape.corners)) return 0;
  let best = Infinity;
  for (let i = 0; i < shape.corners.length; i++) best = Math.min(best, toSegmentM(p, shape.corners[i], shape.corners[(i + 1) % shape.corners.length]));
  return best;
}
