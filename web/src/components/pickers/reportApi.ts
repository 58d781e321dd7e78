import { getAction } from '../../lib/http';

export interface ReportColumn {
  dataIndex: string;
  title: string;
  width?: number | null;
  sorter?: boolean;
  dictCode?: string | null;
}

export interface ReportConfig {
  cgRpConfigId: string;
  cgRpConfigName: string;
  columns: ReportColumn[];
  dictOptions: Record<string, { value: string; text: string }[]>;
}

export interface ReportQueryItem {
  field: string;
  label: string;
  mode: 'single' | 'range';
  /** '1': an extra condition, shown behind 更多条件. */
  hidden: string;
  dictCode?: string | null;
  dictOptions?: { value: string; text: string }[];
}

/** Popups of one group (a form with several report popups) share a report's columns for 30 seconds. */
export const REPORT_COLUMNS_CACHE_MS = 30_000;
const cache = new Map<string, { at: number; config: Promise<ReportConfig | string> }>();

/** The report's columns by code, or the server's message; cached 30 s per group when a groupId is given. */
export function loadReportColumns(code: string, groupId?: string, now = Date.now()): Promise<ReportConfig | string> {
  const key = `${groupId}\u0000${code}`;
  const hit = groupId ? cache.get(key) : undefined;
  if (hit && now - hit.at < REPORT_COLUMNS_CACHE_MS) return hit.config;
  const config = getAction<ReportConfig>(`/online/cgreport/api/getRpColumns/${encodeURIComponent(code)}`).then((env) => (env.success ? env.result : env.message || '报表不存在'));
  if (groupId) {
    cache.set(key, { at: now, config });
    // A failure is not kept: the next open asks again.
    config.then((c) => typeof c === 'string' && cache.delete(key));
  }
  return config;
}

export function clearReportColumnsCache() {
  cache.clear();
}
