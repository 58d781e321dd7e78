import { EDITABLE_TABLE } from '@meiyun/shared';
import { getAction } from '../../lib/http';
import type { CellOption } from './types';

interface LoadDictItem {
  value: string;
  text?: string;
  label?: string;
  title?: string;
}

/**
 * The default options loader of an async search select (§7 `GET /sys/dict/loadDict/{dict}`): up to 10 matches
 * of the keyword. A failure gives no options.
 */
export function loadDictOptions(dict: string): (keyword: string) => Promise<CellOption[]> {
  return async (keyword) => {
    const env = await getAction<LoadDictItem[]>(`/sys/dict/loadDict/${encodeURIComponent(dict)}`, { keyword, pageSize: EDITABLE_TABLE.asyncSearchPageSize }, { skipErrorHandler: true });
    if (!env.success || !Array.isArray(env.result)) return [];
    return env.result.map((i) => ({ value: i.value, label: i.text ?? i.label ?? i.title ?? i.value }));
  };
}
