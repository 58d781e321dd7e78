import { useMemo, useRef } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Handlers<H> = { [K in keyof H]: (...args: any[]) => unknown };

/**
 * One object for a component's whole life whose functions call the latest render's: memoised rows and cells take
 * it without re-rendering when the table does.
 */
export function useStableHandlers<H extends Handlers<H>>(latest: H): H {
  const ref = useRef(latest);
  ref.current = latest;
  return useMemo(
    () => Object.fromEntries((Object.keys(latest) as (keyof H)[]).map((name) => [name, (...args: unknown[]) => ref.current[name](...args)])) as H,
    // The names never change; what they call is read through the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
}
