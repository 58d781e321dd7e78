import { SESSION_DATA_TTL_MS } from '@meiyun/shared';
import { storage as defaultStorage, type ExpiringStorage } from '../../../lib/storage/expiringStorage';

/**
 * Column settings of §3: the keys of the columns a user chose to see, per route name with the suffix
 * ':colsettings', kept 7 days. The row-index and action columns are not settable and always shown.
 */
export const INDEX_COLUMN_KEY = 'rowIndex';
export const ACTION_COLUMN_KEY = 'action';
const ALWAYS_SHOWN = new Set([INDEX_COLUMN_KEY, ACTION_COLUMN_KEY]);

export const columnSettingsKey = (routeName: string) => `${routeName}:colsettings`;

export function loadColumnSettings(routeName: string, store: ExpiringStorage = defaultStorage): string[] | null {
  const keys = store.get<string[] | null>(columnSettingsKey(routeName), null);
  return Array.isArray(keys) ? keys : null;
}

export function saveColumnSettings(routeName: string, keys: readonly string[], store: ExpiringStorage = defaultStorage): void {
  store.set(columnSettingsKey(routeName), keys.filter((k) => !ALWAYS_SHOWN.has(k)), SESSION_DATA_TTL_MS);
}

export const isSettable = (key: string) => !ALWAYS_SHOWN.has(key);

/** Columns in their declared order, keeping the fixed ones and, with settings stored, only the chosen others. */
export function applyColumnSettings<C extends { key?: unknown }>(columns: readonly C[], chosen: readonly string[] | null): C[] {
  if (!chosen) return [...columns];
  const keep = new Set(chosen);
  return columns.filter((c) => typeof c.key !== 'string' || !isSettable(c.key) || keep.has(c.key));
}
