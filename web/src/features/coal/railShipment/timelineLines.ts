import { RAIL_STATUS_ITEMS, RAIL_STEP_INFO, type RailEvent } from '@meiyun/shared';
import { activityLines, type ActivityLine } from '../../../components/timeline/activityLines';

/** A shipment's timeline in its own words: 请车, 批车, 装车, 发车, 到站, 站存. */
export function railLines(events: readonly RailEvent[]): ActivityLine[] {
  return activityLines(events, {
    labels: { request: '请车', approve: RAIL_STEP_INFO.approve.label, load: RAIL_STEP_INFO.load.label, depart: RAIL_STEP_INFO.depart.label, arrive: RAIL_STEP_INFO.arrive.label, store: RAIL_STEP_INFO.store.label },
    statuses: new Map<string, string>(RAIL_STATUS_ITEMS),
    colors: { request: 'blue', approve: 'orange', load: 'blue', depart: 'orange', arrive: 'green', store: 'gray' },
    firstStatus: true,
  });
}
