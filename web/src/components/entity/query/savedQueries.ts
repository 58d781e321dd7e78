import { storage as defaultStorage, type ExpiringStorage } from '../../../lib/storage/expiringStorage';
import type { MatchType } from '@meiyun/shared';
import type { SuperQueryCondition } from './superQuery';

/** Saved advanced queries of one list (§3 "Saved query: title, matchType, records"), kept in this browser per route. */
export interface SavedQuery {
  title: string;
  matchType: MatchType;
  records: SuperQueryCondition[];
}

export const savedQueriesKey = (routeKey: string) => `${routeKey}:superQuery`;

export function loadSavedQueries(routeKey: string, store: ExpiringStorage = defaultStorage): SavedQuery[] {
  const list = store.get<SavedQuery[]>(savedQueriesKey(routeKey), []);
  return Array.isArray(list) ? list : [];
}

export function storeSavedQueries(routeKey: string, list: SavedQuery[], store: ExpiringStorage = defaultStorage): void {
  store.set(savedQueriesKey(routeKey), list);
}

/** Replaces the query of the same title in place (after the user confirmed the overwrite) or appends it. */
export function upsertSavedQuery(list: readonly SavedQuery[], query: SavedQuery): SavedQuery[] {
  const at = list.findIndex((q) => q.title === query.title);
  if (at < 0) return [...list, query];
  return list.map((q, i) => (i === at ? query : q));
}

export const removeSavedQuery = (list: readonly SavedQuery[], title: string) => list.filter((q) => q.title !== title);

export const hasSavedQuery = (list: readonly SavedQuery[], title: string) => list.some((q) => q.title === title);
