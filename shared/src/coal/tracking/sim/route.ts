/**
 * A road-like line between two places: the straight line bent by a smooth random sideways wander (up to a few per
 * cent of its length, none at the ends), through a waypoint every dozen kilometres. Positions along it are read in
 * metres on a flat projection around its middle — an affine map of longitude and latitude, so a segment straight on
 * the projection is straight in degrees too, which is what the server's geometry assumes.
 */
import type { YardPlace } from './places';
import { seededRandom } from './random';

const M_PER_DEG = (Math.PI / 180) * 6_371_008.8;

export interface SimRoute {
  from: YardPlace;
  to: YardPlace;
  /** [lng, lat] waypoints, from first to last. */
  points: [number, number][];
  lengthM: number;
  /** [lng, lat] s metres along the route (clamped to its ends). */
  at(s: number): [number, number];
  reversed(): SimRoute;
}

export function buildRoute(from: YardPlace, to: YardPlace, seed: number): SimRoute {
  const random = seededRandom(seed);
  const k = Math.cos((((from.lat + to.lat) / 2) * Math.PI) / 180);
  const dx = (to.lng - from.lng) * k * M_PER_DEG;
  const dy = (to.lat - from.lat) * M_PER_DEG;
  const straight = Math.hypot(dx, dy);
  const interior = Math.max(2, Math.min(24, Math.round(straight / 12_000)));
  const points: [number, number][] = [[from.lng, from.lat]];
  let wander = 0;
  for (let i = 1; i <= interior; i++) {
    const f = i / (interior + 1);
    wander = 0.7 * wander + random.between(-1, 1) * straight * 0.025;
    const side = wander * Math.sin(Math.PI * f);
    // Sideways is the straight line's normal (-dy, dx) scaled to `side` metres.
    const x = f * dx + (-dy / straight) * side;
    const y = f * dy + (dx / straight) * side;
    points.push([from.lng + x / (k * M_PER_DEG), from.lat + y / M_PER_DEG]);
  }
  points.push([to.lng, to.lat]);
  return routeThrough(from, to, points, k);
}

function routeThrough(from: YardPlace, to: YardPlace, points: [number, number][], k: number): SimRoute {
  const cumulative = [0];
  for (let i = 1; i < points.length; i++) {
    const ex = (points[i][0] - points[i - 1][0]) * k * M_PER_DEG;
    const ey = (points[i][1] - points[i - 1][1]) * M_PER_DEG;
    cumulative.push(cumulative[i - 1] + Math.hypot(ex, ey));
  }
  const lengthM = cumulative[cumulative.length - 1];
  return {
    from,
    to,
    points,
    lengthM,
    at(s) {
      if (s <= 0) return [...points[0]];
      if (s >= lengthM) return [...points[points.length - 1]];
      let lo = 0;
      let hi = cumulative.length - 1;
      while (hi - lo > 1) {
        const mid = (lo + hi) >> 1;
        if (cumulative[mid] <= s) lo = mid;
        else hi = mid;
      }
      const t = (s - cumulative[lo]) / (cumulative[hi] - cumulative[lo]);
      return [points[lo][0] + t * (points[hi][0] - points[lo][0]), points[lo][1] + t * (points[hi][1] - points[lo][1])];
    },
    reversed: () => routeThrough(to, from, [...points].reverse(), k),
  };
}

/** [lng, lat] moved by dx metres east and dy north, measured at the point's own latitude. */
export function offsetBy([lng, lat]: [number, number], dx: number, dy: number): [number, number] {
  return [lng + dx / (Math.cos((lat * Math.PI) / 180) * M_PER_DEG), lat + dy / M_PER_DEG];
}
