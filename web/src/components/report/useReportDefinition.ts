import { useEffect, useState } from 'react';
import { getAction } from '../../lib/http';
import { loadReportColumns, type ReportConfig, type ReportQueryItem } from '../pickers/reportApi';

export interface ReportDefinition {
  /** The report's name, id, columns and their dictionaries; null until loaded. */
  config: ReportConfig | null;
  queryItems: ReportQueryItem[];
  /** The server's message when the report cannot be read (报表不存在). */
  error: string | null;
}

const NONE: ReportDefinition = { config: null, queryItems: [], error: null };

/**
 * A report by code (`getRpColumns`, then `getQueryInfo` of its id), read while `enabled` (a popup: each time it
 * opens). What was read for another code is never handed out for this one.
 */
export function useReportDefinition(code: string, { enabled = true, groupId }: { enabled?: boolean; groupId?: string } = {}): ReportDefinition {
  const [loaded, setLoaded] = useState<ReportDefinition & { code: string }>({ ...NONE, code: '' });

  useEffect(() => {
    if (!enabled || !code) return;
    let live = true;
    setLoaded((l) => ({ ...(l.code === code ? l : NONE), error: null, code }));
    void loadReportColumns(code, groupId).then(async (c) => {
      if (!live) return;
      if (typeof c === 'string') return setLoaded({ ...NONE, error: c, code });
      setLoaded((l) => ({ ...l, config: c, code }));
      const env = await getAction<ReportQueryItem[]>(`/online/cgreport/api/getQueryInfo/${c.cgRpConfigId}`);
      if (live && env.success) setLoaded((l) => ({ ...l, queryItems: env.result, code }));
    });
    return () => {
      live = false;
    };
  }, [enabled, code, groupId]);

  return loaded.code === code ? loaded : NONE;
}
