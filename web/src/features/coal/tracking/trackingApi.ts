import type { GpsAlarmKind, GpsAlarmRecord, GpsPoint, Page } from '@meiyun/shared';
import { getAction, resultOf } from '../../../lib/http';
import type { FenceRow } from './playback';

/** The alarms' filters (docs/tracking.md "Report calls"). */
export interface AlarmQuery {
  plateNo?: string;
  fenceId?: string;
  kind?: GpsAlarmKind;
  begin?: string;
  end?: string;
  pageNo: number;
  pageSize: number;
}

const drop = (q: object) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));

/** The tracking reports and the tenant's fences for the map. */
export const trackingApi = {
  /** `GET /report/zoomewell/historicalGPSObj`: a car's points, time ascending (at most 7 days). */
  track: async (plateNo: string, begin: string, end: string) => resultOf(await getAction<GpsPoint[]>('/report/zoomewell/historicalGPSObj', { plateNo, begin, end })),
  /** `GET /report/zoomewell/alarmRangeObjlist`: fence alarms, latest first. */
  alarms: async (q: AlarmQuery) => resultOf(await getAction<Page<GpsAlarmRecord>>('/report/zoomewell/alarmRangeObjlist', drop(q))),
  /** The tenant's fences (`GET /coal/fence/list`); a user who may not read them sees the track without them. */
  fences: async (): Promise<FenceRow[]> => {
    const env = await getAction<Page<FenceRow>>('/coal/fence/list', { pageNo: 1, pageSize: 500 });
    return env.success ? env.result.records : [];
  },
};
