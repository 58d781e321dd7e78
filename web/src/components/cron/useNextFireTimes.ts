import { useEffect, useState } from 'react';
import { cronError, formatFireTime, nextFireTimes } from '@meiyun/shared';

export const NEXT_TIMES_COUNT = 10;
export const NEXT_TIMES_DEBOUNCE_MS = 500;

export interface NextFireTimesState {
  /** the expression the list was computed for */
  expression: string;
  times: string[];
  error: string | null;
}

/**
 * The next firing times of an expression, recomputed 500 ms after it stops changing (§9). The year field is
 * ignored, as the spec's preview editor does.
 */
export function useNextFireTimes(expression: string | undefined, count = NEXT_TIMES_COUNT): NextFireTimesState {
  const [state, setState] = useState<NextFireTimesState>({ expression: '', times: [], error: null });
  useEffect(() => {
    const expr = expression?.trim() ?? '';
    const timer = setTimeout(() => {
      if (!expr) {
        setState({ expression: '', times: [], error: null });
        return;
      }
      const error = cronError(expr);
      const times = error ? [] : nextFireTimes(expr, count, new Date(), { ignoreYear: true }).map(formatFireTime);
      setState({ expression: expr, times, error });
    }, NEXT_TIMES_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [expression, count]);
  return state;
}
