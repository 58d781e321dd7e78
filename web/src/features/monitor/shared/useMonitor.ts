import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

/** A monitor reading refreshed every `intervalSec` while auto is on, with the last `keep` readings for charts. */
export function useMonitor<T>(key: string, fetcher: () => Promise<T>, intervalSec = 5, keep = 60) {
  const [auto, setAuto] = useState(true);
  const query = useQuery({ queryKey: ['monitor', key], queryFn: fetcher, refetchInterval: auto ? intervalSec * 1000 : false, refetchIntervalInBackground: false });
  const history = useRef<{ at: number; value: T }[]>([]);
  const [, bump] = useState(0);
  useEffect(() => {
    if (query.data === undefined) return;
    history.current = [...history.current, { at: query.dataUpdatedAt, value: query.data }].slice(-keep);
    bump((n) => n + 1);
  }, [query.data, query.dataUpdatedAt, keep]);
  return { ...query, auto, setAuto, history: history.current, intervalSec };
}
