/**
 * The tracking calls' replies (coal-api.md "Tracking", docs/tracking.md "Report calls"): what a gateway is answered
 * for a batch, a car's track and the fence alarms. Times are `yyyy-MM-dd HH:mm:ss` in the business zone.
 */

/** 查看车辆轨迹: `GET /report/zoomewell/historicalGPSObj`. */
export const GPS_TRACK_PERM = 'coal:gps:track';
/** 查看围栏报警 (and be told of new ones in the bell): `GET /report/zoomewell/alarmRangeObjlist`. */
export const GPS_ALARM_PERM = 'coal:gpsAlarm:list';
/** 更换定位网关令牌: `POST /coal/gpsGateway/rotateToken`. */
export const GPS_GATEWAY_TOKEN_PERM = 'coal:gpsGateway:rotateToken';

/** The most points one `POST /coal/gps/points` takes. */
export const GPS_BATCH_MAX_POINTS = 5000;
/** The longest span a track call covers. */
export const GPS_TRACK_MAX_DAYS = 7;
/** The most points one track call answers; a longer span of a chatty tracker is refused, not cut short. */
export const GPS_TRACK_MAX_POINTS = 100_000;
/** How many refused points a batch's reply names (the count of the rest is in `rejectedCount`). */
export const GPS_REJECTED_LISTED = 50;

/** One fix as a gateway sends it and a track returns it; speed in km/h. */
export interface GpsPoint {
  plateNo: string;
  time: string;
  lng: number;
  lat: number;
  speed: number | null;
}

/** `POST /coal/gps/points`: new points stored, points already stored (a retry), and the refused ones with why. */
export interface GpsIngestReply {
  accepted: number;
  duplicates: number;
  rejectedCount: number;
  /** The first `GPS_REJECTED_LISTED` refused points: their index in the batch and a Chinese reason. */
  rejected: { index: number; reason: string }[];
  /** Fence alarms the new points raised. */
  alarms: number;
}

export type GpsAlarmKind = 'enter' | 'leave';

export const GPS_ALARM_KIND_ITEMS: [GpsAlarmKind, string][] = [
  ['enter', '进入围栏'],
  ['leave', '离开围栏'],
];

/** One record of `GET /report/zoomewell/alarmRangeObjlist` (a `Page` of them). */
export interface GpsAlarmRecord {
  id: string;
  plateNo: string;
  carId: string | null;
  carrierId: string | null;
  fenceId: string;
  fenceName: string;
  kind: GpsAlarmKind;
  kind_dictText: string;
  time: string;
  lng: number;
  lat: number;
  createTime: string;
}

/** `POST /coal/gpsGateway/rotateToken`: the new token, shown this once. */
export interface GpsGatewayTokenIssued {
  id: string;
  token: string;
  tokenHint: string;
}
