import type { RailShipmentDetail, RailStep } from '@meiyun/shared';
import { getAction, postAction, putAction } from '../../../lib/http';

/** The rail routes beyond the kit's list (docs/freight.md "铁路发运"): each answers the envelope, refusals in Chinese. */
export const railApi = {
  detail: (id: string) => getAction<RailShipmentDetail>('/coal/railShipment/queryById', { id }),
  request: (body: Record<string, unknown>) => postAction<Record<string, unknown>>('/coal/railShipment/add', body),
  step: (step: RailStep, body: Record<string, unknown>) => putAction<Record<string, unknown>>(`/coal/railShipment/${step}`, body),
  rate: (id: string) => getAction<Record<string, unknown>>('/coal/railRate/queryById', { id }),
  addRate: (body: Record<string, unknown>) => postAction<Record<string, unknown>>('/coal/railRate/add', body),
  editRate: (body: Record<string, unknown>) => putAction<Record<string, unknown>>('/coal/railRate/edit', body),
};

/** TanStack Query key of one shipment's detail. */
export const railKey = (id: string) => ['coalRailShipment', id] as const;
