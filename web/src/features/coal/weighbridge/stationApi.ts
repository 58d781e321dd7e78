import type { DeductionKind, ScaleLiveState, StationScale, StationTruck, StationWeighing, WeighingRecord } from '@meiyun/shared';
import { getAction, postAction } from '../../../lib/http';

/** A capture: the trip's first weight by its ticket, or the second by its weighing (coal-api.md "Queue and weighbridge"). */
export interface CaptureBody {
  side: 'tare' | 'gross';
  scaleId: string;
  weightKg: number;
  queueId?: string;
  id?: string;
  manual?: boolean;
}

/** The station screen's calls: the scale link's (docs/weighbridge.md) and the weighing endpoints. */
export const stationApi = {
  scales: () => getAction<StationScale[]>('/coal/scale/stations'),
  reading: (scaleId: string) => getAction<ScaleLiveState>('/coal/scale/reading', { scaleId }),
  trucks: (scaleId: string) => getAction<StationTruck[]>('/coal/scale/trucks', { scaleId }),
  weighings: (scaleId: string) => getAction<StationWeighing[]>('/coal/scale/weighings', { scaleId }),
  capture: ({ side, ...body }: CaptureBody) => postAction<WeighingRecord>(`/coal/weighing/${side}`, body),
  deduct: (id: string, kind: DeductionKind, kg: number, remark: string) => postAction<WeighingRecord>('/coal/weighing/deduct', { id, kind, kg, remark }),
};
