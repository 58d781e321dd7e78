/** Electronic fence of §3: a circle by its centre and radius in metres. Constants of §9. */
export interface Fence {
  longitude: number;
  latitude: number;
  /** Radius in metres. */
  range: number;
}

export const FENCE_DEFAULT_RANGE = 1000;
export const FENCE_ZOOM = 10;
/** Opening on a place to draw around it: a yard's loading area fills the map. */
export const PLACE_ZOOM = 15;
export const FENCE_MAP_HEIGHT = 500;
export const GEOLOCATION_TIMEOUT_MS = 10_000;
export const FENCE_MAX_RANGE = 100_000;
/** Where the map opens when no fence is given. */
export const FENCE_DEFAULT_CENTER = { longitude: 116.397428, latitude: 39.90923 } as const;

export const FenceTexts = {
  title: '电子围栏',
  polygonTitle: '绘制多边形围栏',
  locateFailed: '定位失败！',
  longitude: '经度',
  latitude: '纬度',
  range: '半径（米）',
} as const;

/** A fence to start from: the given one where its numbers are usable, defaults elsewhere. */
export function initialFence(value?: Partial<Fence> | null): Fence {
  const ok = (n: unknown, min: number, max: number): n is number => typeof n === 'number' && Number.isFinite(n) && n >= min && n <= max;
  return {
    longitude: ok(value?.longitude, -180, 180) ? value.longitude : FENCE_DEFAULT_CENTER.longitude,
    latitude: ok(value?.latitude, -90, 90) ? value.latitude : FENCE_DEFAULT_CENTER.latitude,
    range: ok(value?.range, 1, FENCE_MAX_RANGE) ? Math.round(value.range) : FENCE_DEFAULT_RANGE,
  };
}

/** Why the fence cannot be confirmed, or null. */
export function fenceProblem(f: Partial<Fence>): string | null {
  if (typeof f.longitude !== 'number' || !Number.isFinite(f.longitude) || f.longitude < -180 || f.longitude > 180) return '经度须在 -180 到 180 之间';
  if (typeof f.latitude !== 'number' || !Number.isFinite(f.latitude) || f.latitude < -90 || f.latitude > 90) return '纬度须在 -90 到 90 之间';
  if (typeof f.range !== 'number' || !Number.isInteger(f.range) || f.range < 1 || f.range > FENCE_MAX_RANGE) return `半径须为 1 到 ${FENCE_MAX_RANGE} 的整数（米）`;
  return null;
}

/** Six decimals is about 0.1 m: enough for a fence, and stable in forms. */
export function roundCoordinate(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

const METRES_PER_DEGREE = 111_320;

/** The square around a circle, south-west and north-east `[纬度, 经度]`, for opening the map on it. */
export function circleBounds(f: Fence): [[number, number], [number, number]] {
  const dLat = f.range / METRES_PER_DEGREE;
  const dLng = f.range / (METRES_PER_DEGREE * Math.max(Math.cos((f.latitude * Math.PI) / 180), 0.01));
  return [
    [f.latitude - dLat, f.longitude - dLng],
    [f.latitude + dLat, f.longitude + dLng],
  ];
}

/** The box around the corners, for opening the map on a polygon; null below two corners. */
export function cornerBounds(points: readonly [number, number][]): [[number, number], [number, number]] | null {
  if (points.length < 2) return null;
  const lngs = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ];
}
